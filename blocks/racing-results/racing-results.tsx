import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { Heading, LinkButton, blockClassNames, formatDate, useBlock } from "../../renderer/primitives/index.ts";
import { RESULTS_FILES } from "./results.ts";

/** One race's classification from the chosen results file, the highlighted team's rows marked. */
export default function RacingResults({
  heading,
  header_tag,
  header_size,
  url,
  limit,
  show_points,
  highlight_team,
  "rdx-link": link,
  box_color,
  padding,
}: BlockProps<"racing-results">) {
  const block = useBlock();
  const race = RESULTS_FILES[url];
  if (!race) return null;
  const headingId = `${block.id}-heading`;
  const highlighted = highlight_team.trim().toLowerCase();
  const rows = race.results.slice(0, limit);
  return (
    <section className={blockClassNames("racing-results", { box_color, padding })} aria-labelledby={headingId}>
      <div className="racing-results__inner">
        <Heading
          text={heading.trim() || race.event}
          tag={header_tag}
          size={header_size}
          className="racing-results__heading"
          id={headingId}
        />
        <p className="racing-results__meta">
          Round {race.round}, {race.season} · {race.circuit} · <time dateTime={race.date}>{formatDate(race.date)}</time>
        </p>
        <div className="racing-results__scroller">
          <table className="racing-results__table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">
                  <abbr title="Position">Pos</abbr>
                </th>
                <th scope="col">Driver</th>
                <th scope="col">Team</th>
                <th scope="col">Time</th>
                {show_points ? <th scope="col">Points</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const isHighlighted = highlighted !== "" && row.team.toLowerCase() === highlighted;
                return (
                  <tr key={row.position} className={isHighlighted ? "racing-results__row--highlight" : undefined}>
                    <td>{row.position}</td>
                    <th scope="row">{row.driver}</th>
                    <td>{row.team}</td>
                    <td>{row.time}</td>
                    {show_points ? <td>{row.points}</td> : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <LinkButton item={link} className="racing-results__link" />
      </div>
    </section>
  );
}
