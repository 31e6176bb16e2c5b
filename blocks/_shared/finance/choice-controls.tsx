import type { CSSProperties } from "react";
import type { ChoiceLimits } from "../../../model/finance/config.ts";
import type { UiTranslate } from "../../../model/i18n/ui-dictionary.ts";
import type { UiStringKey } from "../../../model/i18n/ui-strings.ts";

/**
 * The deposit and duration controls the finance blocks share: the deposit a native range input (arrow
 * keys, Home/End and Page keys for free) in steps of 5 percent, the duration one radio per year.
 */
function DepositSlider({
  id,
  limits,
  value,
  amount,
  onChange,
}: {
  id: string;
  limits: ChoiceLimits;
  value: number;
  /** The deposit as money, read after the percentage. */
  amount: string;
  onChange: (value: number) => void;
}) {
  const span = Math.max(1, limits.max - limits.min);
  return (
    <div className="fin-field">
      <div className="fin-field__head">
        <label htmlFor={id}>{limits.label}</label>
        <output htmlFor={id} className="fin-field__value">
          {value}% <span className="fin-field__sub">{amount}</span>
        </output>
      </div>
      <input
        id={id}
        className="fin-range"
        type="range"
        min={limits.min}
        max={limits.max}
        step={limits.step}
        value={value}
        aria-valuetext={`${value}%, ${amount}`}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        style={{ "--fill": `${((value - limits.min) / span) * 100}%` } as CSSProperties}
      />
      <div className="fin-field__scale" aria-hidden="true">
        <span>{limits.min}%</span>
        <span>{limits.max}%</span>
      </div>
    </div>
  );
}

function DurationRadios({
  name,
  limits,
  value,
  unit,
  onChange,
}: {
  name: string;
  limits: ChoiceLimits;
  value: number;
  /** A duration as text ("4 years", in the page's language or the editor's words). */
  unit: (years: number) => string;
  onChange: (value: number) => void;
}) {
  const options: number[] = [];
  for (let year = limits.min; year <= limits.max; year += limits.step) options.push(year);
  return (
    <fieldset className="fin-field fin-segments">
      <legend>{limits.label}</legend>
      <div className="fin-segments__row">
        {options.map((option) => (
          <label key={option} className="fin-segments__option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{unit(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The deposit and duration rows of the Calculator and Finance calculator blocks: the deposit slider
 * (with the cash deposit it makes) and the duration radios, within the product's limits.
 */
export function DepositAndDuration({
  id,
  limits,
  deposit,
  cashDeposit,
  years,
  unit,
  onDeposit,
  onYears,
}: {
  id: string;
  limits: { deposit: ChoiceLimits; duration: ChoiceLimits };
  deposit: number;
  cashDeposit: string;
  years: number;
  unit: (years: number) => string;
  onDeposit: (percent: number) => void;
  onYears: (years: number) => void;
}) {
  return (
    <>
      <DepositSlider
        id={`${id}-deposit`}
        limits={limits.deposit}
        value={deposit}
        amount={cashDeposit}
        onChange={onDeposit}
      />
      <DurationRadios name={`${id}-years`} limits={limits.duration} value={years} unit={unit} onChange={onYears} />
    </>
  );
}

/**
 * A finance product's name in the page's language: the UI string `finance.product.<key>` when there is
 * one, else the product's own (English) name.
 */
export function productName(t: UiTranslate, product: { key: string; name: string }): string {
  const key = `finance.product.${product.key}` as UiStringKey;
  const text = t(key);
  return text === key ? product.name : text;
}

/** The rate's kind after the figure ("flat", "APR", "p.a."), in the page's language. */
export function rateKindText(t: UiTranslate, kind: string): string {
  return t(kind === "flat" ? "finance.rate_flat" : kind === "apr" ? "finance.rate_apr" : "finance.rate_pa");
}
