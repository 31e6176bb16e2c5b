import type { ReactNode } from "react";
import { DEFAULT_DOUBLE_PRICE } from "../../model/listings/prices.ts";

/**
 * A price and its double price (decisions 112 and 118): the amount converted with the site's exchange
 * rate, in an element of the configured class (default 'price-exchange-class'). Every place a vehicle
 * price is shown to a visitor draws it through this one component, so the converted price looks and
 * reads the same everywhere. `stacked` puts the converted price on its own line under the price
 * (cards, headline prices); otherwise it follows in brackets (lines of figures). Without a converted
 * price only the price is drawn.
 */
export function PriceWithExchange({
  price,
  exchanged,
  exchangeClass,
  stacked = false,
  className,
}: {
  /** The price as formatted (or an element holding it). */
  price: ReactNode;
  /** The converted price string; empty or absent when the double price is off. */
  exchanged?: string | null;
  /** double_price.css_class; the default when empty. */
  exchangeClass?: string | null;
  stacked?: boolean;
  className?: string;
}) {
  // Nothing converted and no class of the caller's: the price alone, without a wrapper that styles
  // nothing (a stock page draws a dozen prices; decision 186).
  if (!exchanged && !className) return <>{price}</>;
  const classes = ["price-with-exchange", stacked ? "price-with-exchange--stacked" : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
  const converted = exchanged ? (
    <span className={exchangeClass || DEFAULT_DOUBLE_PRICE.className}>{exchanged}</span>
  ) : null;
  return (
    <span className={classes}>
      {price}
      {converted && stacked ? (
        <span className="price-with-exchange__converted">{converted}</span>
      ) : converted ? (
        <>
          {" "}
          <span className="price-with-exchange__converted">({converted})</span>
        </>
      ) : null}
    </span>
  );
}
