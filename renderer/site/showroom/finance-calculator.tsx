import { useState, type CSSProperties } from "react";
import { financeCalculatorEvent } from "../../../model/analytics/vehicle.ts";
import { pushEvent } from "../../../model/analytics/data-layer.ts";
import {
  financeAmount as money,
  financeExchanged,
  formatRate,
  miniFinanceQuote,
  steps,
  type MiniFinanceSettings,
} from "../../../model/listings/mini-finance.ts";
import type { PriceSettings } from "../../../model/listings/prices.ts";
import { PriceWithExchange } from "../../primitives/index.ts";
import { useUiLocale, useUiText } from "../../primitives/ui-text.tsx";

export interface FinanceCalculatorProps extends Record<string, unknown> {
  vehicleId: string;
  /** The cash price the finance is on (the page's headline price). */
  price: number;
  prices: PriceSettings;
  settings: MiniFinanceSettings;
  /** Maximum mileage over the contract, km. */
  mileageLimit: number;
  heading: string;
}

/**
 * The showroom's mini finance calculator (a shell island): deposit 20 to 50% in steps of 5 (default
 * 20), duration 4 to 7 years (default 4), the company's fixed rate and balloon; the monthly payment
 * from the payment helper, and the representative example under it. The first change is reported
 * to the data layer once (de-duplicated by category) when analytics set one up.
 */
export default function FinanceCalculator({
  vehicleId,
  price,
  prices,
  settings,
  mileageLimit,
  heading,
}: FinanceCalculatorProps) {
  // From the props, not useId: the island hydrates as a root of its own, so a tree-position id would differ from the server's.
  const id = `finance-${vehicleId}`;
  const t = useUiText();
  const locale = useUiLocale();
  const [deposit, setDeposit] = useState(settings.depositDefault);
  const [years, setYears] = useState(settings.yearsDefault);
  const quote = miniFinanceQuote(price, deposit, years, settings);
  const report = (next: { depositPercent: number; years: number }) => {
    if (typeof window !== "undefined")
      pushEvent(window as unknown as { dataLayer?: unknown[] }, financeCalculatorEvent(vehicleId, next), {
        dedupeByCategory: true,
        onlyIfPresent: true,
      });
  };
  const yearOptions = steps(settings.yearsMin, settings.yearsMax, 1);
  return (
    <div className="finance-calculator" data-testid="finance-calculator">
      <div className="finance-calculator__controls">
        <h2 className="fc-heading fc-heading--l finance-calculator__heading">{heading}</h2>
        <p className="finance-calculator__intro">
          {Object.values(settings.balloonByYears).some((share) => share > 0)
            ? t("vehicle_finance.intro_pcp", { rate: formatRate(settings.annualRate) })
            : t("vehicle_finance.intro_loan", { rate: formatRate(settings.annualRate) })}{" "}
          {t("vehicle_finance.intro_choose")}
        </p>
        <div className="finance-calculator__field">
          <div className="finance-calculator__field-head">
            <label htmlFor={`${id}-deposit`}>{t("vehicle_finance.deposit")}</label>
            <output htmlFor={`${id}-deposit`} className="finance-calculator__value">
              {quote.depositPercent}%{" "}
              <span className="finance-calculator__value-sub">{money(quote.deposit, prices)}</span>
            </output>
          </div>
          <input
            id={`${id}-deposit`}
            className="finance-calculator__range"
            type="range"
            min={settings.depositMin}
            max={settings.depositMax}
            step={settings.depositStep}
            value={deposit}
            aria-valuetext={`${quote.depositPercent}%, ${money(quote.deposit, prices)}`}
            onChange={(event) => {
              const next = Number(event.currentTarget.value);
              setDeposit(next);
              report({ depositPercent: next, years });
            }}
            style={
              {
                "--fill": `${((deposit - settings.depositMin) / Math.max(1, settings.depositMax - settings.depositMin)) * 100}%`,
              } as CSSProperties
            }
          />
          <div className="finance-calculator__scale" aria-hidden="true">
            <span>{settings.depositMin}%</span>
            <span>{settings.depositMax}%</span>
          </div>
        </div>
        <fieldset className="finance-calculator__field finance-calculator__term">
          <legend>{t("vehicle_finance.duration")}</legend>
          <div className="finance-calculator__segments">
            {yearOptions.map((option) => (
              <label key={option} className="finance-calculator__segment">
                <input
                  type="radio"
                  name={`${id}-years`}
                  value={option}
                  checked={years === option}
                  onChange={() => {
                    setYears(option);
                    report({ depositPercent: deposit, years: option });
                  }}
                />
                <span>{t("finance.years", { count: option })}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="finance-calculator__result" aria-live="polite">
        <p className="finance-calculator__result-label">{t("vehicle_finance.estimate")}</p>
        <p className="finance-calculator__monthly" data-testid="monthly-payment">
          <PriceWithExchange
            stacked
            price={
              <>
                {money(quote.monthlyPayment, prices)}
                <span className="finance-calculator__per"> {t("finance.per_month")}</span>
              </>
            }
            exchanged={financeExchanged(quote.monthlyPayment, prices)}
            exchangeClass={prices.double.className}
          />
        </p>
        <p className="finance-calculator__result-note">
          {t("vehicle_finance.payments", { months: quote.months, rate: formatRate(quote.annualRate) })}
        </p>
        <dl className="finance-calculator__breakdown">
          <div>
            <dt>{t("vehicle_finance.cash_price")}</dt>
            <dd>
              <PriceWithExchange
                price={money(quote.price, prices)}
                exchanged={financeExchanged(quote.price, prices)}
                exchangeClass={prices.double.className}
              />
            </dd>
          </div>
          <div>
            <dt>{t("vehicle_finance.deposit_share", { percent: quote.depositPercent })}</dt>
            <dd>{money(quote.deposit, prices)}</dd>
          </div>
          <div>
            <dt>{t("vehicle_finance.credit")}</dt>
            <dd>{money(quote.amountOfCredit, prices)}</dd>
          </div>
          {quote.balloon > 0 ? (
            <div>
              <dt>{t("vehicle_finance.final_payment")}</dt>
              <dd>{money(quote.balloon, prices)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t("finance.total_payable")}</dt>
            <dd>{money(quote.totalPayable, prices)}</dd>
          </div>
        </dl>
      </div>
      <p className="finance-calculator__example">
        {t("vehicle_finance.example", {
          price: money(quote.price, prices),
          deposit: money(quote.deposit, prices),
          percent: quote.depositPercent,
          credit: money(quote.amountOfCredit, prices),
          months: quote.months,
          monthly: money(quote.monthlyPayment, prices),
          final: quote.balloon > 0 ? t("vehicle_finance.example_final", { amount: money(quote.balloon, prices) }) : "",
          total: money(quote.totalPayable, prices),
          rate: formatRate(quote.annualRate),
          // A mileage limit protects a final payment's value; a loan repaid in full has none.
          mileage:
            mileageLimit && quote.balloon > 0
              ? t("vehicle_finance.example_mileage", { km: mileageLimit.toLocaleString(locale) })
              : "",
        })}
      </p>
    </div>
  );
}
