import { Icon } from "../../primitives/index.ts";

/**
 * The seed's icon-info-tip display type: an information icon that discloses its text. A <details>
 * disclosure, so it opens by click, tap or keyboard without any script.
 */
export function InfoTip({ label, items }: { label: string; items: readonly string[] }) {
  const texts = items.map((text) => text.trim()).filter((text) => text !== "");
  if (texts.length === 0) return null;
  return (
    <details className="info-tip" data-display-type="icon-info-tip">
      <summary className="info-tip__toggle">
        <Icon name="info-tip" size={18} />
        <span className="info-tip__label">{label}</span>
      </summary>
      <div className="info-tip__bubble" role="note">
        {texts.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </details>
  );
}
