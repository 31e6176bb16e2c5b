import { useState } from "react";
import { figureText } from "../../model/finance/config.ts";
import { CONTENT_CALCULATOR_PRICE, contentCalculator, quotablePrice } from "../../model/finance/content-calculator.ts";
import { financeQuote, formatMoney, toMinor } from "../../model/finance/quote.ts";
import { useBlockStylesheet, useUiText } from "../../renderer/primitives/index.ts";
import { DepositAndDuration } from "../_shared/finance/choice-controls.tsx";

/**
 * A section's calculator item: the visitor enters a price and chooses deposit and duration; the
 * groups of its config show the figures, computed by the finance calculators' quote. The server draws
 * the figures for the config's price, so the numbers are there before (and without) JavaScript. Its
 * controls are the Calculator block's, styled by its stylesheet: linked only on pages that show one.
 */
export function CalculatorItem({ config, idPrefix }: { config: unknown; idPrefix: string }) {
  useBlockStylesheet("calculator");
  const t = useUiText();
  const calculator = contentCalculator(config);
  const { product } = calculator;
  const [priceText, setPriceText] = useState(calculator.price.initial > 0 ? String(calculator.price.initial) : "");
  const [price, setPrice] = useState(calculator.price.initial);
  const [deposit, setDeposit] = useState(calculator.deposit.initial);
  const [years, setYears] = useState(calculator.duration.initial);
  const money = (minor: number) => formatMoney(minor, product.currency, product.locale);
  const shownPrice = quotablePrice(price) ? price : null;
  const quote =
    shownPrice === null
      ? null
      : financeQuote({
          product,
          price: toMinor(shownPrice, product.currency),
          depositPercent: deposit,
          years,
          ratePercent: calculator.ratePercent,
        });
  const typed = Number(priceText.replace(/[\s,]/g, ""));
  const priceProblem =
    priceText.trim() === ""
      ? "Enter the vehicle's price to see the figures."
      : quotablePrice(typed)
        ? null
        : `Enter a price from ${CONTENT_CALCULATOR_PRICE.min.toLocaleString(product.locale)} to ${CONTENT_CALCULATOR_PRICE.max.toLocaleString(product.locale)} ${product.currency}.`;

  return (
    <div className="accordion-calculator fin-calc" data-testid="accordion-calculator">
      <div className="fin-calc__controls">
        <div className="fin-field">
          <label htmlFor={`${idPrefix}-price`}>
            {calculator.price.label} ({product.currency})
          </label>
          <input
            id={`${idPrefix}-price`}
            className="fin-input"
            inputMode="numeric"
            value={priceText}
            aria-invalid={priceProblem !== null && priceText.trim() !== ""}
            aria-describedby={priceProblem ? `${idPrefix}-price-note` : undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setPriceText(value);
              const amount = Number(value.replace(/[\s,]/g, ""));
              if (quotablePrice(amount)) setPrice(amount);
            }}
          />
          {priceProblem ? (
            <p className="fin-calc__note" id={`${idPrefix}-price-note`}>
              {priceProblem}
            </p>
          ) : null}
        </div>
        <DepositAndDuration
          id={idPrefix}
          limits={calculator}
          deposit={quote?.depositPercent ?? deposit}
          cashDeposit={quote ? money(quote.cashDeposit) : ""}
          years={quote?.years ?? years}
          unit={(count) => t("finance.years", { count })}
          onDeposit={setDeposit}
          onYears={setYears}
        />
      </div>
      <div className="fin-calc__result" aria-live="polite">
        {calculator.groups.map((group, index) => (
          <div key={index} className="accordion-calculator__group">
            {group.heading ? <p className="fin-calc__result-label">{group.heading}</p> : null}
            <dl className="fin-calc__figures">
              {group.figures.map((figure) => (
                <div key={figure.key} data-figure={figure.key}>
                  <dt>{figure.label}</dt>
                  <dd>{quote ? figureText(figure.key, quote, money, product.locale) : "–"}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </div>
  );
}
