import { useState } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { ContentItems } from "./content-items.tsx";
import { Icon, RichText, blockClassNames, richTextToPlain, jsonForScript } from "../../renderer/primitives/index.ts";

type Item = BlockProps<"accordion">["items"][number];

/**
 * WAI-ARIA APG: panels are `region` landmarks only while there are few of them; beyond about six,
 * panels that can all be open at once would flood the landmark list.
 */
const MAX_REGIONS = 6;

/** schema.org FAQPage for the sections with a heading and an answer, or null when none has both. */
export function faqStructuredData(items: readonly Pick<Item, "heading" | "paragraph">[]): string | null {
  const questions = items
    .map((item) => ({ name: item.heading.trim(), text: richTextToPlain(item.paragraph) }))
    .filter((question) => question.name !== "" && question.text !== "")
    .map((question) => ({
      "@type": "Question",
      name: question.name,
      acceptedAnswer: { "@type": "Answer", text: question.text },
    }));
  if (questions.length === 0) return null;
  return jsonForScript({ "@context": "https://schema.org", "@type": "FAQPage", mainEntity: questions });
}

/**
 * Accordion (WAI-ARIA APG accordion pattern): each section heading holds a button that shows or hides
 * its panel (rich text, then nested blocks). All panels start closed but are in the HTML with `hidden`,
 * so nested blocks render once and keep their server HTML inside the island. One button opens or
 * closes every section. With `has_schema` the sections are also published as FAQ structured data.
 */
export default function Accordion({
  id,
  open_all_label,
  close_all_label,
  has_schema,
  header_tag,
  items,
  box_color,
  padding,
}: BlockProps<"accordion">) {
  const [open, setOpen] = useState<readonly boolean[]>(() => items.map(() => false));

  if (items.length === 0) return null;

  const base = id || "accordion";
  const buttonId = (index: number) => `${base}-button-${index}`;
  const panelId = (index: number) => `${base}-panel-${index}`;
  const isOpen = (index: number) => open[index] === true;
  const allOpen = items.every((_item, index) => isOpen(index));
  const regions = items.length <= MAX_REGIONS;
  const HeadingTag = `h${header_tag}` as const;
  const structuredData = has_schema ? faqStructuredData(items) : null;

  const toggle = (index: number) => setOpen(items.map((_item, i) => (i === index ? !isOpen(i) : isOpen(i))));
  const toggleAll = () => setOpen(items.map(() => !allOpen));

  return (
    <section className={blockClassNames("accordion", { box_color, padding })}>
      {items.length > 1 ? (
        <div className="accordion__toolbar">
          <button
            type="button"
            className="accordion__toggle-all"
            aria-controls={items.map((_item, index) => panelId(index)).join(" ")}
            onClick={toggleAll}
          >
            {allOpen ? close_all_label : open_all_label}
          </button>
        </div>
      ) : null}
      <div className="accordion__items">
        {items.map((item, index) => {
          const Content = item.content;
          const expanded = isOpen(index);
          return (
            <div key={index} className={expanded ? "accordion__item accordion__item--open" : "accordion__item"}>
              <HeadingTag className="accordion__heading">
                <button
                  type="button"
                  className="accordion__trigger"
                  id={buttonId(index)}
                  aria-expanded={expanded}
                  aria-controls={panelId(index)}
                  onClick={() => toggle(index)}
                >
                  <span className="accordion__label">{item.heading}</span>
                  <Icon name="chevron-down" className="accordion__icon" />
                </button>
              </HeadingTag>
              <div
                className="accordion__panel"
                id={panelId(index)}
                role={regions ? "region" : undefined}
                aria-labelledby={regions ? buttonId(index) : undefined}
                hidden={!expanded}
              >
                <div className="accordion__body">
                  <RichText value={item.paragraph} className="accordion__text" />
                  <ContentItems items={item.content_items} idPrefix={`${panelId(index)}-item`} />
                  <Content className="accordion__content" />
                </div>
              </div>
            </div>
          );
        })}
      </div>
      {structuredData ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData }} />
      ) : null}
    </section>
  );
}
