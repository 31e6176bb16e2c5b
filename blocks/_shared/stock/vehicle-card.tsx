import { Fragment } from "react";
import { Icon, PriceWithExchange, useUiText } from "../../../renderer/primitives/index.ts";
import { useLanguagePath, useUiLocale } from "../../../renderer/primitives/ui-text.tsx";
import { stockValue } from "../../../model/i18n/stock-values.ts";
import type { UiStringKey } from "../../../model/i18n/ui-strings.ts";
import { ATTRIBUTE_LABELS } from "../../../model/stock/filters.ts";
import type { PriceEntry, StockVehicle } from "../../../model/stock/stock-data.ts";

/** A price to show: none when missing, zero or less, or hidden from visitors. */
function shown(price: PriceEntry | null | undefined): string {
  if (!price || price.hiddenFromVisitors || price.value_raw <= 0) return "";
  return price.formatted;
}

/** The double price (decision 112) of a shown price, or "". */
function exchanged(price: PriceEntry | null | undefined): string {
  return shown(price) && price?.exchanged ? price.exchanged : "";
}

function VehiclePrice({ vehicle }: { vehicle: StockVehicle }) {
  const t = useUiText();
  const { purchase, old, sale, lease } = vehicle.prices;
  const price = shown(purchase);
  if (!price) return null;
  const was = old && purchase && old.value_raw > purchase.value_raw ? shown(old) : "";
  const monthly = shown(lease);
  const exchangeClass = vehicle.prices.exchange_class;
  return (
    <div className="sl-price">
      {sale && was ? <span className="sl-price__badge">{t("stock.offer")}</span> : null}
      <p className="sl-price__amount">
        {was ? (
          <>
            <del className="sl-price__old">
              <span className="visually-hidden">{`${t("stock.was")} `}</span>
              {was}
            </del>{" "}
            <span className="visually-hidden">{`${t("stock.now")} `}</span>
          </>
        ) : null}
        <PriceWithExchange
          stacked
          price={<strong className="sl-price__value">{price}</strong>}
          exchanged={exchanged(purchase)}
          exchangeClass={exchangeClass}
        />
      </p>
      {monthly ? (
        <p className="sl-price__monthly">
          {t("stock.or_monthly")}{" "}
          <PriceWithExchange price={monthly} exchanged={exchanged(lease)} exchangeClass={exchangeClass} />
        </p>
      ) : null}
    </div>
  );
}

function VehiclePhoto({ vehicle, eager, sizes }: { vehicle: StockVehicle; eager: boolean; sizes: string }) {
  const photo = [...vehicle.photos].sort((a, b) => a.sequence - b.sequence)[0];
  if (!photo) {
    return (
      <div className="sl-card__placeholder">
        <Icon name="car" size={45} />
      </div>
    );
  }
  return (
    <img
      src={photo.medium_path}
      srcSet={`${photo.medium_path} 640w, ${photo.quarter_hd_path} 960w, ${photo.hd_path} 1280w`}
      sizes={sizes}
      width={640}
      height={360}
      alt=""
      // Eager is the browser's default: only lazy is written (decision 186, fewer bytes per card).
      loading={eager ? undefined : "lazy"}
      decoding="async"
    />
  );
}

interface VehicleCardProps {
  vehicle: StockVehicle;
  attributes: readonly string[];
  eager: boolean;
  /** The heart button; absent, the card has none. */
  saved?: boolean;
  onToggleSaved?: () => void;
  headingLevel?: 2 | 3 | 4;
  sizes?: string;
}

/**
 * A vehicle card: photo, condition and availability, name, price and the chosen specification
 * attributes. The name links to the showroom page and the link covers the whole card; the heart
 * button sits above that link.
 */
export function VehicleCard({
  vehicle,
  attributes,
  eager,
  saved,
  onToggleSaved,
  headingLevel = 3,
  sizes = "(min-width: 1280px) 400px, (min-width: 741px) 50vw, 100vw",
}: VehicleCardProps) {
  const t = useUiText();
  const locale = useUiLocale();
  const languagePath = useLanguagePath();
  // Known stock values (condition, fuel, transmission...) in the page's language; the feed's own words as they are.
  const value = (text: string) => stockValue(locale, text);
  const Title = `h${headingLevel}` as "h3";
  const condition = value(vehicle.specification.state ?? "");
  const availability = vehicle.availability;
  // A reserved or sold vehicle shows that badge and no stock status: never "Reserved" beside "In stock".
  const status = availability === "available" ? value(vehicle.specification.status ?? "") : "";
  // Each fact once: the condition and stock status the card shows as badges are not listed again.
  const shownAsBadge = (name: string) => (name === "state" && condition !== "") || (name === "status" && status !== "");
  // The block's attribute list names specification fields by string.
  const facts: Readonly<Record<string, string | undefined>> = vehicle.specification;
  const specs = attributes
    .map((name) => [name, facts[name] ?? ""] as const)
    .filter(([name, value]) => value !== "" && !shownAsBadge(name));
  return (
    <article className="sl-card">
      <div className="sl-card__media">
        <VehiclePhoto vehicle={vehicle} eager={eager} sizes={sizes} />
        {condition ? <span className="sl-card__condition">{condition}</span> : null}
        {availability !== "available" ? (
          <span className={`sl-card__reserved sl-card__reserved--${availability}`}>
            {t(`availability.${availability}`)}
          </span>
        ) : null}
      </div>
      {onToggleSaved ? (
        <button
          type="button"
          className="sl-card__save"
          aria-pressed={saved === true}
          aria-label={t("stock.save_vehicle", { title: vehicle.title })}
          onClick={onToggleSaved}
        >
          {/* The heart is the button's background (vehicle-card.css): no icon markup in every card (decision 186). */}
        </button>
      ) : null}
      <div className="sl-card__body">
        <p className="sl-card__eyebrow">
          <span>{vehicle.brand}</span>
          {status ? <span className={`sl-card__status sl-card__status--${vehicle.status}`}>{status}</span> : null}
        </p>
        <Title className="sl-card__title">
          <a className="sl-card__link" href={languagePath(vehicle.link)}>
            {vehicle.title}
          </a>
        </Title>
        <VehiclePrice vehicle={vehicle} />
        {specs.length > 0 ? (
          // Terms and values straight in the list, no wrapper per row: the stylesheet pairs them (decision 186).
          <dl className="sl-card__specs">
            {specs.map(([name, text]) => (
              <Fragment key={name}>
                <dt>{name in ATTRIBUTE_LABELS ? t(`stock.attribute.${name}` as UiStringKey) : name}</dt>
                <dd>{value(text)}</dd>
              </Fragment>
            ))}
          </dl>
        ) : null}
        {vehicle.prices.product_card_disclaimer ? (
          <p className="sl-card__disclaimer">{vehicle.prices.product_card_disclaimer}</p>
        ) : null}
        {/* Its arrow is drawn by the stylesheet (decision 186): no icon markup in every card. */}
        <span className="sl-card__cta" aria-hidden="true">
          {t("stock.view_vehicle")}
        </span>
      </div>
    </article>
  );
}
