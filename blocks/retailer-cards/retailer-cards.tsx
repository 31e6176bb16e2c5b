import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import type { BlockProps, HeaderTag } from "../../generated/contracts/block-types.ts";
import { Heading, RichText, blockClassNames, useBlock } from "../../renderer/primitives/index.ts";
import { RETAILER_TEXTS, formatDistance, rankByDistance } from "../../model/retailers/index.ts";
import { RetailerCard } from "./retailer-card.tsx";
import { POSTCODE_PARAM, useVisitorOrigin, type OriginState } from "./use-visitor-origin.ts";

function statusText(state: OriginState, count: number, nearest: string | null): string {
  switch (state.kind) {
    case "searching":
      return "Searching…";
    case "found":
      return count === 0
        ? RETAILER_TEXTS.noResults
        : `${count} ${count === 1 ? "retailer" : "retailers"} nearest to ${state.label} first${nearest ? ` (nearest ${nearest})` : ""}.`;
    case "unknown-postcode":
      return RETAILER_TEXTS.noResults;
    case "error":
      return state.message;
    default:
      return "";
  }
}

/**
 * Retailer cards: the list is rendered on the server in the editor's order; the island
 * only adds the distance search. A search shows the retailers nearest first with their distance, or
 * the dealer locator's no-results text when the postcode is unknown or nobody is within the radius.
 */
export default function RetailerCards({
  heading,
  header_tag,
  header_size,
  paragraph,
  distance_unit,
  search_radius,
  postcode_label,
  search_label,
  location_label,
  items,
  box_color,
  padding,
}: BlockProps<"retailer-cards">) {
  const block = useBlock();
  const ids = useId();
  const headingId = `${block.id}-heading`;
  const inputId = `${ids}-postcode`;
  const statusId = `${ids}-status`;
  const { state, searchPostcode, useLocation, initialPostcode } = useVisitorOrigin();
  const [postcode, setPostcode] = useState("");
  useEffect(() => {
    if (initialPostcode) setPostcode(initialPostcode);
  }, [initialPostcode]);

  const ranked = useMemo(
    () => (state.kind === "found" ? rankByDistance(items, state.origin, distance_unit, search_radius) : null),
    [state, items, distance_unit, search_radius],
  );
  const cardTag = Math.min(6, header_tag + (heading.trim() !== "" ? 1 : 0)) as HeaderTag;
  const nearest = ranked?.[0] ? formatDistance(ranked[0].distance, distance_unit) : null;
  const noResults = state.kind === "unknown-postcode" || (ranked !== null && ranked.length === 0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void searchPostcode(postcode);
  };

  return (
    <section
      className={blockClassNames("retailer-cards", { box_color, padding })}
      aria-labelledby={heading.trim() !== "" ? headingId : undefined}
    >
      <Heading text={heading} tag={header_tag} size={header_size} id={headingId} />
      <RichText value={paragraph} className="retailer-cards__copy" />
      {/* Before hydration the form still works: a GET that puts the postcode in the URL, read once hydrated. */}
      <form className="retailer-cards__search" role="search" method="get" onSubmit={submit}>
        <label htmlFor={inputId}>{postcode_label}</label>
        <div className="retailer-cards__controls">
          <input
            id={inputId}
            name={POSTCODE_PARAM}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            aria-describedby={statusId}
            aria-invalid={state.kind === "error" ? true : undefined}
          />
          <button type="submit" className="fc-button fc-button--primary">
            {search_label}
          </button>
          {location_label.trim() !== "" ? (
            <button type="button" className="fc-button fc-button--secondary" onClick={useLocation}>
              {location_label}
            </button>
          ) : null}
        </div>
      </form>
      <p id={statusId} className="retailer-cards__status" role="status">
        {statusText(state, ranked?.length ?? 0, nearest)}
      </p>
      {noResults ? null : (
        <ul className="retailer-cards__list">
          {ranked
            ? ranked.map(({ retailer, index, distance }) => (
                <RetailerCard key={index} retailer={retailer} distance={distance} unit={distance_unit} tag={cardTag} />
              ))
            : items.map((retailer, index) => (
                <RetailerCard key={index} retailer={retailer} distance={null} unit={distance_unit} tag={cardTag} />
              ))}
        </ul>
      )}
    </section>
  );
}
