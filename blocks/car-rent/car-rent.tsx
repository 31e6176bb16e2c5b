import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { formatPrice } from "../../model/rentals/index.ts";
import {
  BANNER_SIZES,
  Heading,
  LinkButton,
  ResponsiveImage,
  RichText,
  blockClassNames,
} from "../../renderer/primitives/index.ts";

type Props = BlockProps<"car-rent">;

/**
 * Car rent (up to 20 cars; its fields are not shown there): a static list of rentable cars
 * with image, name, nameplate, daily price, specification and a link (e.g. to the Rent a Car flow).
 * Server-rendered only: no island, no JavaScript.
 */
export default function CarRent({ heading, header_tag, box_color, currency_symbol, items }: Props) {
  const itemTag = Math.min(header_tag + 1, 6) as Props["header_tag"];
  return (
    <section className={blockClassNames("car-rent", { box_color })} aria-label={heading || undefined}>
      <div className="car-rent__inner">
        {heading ? <Heading text={heading} tag={header_tag} size="l" /> : null}
        <ul className="car-rent__list">
          {items.map((car, index) => {
            const price = formatPrice(car.price_daily, currency_symbol);
            return (
              <li key={index} className="car-rent__car">
                {car.image ? (
                  <ResponsiveImage
                    image={car.image}
                    sizes={BANNER_SIZES}
                    layoutSizes="(min-width: 768px) 33vw, 100vw"
                    loading="lazy"
                    className="car-rent__image"
                  />
                ) : null}
                <Heading text={car.display_name} tag={itemTag} size="m" />
                {car.nameplate_name && car.nameplate_name !== car.display_name ? (
                  <p className="car-rent__nameplate">{car.nameplate_name}</p>
                ) : null}
                {price ? <p className="car-rent__price">{`${price} ${car.price_string_context}`.trim()}</p> : null}
                <RichText value={car.description} className="car-rent__text" />
                {car.specification.length > 0 ? (
                  <dl className="car-rent__specs">
                    {car.specification.map((spec) => (
                      <div key={spec.label}>
                        <dt>{spec.label}</dt>
                        <dd>{spec.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {car.link ? <LinkButton item={car.link} className="car-rent__link" /> : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
