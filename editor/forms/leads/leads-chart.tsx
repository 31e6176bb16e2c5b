import { useQuery } from "@tanstack/react-query";
import { formsClient } from "../../api/forms-client.ts";
import { leadsKey } from "../forms-keys.ts";
import { axisNumber, barShare, countText, niceTop } from "./chart-scale.ts";

/** Bars are drawn in a box of one unit per day by 100 high, stretched to the chart's width. */
const SLOT = 10;
const BAR = 7;

const dayLabel = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const label = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

/**
 * Leads per day of one form: a plain SVG bar chart (decision 036), with the same figures in a table for
 * screen readers. Each day's count is the lead list's total for that day, so it holds for any volume.
 * The text (total, busiest day, axis, days) is HTML beside the bars, not inside the stretched drawing,
 * so it stays legible at a phone's width and with thousands of leads a day; bars have a minimum height,
 * so a day with one lead still shows beside a day with thousands.
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
  const total = values.reduce((sum, value) => sum + value, 0);
  const busiest = values.reduce((best, value, at) => (value > (values[best] ?? 0) ? at : best), 0);
  const top = niceTop(Math.max(0, ...values));
  const middle = days[Math.floor((days.length - 1) / 2)];
  return (
    <figure className="forms-chart">
      <figcaption>
        {title}: {countText(total)} in all
        {total > 0 ? (
          <span className="forms-chart__peak">
            {" "}
            (busiest day {label(days[busiest]!)}, {countText(values[busiest]!)})
          </span>
        ) : null}
      </figcaption>
      <div className="forms-chart__plot" aria-hidden="true">
        <div className="forms-chart__scale">
          <span>{axisNumber(top)}</span>
          <span>{axisNumber(top / 2)}</span>
          <span>0</span>
        </div>
        <div className="forms-chart__area">
          <svg
            viewBox={`0 0 ${Math.max(1, days.length) * SLOT} 100`}
            preserveAspectRatio="none"
            className="forms-chart__svg"
            focusable="false"
          >
            <line x1={0} x2={days.length * SLOT} y1={50} y2={50} className="forms-chart__grid" />
            {values.map((value, at) => {
              const height = barShare(value, top) * 100;
              return (
                <rect
                  key={days[at]}
                  x={at * SLOT + (SLOT - BAR) / 2}
                  width={BAR}
                  y={100 - height}
                  height={height}
                  className="forms-chart__bar"
                >
                  <title>
                    {label(days[at]!)}: {countText(value)}
                  </title>
                </rect>
              );
            })}
          </svg>
          {total === 0 ? <p className="forms-chart__empty">No leads on these days.</p> : null}
          <div className="forms-chart__days">
            <span>{days[0] ? label(days[0]) : ""}</span>
            {days.length > 2 && middle ? <span>{label(middle)}</span> : null}
            {days.length > 1 ? <span>{label(days.at(-1)!)}</span> : null}
          </div>
        </div>
      </div>
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
