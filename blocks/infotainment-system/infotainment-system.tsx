import { useEffect, useId, useState } from "react";
import type { BlockProps, HeaderTag } from "../../generated/contracts/block-types.ts";
import { Heading, RichText, blockClassNames, useBlock, useBlockData } from "../../renderer/primitives/index.ts";
import { INFOTAINMENT_PARAMETER, type InfotainmentData } from "../../model/catalogue/block-data.ts";

type Props = BlockProps<"infotainment-system">;

/** The name a group's vehicle goes by: the editor's, else the stock's, else its key. */
function vehicleName(item: Props["items"][number], data: InfotainmentData | undefined): string {
  return item.vehicle_label.trim() || data?.models[item.car_key]?.name || item.car_key;
}

/** The model title with the chosen vehicle in place of {{model}}. */
export function modelTitle(template: string, vehicle: string): string {
  return template.replaceAll("{{model}}", vehicle);
}

/**
 * Infotainment system: the visitor chooses a vehicle from a list and sees its system. Without
 * JavaScript the list is a GET form (the server renders the chosen vehicle from ?infotainment=);
 * hydrated, the choice switches at once and the URL follows, so a reload keeps it.
 */
export default function InfotainmentSystem(props: Props) {
  const data = useBlockData<InfotainmentData>();
  const { heading, header_tag, header_size, model_title, option_label, items, box_color, padding } = props;
  const block = useBlock();
  const base = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [chosen, setChosen] = useState<number>(() =>
    Math.max(0, data?.chosen ? items.findIndex((item) => item.car_key === data.chosen) : 0),
  );
  useEffect(() => setEnhanced(true), []);

  const choose = (index: number) => {
    setChosen(index);
    const item = items[index];
    if (!item) return;
    const url = new URL(window.location.href);
    url.searchParams.set(INFOTAINMENT_PARAMETER, item.car_key);
    window.history.replaceState(window.history.state, "", url);
  };

  const current = items[chosen] ?? items[0];
  const headingId = `${block.id || "infotainment"}-heading`;
  const hasHeading = heading.trim() !== "";
  const subTag = Math.min(6, header_tag + 1) as HeaderTag;
  const systemTag = Math.min(6, header_tag + 2) as HeaderTag;
  const selectId = `${base}-vehicle`;
  const stock = current ? data?.models[current.car_key] : undefined;
  return (
    <section
      className={blockClassNames("infotainment-system", { box_color, padding })}
      aria-labelledby={hasHeading ? headingId : undefined}
      aria-label={hasHeading ? undefined : "Infotainment system"}
    >
      <div className="infotainment-system__inner">
        <Heading
          text={heading}
          tag={header_tag}
          size={header_size}
          className="infotainment-system__heading"
          id={headingId}
        />
        <form
          className="infotainment-system__choice"
          method="get"
          onSubmit={(event) => {
            if (enhanced) event.preventDefault();
          }}
        >
          <label htmlFor={selectId}>{option_label}</label>
          <select
            id={selectId}
            name={INFOTAINMENT_PARAMETER}
            value={current?.car_key ?? ""}
            onChange={(event) => choose(event.target.selectedIndex)}
          >
            {items.map((item, index) => (
              <option key={index} value={item.car_key}>
                {vehicleName(item, data)}
              </option>
            ))}
          </select>
          {enhanced ? null : (
            <button type="submit" className="fc-button fc-button--secondary">
              Show
            </button>
          )}
        </form>
        {current ? (
          <div className="infotainment-system__panel" aria-live="polite">
            <Heading
              text={modelTitle(model_title, vehicleName(current, data))}
              tag={subTag}
              size="s"
              className="infotainment-system__model"
            />
            {items.map((item, index) => {
              const Content = item.content;
              return (
                <div key={index} className="infotainment-system__system" hidden={index !== chosen}>
                  <Heading text={item.system_name} tag={systemTag} size="xs" className="infotainment-system__name" />
                  <RichText value={item.paragraph} className="infotainment-system__text" />
                  <Content className="infotainment-system__content" />
                </div>
              );
            })}
            {stock ? (
              <a className="infotainment-system__stock" href={stock.link}>
                {stock.count === 1
                  ? `See 1 ${stock.name} in stock`
                  : `See ${stock.count} ${stock.name} vehicles in stock`}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
