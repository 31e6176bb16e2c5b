import type { BlockProps, HeaderTag } from "../../generated/contracts/block-types.ts";
import { Heading, blockClassNames, useBlock, useBlockData } from "../../renderer/primitives/index.ts";
import type { DerivativesData } from "../../model/catalogue/block-data.ts";
import type { DerivativeSpecKey } from "../../model/catalogue/derivatives.ts";
import { specLabel } from "../../model/catalogue/vehicle-specs.ts";

type Props = BlockProps<"derivatives">;

/** The figures the editor chose, in order, each with its label (the editor's, or the figure's own name). */
function chosenSpecs(props: Props): { key: DerivativeSpecKey; label: string }[] {
  const slots = [
    [props.spec_key_1, props.spec_label_1],
    [props.spec_key_2, props.spec_label_2],
    [props.spec_key_3, props.spec_label_3],
  ] as const;
  return slots.flatMap(([key, label]) =>
    key === "" ? [] : [{ key: key as DerivativeSpecKey, label: label.trim() || specLabel(key) }],
  );
}

/**
 * Derivatives: the versions and engines of one model in stock (server data, no JavaScript), one card
 * each with the chosen figures, its lowest price and a link to those vehicles in the stock locator.
 */
export default function Derivatives(props: Props) {
  return <DerivativesView {...props} data={useBlockData<DerivativesData>()} />;
}

function DerivativesView(props: Props & { data: DerivativesData | undefined }) {
  const { heading, header_tag, header_size, car_key, tab_id, box_color, padding, data } = props;
  const block = useBlock();
  const headingId = `${block.id || "derivatives"}-heading`;
  const hasHeading = heading.trim() !== "";
  const itemTag = Math.min(6, header_tag + 1) as HeaderTag;
  const specs = chosenSpecs(props);
  return (
    <section
      id={tab_id || undefined}
      className={blockClassNames("derivatives", { box_color, padding })}
      aria-labelledby={hasHeading ? headingId : undefined}
      aria-label={hasHeading ? undefined : "Derivatives"}
    >
      <div className="derivatives__inner">
        <Heading text={heading} tag={header_tag} size={header_size} className="derivatives__heading" id={headingId} />
        {!data ? (
          <p className="derivatives__note">The derivatives of {car_key} in stock show here on the published page.</p>
        ) : !data.model || data.derivatives.length === 0 ? (
          <p className="derivatives__note" role="status">
            There are no vehicles of this model in stock at the moment.
          </p>
        ) : (
          <>
            <p className="derivatives__summary">
              {data.model.name}: {data.derivatives.length}{" "}
              {data.derivatives.length === 1 ? "derivative" : "derivatives"} in stock
            </p>
            <ul className="derivatives__list">
              {data.derivatives.map((derivative) => (
                <li key={derivative.key} className="derivatives__item">
                  <Heading text={derivative.name} tag={itemTag} size="s" className="derivatives__name" />
                  {specs.length > 0 ? (
                    <dl className="derivatives__specs">
                      {specs.map((spec) => (
                        <div key={spec.key} className="derivatives__spec">
                          <dt>{spec.label}</dt>
                          <dd>{derivative.specs[spec.key] || "–"}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  {derivative.price ? <p className="derivatives__price">From {derivative.price}</p> : null}
                  <a className="derivatives__link" href={derivative.link}>
                    {derivative.count === 1 ? "See 1 vehicle in stock" : `See ${derivative.count} vehicles in stock`}
                    <span className="visually-hidden">: {derivative.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
