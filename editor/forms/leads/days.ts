/** UTC calendar days as YYYY-MM-DD: what the lead filters take (a bare date is a whole UTC day on the server). */
function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

/** Every day from `from` to `to` inclusive (at most `limit`, the latest kept). */
export function daysBetween(from: string, to: string, limit = 92): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return [];
  const first = Math.max(start, end - (limit - 1) * DAY_MS);
  const days: string[] = [];
  for (let time = first; time <= end; time += DAY_MS) days.push(isoDay(new Date(time)));
  return days;
}

/** The chart's days: the filter's range when it has both ends, else the `span` days up to today or up to its end. */
export function chartDays(filter: { from?: string; to?: string }, today: Date, span = 30): string[] {
  const to = filter.to || isoDay(today);
  const from = filter.from || isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (span - 1) * DAY_MS));
  return daysBetween(from, to);
}
