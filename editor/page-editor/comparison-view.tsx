import { blockMeta, isBlockKey } from "../../generated/contracts/block-meta.ts";
import type { Comparison } from "../api/pages-client.ts";

function nameOf(type: string): string {
  return isBlockKey(type) ? blockMeta[type].name : type;
}

const SECTIONS = [
  { key: "added", title: "Added since this version" },
  { key: "removed", title: "Removed since this version" },
  { key: "changed", title: "Changed" },
  { key: "moved", title: "Moved" },
] as const;

/** Which blocks differ between a version and the current draft, by block. */
export function ComparisonView({ comparison, versionNumber }: { comparison: Comparison; versionNumber: number }) {
  const total =
    comparison.added.length + comparison.removed.length + comparison.changed.length + comparison.moved.length;
  if (total === 0) return <p className="fc-versions__note">The draft is the same as version {versionNumber}.</p>;
  return (
    <div className="fc-comparison" aria-label={`Differences between version ${versionNumber} and the draft`}>
      {SECTIONS.map(({ key, title }) => {
        const entries = comparison[key];
        if (entries.length === 0) return null;
        return (
          <section key={key} className={`fc-comparison__section fc-comparison__section--${key}`}>
            <h4>
              {title} ({entries.length})
            </h4>
            <ul>
              {entries.map((entry) => (
                <li key={entry.id}>
                  {nameOf(entry.type)}
                  {"fields" in entry && entry.fields.length > 0 ? (
                    <span className="fc-comparison__fields">: {entry.fields.join(", ")}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
