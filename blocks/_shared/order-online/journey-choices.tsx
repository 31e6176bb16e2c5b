import type { ReactNode } from "react";
import { financeProduct } from "../../../model/finance/products.ts";
import { financeQuote, formatMoney, toMinor } from "../../../model/finance/quote.ts";
import { depositChoices, yearChoices, type FinanceChoice } from "../../../model/orders/index.ts";
import type { JourneyOptions } from "./api.ts";
import { slotsFor, type ChoiceErrors, type ChoicesDraft, type TradeInDraft } from "./choices-draft.ts";

interface SectionProps {
  draft: ChoicesDraft;
  options: JourneyOptions;
  errors: ChoiceErrors;
  /** Prefix of every input id (one checkout per page, but ids stay unique to the block). */
  prefix: string;
  disabled: boolean;
  onChange: (draft: ChoicesDraft) => void;
}

/** An input's label, the input, and its error (announced, and tied to the input). */
function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: (described: string | undefined) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`fc-form__field${error ? " fc-form__field--invalid" : ""}`}>
      <label className="fc-form__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="fc-form__help" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children(described)}
      {error ? (
        <p className="fc-form__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The finance quote the calculators give for the choice, as the product's market writes money. */
function QuoteFigures({
  choice,
  options,
}: {
  choice: Extract<FinanceChoice, { type: "finance" }>;
  options: JourneyOptions;
}) {
  const offered = options.finance_products.find((product) => product.key === choice.product);
  if (!offered) return null;
  const product = financeProduct(offered.key);
  const quote = financeQuote({
    product,
    price: toMinor(options.price, product.currency),
    depositPercent: choice.deposit_percent,
    years: choice.years,
    ratePercent: offered.interest_rate,
  });
  const money = (minor: number) => formatMoney(minor, quote.currency, product.locale);
  return (
    <dl className="order-online__quote" aria-live="polite" data-testid="finance-quote">
      <div className="order-online__quote-main">
        <dt>Monthly payment</dt>
        <dd>{money(quote.monthlyPayment)}</dd>
      </div>
      <div>
        <dt>Monthly payments</dt>
        <dd>{quote.monthlyPayments}</dd>
      </div>
      <div>
        <dt>Total deposit</dt>
        <dd>{money(quote.totalDeposit)}</dd>
      </div>
      {quote.finalPayment > 0 ? (
        <div>
          <dt>Final payment</dt>
          <dd>{money(quote.finalPayment)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Interest rate</dt>
        <dd>{quote.interestRate.toLocaleString(product.locale, { maximumFractionDigits: 2 })}&nbsp;%</dd>
      </div>
      <div>
        <dt>Total amount payable</dt>
        <dd>{money(quote.totalAmountPayable)}</dd>
      </div>
    </dl>
  );
}

export function FinanceSection({ draft, options, prefix, disabled, onChange }: SectionProps) {
  const products = options.finance_products;
  if (products.length === 0) return null;
  const choice = draft.finance;
  const setChoice = (finance: FinanceChoice) => onChange({ ...draft, finance });
  const current = choice.type === "finance" ? financeProduct(choice.product) : null;
  return (
    <fieldset className="order-online__choice" disabled={disabled}>
      <legend className="order-online__choice-title">How would you like to pay?</legend>
      <div className="order-online__options">
        <label className="fc-form__check">
          <input
            type="radio"
            className="fc-form__checkbox"
            name={`${prefix}finance`}
            checked={choice.type === "cash"}
            onChange={() => setChoice({ type: "cash" })}
          />
          <span>Pay in full</span>
        </label>
        <label className="fc-form__check">
          <input
            type="radio"
            className="fc-form__checkbox"
            name={`${prefix}finance`}
            checked={choice.type === "finance"}
            onChange={() => setChoice({ type: "finance", product: products[0]!.key, deposit_percent: 20, years: 4 })}
          />
          <span>Finance</span>
        </label>
      </div>
      {choice.type === "finance" && current ? (
        <>
          <div className="order-online__fields">
            {products.length > 1 ? (
              <Field id={`${prefix}finance-product`} label="Finance product" error={undefined}>
                {() => (
                  <select
                    id={`${prefix}finance-product`}
                    className="fc-form__input"
                    value={choice.product}
                    onChange={(event) => setChoice({ ...choice, product: event.target.value })}
                  >
                    {products.map((product) => (
                      <option key={product.key} value={product.key}>
                        {product.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ) : (
              <p className="order-online__product">{products[0]!.name}</p>
            )}
            <Field id={`${prefix}finance-deposit`} label="Deposit" error={undefined}>
              {() => (
                <select
                  id={`${prefix}finance-deposit`}
                  className="fc-form__input"
                  value={choice.deposit_percent}
                  onChange={(event) => setChoice({ ...choice, deposit_percent: Number(event.target.value) })}
                >
                  {depositChoices(current).map((percent) => (
                    <option key={percent} value={percent}>
                      {percent}%
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={`${prefix}finance-years`} label="Term" error={undefined}>
              {() => (
                <select
                  id={`${prefix}finance-years`}
                  className="fc-form__input"
                  value={choice.years}
                  onChange={(event) => setChoice({ ...choice, years: Number(event.target.value) })}
                >
                  {yearChoices(current).map((years) => (
                    <option key={years} value={years}>
                      {years} years
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <QuoteFigures choice={choice} options={options} />
          <p className="fc-form__help">
            An illustrative quote: the retailer confirms your finance with the lender after you reserve.
          </p>
        </>
      ) : null}
    </fieldset>
  );
}

const TRADE_IN_FIELDS: {
  key: Exclude<keyof TradeInDraft, "enabled">;
  label: string;
  hint?: string;
  numeric?: boolean;
}[] = [
  { key: "registration_number", label: "Registration number", hint: "Or give the VIN below." },
  { key: "vin", label: "VIN (optional)" },
  { key: "make", label: "Make" },
  { key: "model", label: "Model" },
  { key: "year", label: "Year", numeric: true },
  { key: "mileage", label: "Mileage", numeric: true },
];

export function TradeInSection({ draft, errors, prefix, disabled, onChange }: SectionProps) {
  const tradeIn = draft.tradeIn;
  const set = (changes: Partial<TradeInDraft>) => onChange({ ...draft, tradeIn: { ...tradeIn, ...changes } });
  return (
    <fieldset className="order-online__choice" disabled={disabled}>
      <legend className="order-online__choice-title">Part exchange</legend>
      <label className="fc-form__check">
        <input
          type="checkbox"
          className="fc-form__checkbox"
          checked={tradeIn.enabled}
          onChange={(event) => set({ enabled: event.target.checked })}
        />
        <span>I have a vehicle to part-exchange: please value it</span>
      </label>
      {tradeIn.enabled ? (
        <div className="order-online__fields">
          {TRADE_IN_FIELDS.map(({ key, label, hint, numeric }) => {
            const id = `${prefix}trade-${key}`;
            return (
              <Field key={key} id={id} label={label} hint={hint} error={errors[id]}>
                {(described) => (
                  <input
                    id={id}
                    className="fc-form__input"
                    value={tradeIn[key]}
                    inputMode={numeric ? "numeric" : undefined}
                    autoCapitalize={key === "registration_number" || key === "vin" ? "characters" : undefined}
                    maxLength={key === "vin" ? 30 : 60}
                    aria-invalid={errors[id] ? true : undefined}
                    aria-describedby={described}
                    onChange={(event) => set({ [key]: event.target.value })}
                  />
                )}
              </Field>
            );
          })}
        </div>
      ) : null}
    </fieldset>
  );
}

function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
}

export function HandoverSection({ draft, options, errors, prefix, disabled, onChange }: SectionProps) {
  if (options.retailers.length === 0) return null;
  const handover = draft.handover;
  const set = (changes: Partial<ChoicesDraft["handover"]>) =>
    onChange({ ...draft, handover: { ...handover, ...changes } });
  const slots = slotsFor(draft, options);
  const dateId = `${prefix}handover-date`;
  const slotId = `${prefix}handover-slot`;
  const retailerId = `${prefix}handover-retailer_id`;
  return (
    <fieldset className="order-online__choice" disabled={disabled}>
      <legend className="order-online__choice-title">Handover</legend>
      <p className="fc-form__help">
        Book when to collect your vehicle, or leave the date empty and the retailer will arrange it with you.
      </p>
      <div className="order-online__fields">
        <Field id={retailerId} label="Retailer" error={errors[retailerId]}>
          {(described) => (
            <select
              id={retailerId}
              className="fc-form__input"
              value={handover.retailer_id}
              aria-describedby={described}
              onChange={(event) => set({ retailer_id: event.target.value, slot: "" })}
            >
              {options.retailers.map((retailer) => (
                <option key={retailer.id} value={retailer.id}>
                  {retailer.city ? `${retailer.name}, ${retailer.city}` : retailer.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={dateId} label="Date" error={errors[dateId]}>
          {(described) => (
            <input
              id={dateId}
              type="date"
              className="fc-form__input"
              min={options.earliest_date}
              max={options.latest_date}
              value={handover.date}
              aria-invalid={errors[dateId] ? true : undefined}
              aria-describedby={described}
              onChange={(event) => set({ date: event.target.value, slot: "" })}
            />
          )}
        </Field>
      </div>
      {handover.date ? (
        <fieldset className="order-online__slots" aria-describedby={errors[slotId] ? `${slotId}-error` : undefined}>
          <legend className="fc-form__label">Time on {dayLabel(handover.date)}</legend>
          {slots.length === 0 ? (
            <p className="fc-form__help">The retailer is closed on that day: choose another date.</p>
          ) : (
            <div className="order-online__slot-list">
              {slots.map((slot) => (
                <label key={slot} className="order-online__slot">
                  <input
                    type="radio"
                    name={slotId}
                    value={slot}
                    checked={handover.slot === slot}
                    onChange={() => set({ slot })}
                  />
                  <span>{slot}</span>
                </label>
              ))}
            </div>
          )}
          {errors[slotId] ? (
            <p className="fc-form__error" id={`${slotId}-error`}>
              {errors[slotId]}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </fieldset>
  );
}
