import { useQuery } from "@tanstack/react-query";
import { formsClient } from "../../api/forms-client.ts";
import { leadsKey } from "../forms-keys.ts";

const WIDTH = 640;
const HEIGHT = 160;
const AXIS = 20;

const dayLabel = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const label = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

/**
 * Leads per day of one form: a plain SVG bar chart (decision 036), with the same figures in a table for
 * screen readers. Each day's count is the lead list's total for that day, so it holds for any volume.
 */
export function LeadsChart({ formId, days }: { formId: string; days: readonly string[] }) {
  const counts = useQuery({
    queryKey: [...leadsKey(formId), "per-day", days[0], days.at(-1)],
    queryFn: () => Promise.all(days.map((day) => formsClient.countLeads(formId, day, day))),
    enabled: days.length > 0,
  });
  const title = days.length ? `Leads per day, ${label(days[0]!)} to ${label(days.at(-1)!)} (UTC)` : "Leads per day";
  if (counts.isPending) return <p className="editor-loading">Loading leads per day…</p>;
  if (counts.isError)
    return (
      <p className="editor-error" role="alert">
        Leads per day could not be loaded: {counts.error.message}
      </p>
    );
  const values = counts.data;
  const max = Math.max(1, ...values);
  const total = values.reduce((sum, value) => sum + value, 0);
  const slot = WIDTH / Math.max(1, days.length);
  // A bar is at most 40 units wide, so a chart of a few days does not look like a wall.
  const bar = Math.min(slot * 0.7, 40);
  return (
    <figure className="forms-chart">
      <figcaption>
        {title}: {total} in all
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} className="forms-chart__svg" aria-hidden="true" focusable="false">
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="forms-chart__axis" />
        {values.map((value, at) => {
          const height = (value / max) * (HEIGHT - 16);
          return (
            <g key={days[at]}>
              <rect
                x={at * slot + (slot - bar) / 2}
                width={bar}
                y={HEIGHT - height}
                height={height}
                className="forms-chart__bar"
              >
                <title>
                  {label(days[at]!)}: {value}
                </title>
              </rect>
              {value > 0 ? (
                <text
                  x={at * slot + slot / 2}
                  y={HEIGHT - height - 4}
                  textAnchor="middle"
                  className="forms-chart__value"
                >
                  {value}
                </text>
              ) : null}
              {at === 0 || at === values.length - 1 || (days.length > 10 && at % 7 === 0) ? (
                <text x={at * slot + slot / 2} y={HEIGHT + 14} textAnchor="middle" className="forms-chart__day">
                  {label(days[at]!)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Leads</th>
          </tr>
        </thead>
        <tbody>
          {values.map((value, at) => (
            <tr key={days[at]}>
              <th scope="row">{label(days[at]!)}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
