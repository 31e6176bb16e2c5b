import type { ReactNode } from "react";
import { financeProduct } from "../../../model/finance/products.ts";
import { figureText } from "../../../model/finance/config.ts";
import { financeQuote, formatMoney, toMinor } from "../../../model/finance/quote.ts";
import { depositChoices, handoverDayText, yearChoices, type FinanceChoice } from "../../../model/orders/index.ts";
import type { JourneyOptions } from "./api.ts";
import { slotsFor, type ChoiceErrors, type ChoicesDraft, type TradeInDraft } from "./choices-draft.ts";
import { productName, useJourneyText } from "./journey-text.tsx";

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
  const { t, locale: pageLocale, isDefault } = useJourneyText();
  const offered = options.finance_products.find((product) => product.key === choice.product);
  if (!offered) return null;
  const product = financeProduct(offered.key);
  // The product's market's way of writing money on default-language pages, the page's language elsewhere.
  const locale = isDefault ? product.locale : pageLocale;
  const quote = financeQuote({
    product,
    price: toMinor(options.price, product.currency),
    depositPercent: choice.deposit_percent,
    years: choice.years,
    ratePercent: offered.interest_rate,
  });
  const money = (minor: number) => formatMoney(minor, quote.currency, locale);
  const figure = (key: Parameters<typeof figureText>[0]) =>
    figureText(key, quote, money, locale, (count) => t("finance.months", { count }));
  const rows: [string, string][] = [
    [t("order.monthly_payments"), figure("monthly_payments")],
    [t("order.total_deposit"), figure("total_deposit")],
    ...(quote.finalPayment > 0 ? [[t("finance.final_payment"), money(quote.finalPayment)] as [string, string]] : []),
    [t("order.interest_rate"), figure("interest_rate")],
    [t("finance.total_payable"), money(quote.totalAmountPayable)],
  ];
  return (
    <dl className="order-online__quote" aria-live="polite" data-testid="finance-quote">
      <div className="order-online__quote-main">
        <dt>{t("order.monthly_payment")}</dt>
        <dd>{figure("monthly_payment")}</dd>
      </div>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A labelled choice among numbers or keys. */
function ChoiceSelect<T extends string | number>({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  choices: { value: T; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} error={undefined}>
      {() => (
        <select id={id} className="fc-form__input" value={value} onChange={(event) => onChange(event.target.value)}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function FinanceSection({ draft, options, prefix, disabled, onChange }: SectionProps) {
  const text = useJourneyText();
  const { t, locale } = text;
  const products = options.finance_products;
  if (products.length === 0) return null;
  const choice = draft.finance;
  const setChoice = (finance: FinanceChoice) => onChange({ ...draft, finance });
  const current = choice.type === "finance" ? financeProduct(choice.product) : null;
  return (
    <fieldset className="order-online__choice" disabled={disabled}>
      <legend className="order-online__choice-title">{t("order.pay_question")}</legend>
      <div className="order-online__options">
        <label className="fc-form__check">
          <input
            type="radio"
            className="fc-form__checkbox"
            name={`${prefix}finance`}
            checked={choice.type === "cash"}
            onChange={() => setChoice({ type: "cash" })}
          />
          <span>{t("order.pay_in_full")}</span>
        </label>
        <label className="fc-form__check">
          <input
            type="radio"
            className="fc-form__checkbox"
            name={`${prefix}finance`}
            checked={choice.type === "finance"}
            onChange={() => setChoice({ type: "finance", product: products[0]!.key, deposit_percent: 20, years: 4 })}
          />
          <span>{t("order.finance")}</span>
        </label>
      </div>
      {choice.type === "finance" && current ? (
        <>
          <div className="order-online__fields">
            {products.length > 1 ? (
              <ChoiceSelect
                id={`${prefix}finance-product`}
                label={t("order.finance_product")}
                value={choice.product}
                choices={products.map((product) => ({
                  value: product.key,
                  label: productName(product.key, product.name, text),
                }))}
                onChange={(product) => setChoice({ ...choice, product })}
              />
            ) : (
              <p className="order-online__product">{productName(products[0]!.key, products[0]!.name, text)}</p>
            )}
            <ChoiceSelect
              id={`${prefix}finance-deposit`}
              label={t("order.deposit")}
              value={choice.deposit_percent}
              choices={depositChoices(current).map((percent) => ({
                value: percent,
                label: (percent / 100).toLocaleString(locale, { style: "percent" }),
              }))}
              onChange={(percent) => setChoice({ ...choice, deposit_percent: Number(percent) })}
            />
            <ChoiceSelect
              id={`${prefix}finance-years`}
              label={t("order.term")}
              value={choice.years}
              choices={yearChoices(current).map((years) => ({
                value: years,
                label: t("finance.years", { count: years }),
              }))}
              onChange={(years) => setChoice({ ...choice, years: Number(years) })}
            />
          </div>
          <QuoteFigures choice={choice} options={options} />
          <p className="fc-form__help">{t("order.quote_note")}</p>
        </>
      ) : null}
    </fieldset>
  );
}

const TRADE_IN_FIELDS: {
  key: Exclude<keyof TradeInDraft, "enabled">;
  hint?: boolean;
  numeric?: boolean;
}[] = [
  { key: "registration_number", hint: true },
  { key: "vin" },
  { key: "make" },
  { key: "model" },
  { key: "year", numeric: true },
  { key: "mileage", numeric: true },
];

export function TradeInSection({ draft, errors, prefix, disabled, onChange }: SectionProps) {
  const { t, problem } = useJourneyText();
  const tradeIn = draft.tradeIn;
  const set = (changes: Partial<TradeInDraft>) => onChange({ ...draft, tradeIn: { ...tradeIn, ...changes } });
  return (
    <fieldset className="order-online__choice" disabled={disabled}>
      <legend className="order-online__choice-title">{t("order.part_exchange")}</legend>
      <label className="fc-form__check">
        <input
          type="checkbox"
          className="fc-form__checkbox"
          checked={tradeIn.enabled}
          onChange={(event) => set({ enabled: event.target.checked })}
        />
        <span>{t("order.part_exchange_check")}</span>
      </label>
      {tradeIn.enabled ? (
        <div className="order-online__fields">
          {TRADE_IN_FIELDS.map(({ key, hint, numeric }) => {
            const id = `${prefix}trade-${key}`;
            const error = errors[id] ? problem({ message: errors[id] }) || errors[id] : undefined;
            return (
              <Field
                key={key}
                id={id}
                label={t(`order.trade_in.${key}`)}
                hint={hint ? t("order.trade_in.registration_hint") : undefined}
                error={error}
              >
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

export function HandoverSection({ draft, options, errors, prefix, disabled, onChange }: SectionProps) {
  const { t, locale, isDefault, problem } = useJourneyText();
  if (options.retailers.length === 0) return null;
  const said = (message: string | undefined) => (message ? problem({ message }) || message : undefined);
  const handover = draft.handover;
  const set = (changes: Partial<ChoicesDraft["handover"]>) =>
    onChange({ ...draft, handover: { ...handover, ...changes } });
  const slots = slotsFor(draft, options);
  const dateId = `${prefix}handover-date`;
  const slotId = `${prefix}handover-slot`;
  const retailerId = `${prefix}handover-retailer_id`;
  return (
    <fieldset className="order-online__choice" disabled={disabled}>
      <legend className="order-online__choice-title">{t("order.handover")}</legend>
      <p className="fc-form__help">{t("order.handover_help")}</p>
      <div className="order-online__fields">
        <Field id={retailerId} label={t("order.retailer")} error={said(errors[retailerId])}>
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
        <Field id={dateId} label={t("order.date")} error={said(errors[dateId])}>
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
          <legend className="fc-form__label">
            {t("order.time_on", {
              day: handoverDayText(handover.date, { year: false, locale: isDefault ? "en-GB" : locale }),
            })}
          </legend>
          {slots.length === 0 ? (
            <p className="fc-form__help">{t("order.closed_day")}</p>
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
              {said(errors[slotId])}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </fieldset>
  );
}
