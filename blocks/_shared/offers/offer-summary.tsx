import type { ReactNode } from "react";
import type { OfferCard } from "../../../generated/contracts/entities/offer.ts";
import { formatOfferPrice } from "../../../model/offers/index.ts";
import { Heading, ResponsiveImage, RichText, formatDate } from "../../../renderer/primitives/index.ts";

const IMAGE_SIZES = [
  { width: 640, height: 360 },
  { width: 1024, height: 576 },
] as const;

/** The dates an offer runs, as a visitor reads them; empty for an open schedule. */
function scheduleText(schedule: OfferCard["schedule"]): string {
  const start = schedule.start ? formatDate(schedule.start) : "";
  const end = schedule.end ? formatDate(schedule.end) : "";
  if (start && end) return `Valid from ${start} to ${end}`;
  if (end) return `Valid until ${end}`;
  if (start) return `Valid from ${start}`;
  return "";
}

/**
 * One offer: its first image, title, prices, dates and description, then the call to action the
 * caller gives (the Offers block's enquiry button, the Single offer block's link). Shared by both blocks.
 */
export function OfferSummary({
  offer,
  headingTag,
  children,
  allImages = false,
}: {
  offer: OfferCard;
  headingTag: 1 | 2 | 3 | 4 | 5 | 6;
  children?: ReactNode;
  allImages?: boolean;
}) {
  const images = allImages ? offer.images : offer.images.slice(0, 1);
  const dates = scheduleText(offer.schedule);
  const prices = offer.prices
    .map((price) => ({ label: price.label, text: formatOfferPrice(price.amount, price.currency) }))
    .filter((price) => price.text !== "");
  return (
    <article className="offer-summary">
      {images.length > 0 ? (
        <div className="offer-summary__media">
          {images.map((image) => (
            <ResponsiveImage
              key={image}
              image={{ id: image, alt: "" }}
              sizes={IMAGE_SIZES}
              layoutSizes="(min-width: 901px) 50vw, 100vw"
              className="offer-summary__image"
            />
          ))}
        </div>
      ) : null}
      <div className="offer-summary__body">
        <Heading text={offer.title} tag={headingTag} size="m" className="offer-summary__title" />
        {prices.length > 0 ? (
          <dl className="offer-summary__prices">
            {prices.map((price, index) => (
              <div key={index} className="offer-summary__price">
                <dt>{price.label}</dt>
                <dd>{price.text}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {dates ? <p className="offer-summary__dates">{dates}</p> : null}
        {offer.description ? <RichText value={offer.description} className="offer-summary__description" /> : null}
        {children ? <div className="offer-summary__actions">{children}</div> : null}
      </div>
    </article>
  );
}
