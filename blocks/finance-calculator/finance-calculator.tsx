import { useEffect, useState } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { financeInputs, figureText, outputLabels } from "../../model/finance/config.ts";
import { financeProduct } from "../../model/finance/products.ts";
import { financeQuote, formatMoney, minorPerUnit, toMinor } from "../../model/finance/quote.ts";
import {
  Heading,
  LinkButton,
  LinkButtonList,
  RichText,
  blockClassNames,
  useBlock,
  useUiText,
} from "../../renderer/primitives/index.ts";
import { useUiLocale } from "../../renderer/primitives/ui-text.tsx";
import { DepositAndDuration, productName, rateKindText } from "../_shared/finance/choice-controls.tsx";

const MIN_PRICE = 1000;
const MAX_PRICE = 5_000_000;

/**
 * Finance calculator: one country-specific hire purchase product (model/finance/products.ts). The
 * visitor enters the on-the-road price and chooses deposit and duration; every figure is computed in
 * minor units by model/finance/quote.ts (the showroom's payment helper) and formatted in the product's
 * currency. A price outside 1,000 to 5,000,000 is not clamped but explained, and the last valid
 * quote stays; the deposit and duration controls cannot leave their limits.
 */
export default function FinanceCalculator({
  finance_product,
  finance_product_name,
  header_tag,
  finance_product_description,
  vehicle_price,
  finance_product_input,
  finance_product_output,
  link,
  buttons,
  disclaimer_title,
  disclaimer_body,
  box_color,
  padding,
}: BlockProps<"finance-calculator">) {
  const block = useBlock();
  const t = useUiText();
  // Dates in the page's language; money in the product's market format, as the stock's prices.
  const pageLocale = useUiLocale();
  const id = block.id || "finance-calculator";
  const product = financeProduct(finance_product);
  const inputs = financeInputs(product, finance_product_input);
  const money = (minor: number) => formatMoney(minor, product.currency, product.locale);
  const months = (count: number) => t("finance.months", { count });
  const [priceText, setPriceText] = useState(String(vehicle_price));
  const [price, setPrice] = useState(vehicle_price);
  const [deposit, setDeposit] = useState(inputs.deposit.initial);
  const [years, setYears] = useState(inputs.duration.initial);
  const [createdAt, setCreatedAt] = useState<string | null>(null);
  const quote = financeQuote({
    product,
    price: toMinor(price, product.currency),
    depositPercent: deposit,
    years,
    ratePercent: inputs.rate.value,
  });
  // The quote's date is the visitor's: written after hydration so the server's HTML and the island agree.
  useEffect(() => {
    setCreatedAt(new Date().toLocaleDateString(pageLocale, { dateStyle: "long" }));
  }, [pageLocale, price, deposit, years]);

  const typed = Number(priceText.replace(/[\s,]/g, ""));
  const priceError =
    priceText.trim() === "" || !Number.isFinite(typed) || typed < MIN_PRICE || typed > MAX_PRICE
      ? t("finance.price_range", {
          min: money(MIN_PRICE * minorPerUnit(product.currency)),
          max: money(MAX_PRICE * minorPerUnit(product.currency)),
        })
      : null;
  const figures = outputLabels(finance_product_output);
  const headingId = `${id}-heading`;

  return (
    <section
      className={blockClassNames("finance-calculator-block fin-calc", { box_color, padding })}
      aria-labelledby={finance_product_name.trim() ? headingId : undefined}
      aria-label={finance_product_name.trim() ? undefined : t("finance.calculator")}
      data-product={product.key}
    >
      <div className="fin-calc__controls">
        <Heading text={finance_product_name} tag={header_tag} size="l" id={headingId} className="fin-calc__heading" />
        {finance_product_description ? <p className="fin-calc__intro">{finance_product_description}</p> : null}
        <div className="fin-field">
          <label htmlFor={`${id}-price`}>{t("finance.price", { currency: product.currency })}</label>
          <input
            id={`${id}-price`}
            className="fin-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={priceText}
            aria-invalid={priceError ? true : undefined}
            aria-describedby={priceError ? `${id}-price-error` : undefined}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setPriceText(next);
              const value = Number(next.replace(/[\s,]/g, ""));
              if (Number.isFinite(value) && value >= MIN_PRICE && value <= MAX_PRICE) setPrice(value);
            }}
          />
          {priceError ? (
            <p className="fin-error" id={`${id}-price-error`} role="alert">
              {priceError}
            </p>
          ) : null}
        </div>
        <DepositAndDuration
          id={id}
          limits={inputs}
          deposit={quote.depositPercent}
          cashDeposit={money(quote.cashDeposit)}
          years={quote.years}
          unit={(count) => t("finance.years", { count })}
          onDeposit={setDeposit}
          onYears={setYears}
        />
        <p className="fin-calc__rate">
          {inputs.rate.label}: {figureText("interest_rate", quote, money, product.locale, months)}{" "}
          {rateKindText(t, product.rate_kind)}
        </p>
      </div>
      <div className="fin-calc__result" aria-live="polite" data-testid="finance-result">
        <p className="fin-calc__result-label">{productName(t, product)}</p>
        <p className="fin-calc__monthly" data-testid="monthly-payment">
          {money(quote.monthlyPayment)}
          <span className="fin-calc__per"> {t("finance.per_month")}</span>
        </p>
        <dl className="fin-calc__figures">
          {figures.map(({ key, label }) =>
            key === "created_at" ? (
              createdAt ? (
                <div key={key}>
                  <dt>{label}</dt>
                  <dd>{createdAt}</dd>
                </div>
              ) : null
            ) : (
              <div key={key} data-figure={key}>
                <dt>{label}</dt>
                <dd>{figureText(key, quote, money, product.locale, months)}</dd>
              </div>
            ),
          )}
          {quote.finalPayment > 0 ? (
            <div data-figure="final_payment">
              <dt>{t("finance.final_payment")}</dt>
              <dd>{money(quote.finalPayment)}</dd>
            </div>
          ) : null}
          <div data-figure="total_amount_payable">
            <dt>{t("finance.total_payable")}</dt>
            <dd>{money(quote.totalAmountPayable)}</dd>
          </div>
        </dl>
        <LinkButton item={link} appearance="link" className="fin-calc__link" />
        <LinkButtonList items={buttons} className="fin-calc__buttons" />
      </div>
      {disclaimer_title || disclaimer_body ? (
        <div className="fin-calc__disclaimer">
          {disclaimer_title ? <p className="fin-calc__disclaimer-title">{disclaimer_title}</p> : null}
          <RichText value={disclaimer_body} size="s" />
        </div>
      ) : null}
    </section>
  );
}
