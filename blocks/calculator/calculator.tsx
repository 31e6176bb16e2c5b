import { useState } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { financeInputs } from "../../model/finance/config.ts";
import { calculatorModels } from "../../model/finance/models-info.ts";
import { financeProduct } from "../../model/finance/products.ts";
import { financeQuote, formatMoney, toMinor } from "../../model/finance/quote.ts";
import { Heading, blockClassNames, useBlock, useUiText } from "../../renderer/primitives/index.ts";
import { DepositAndDuration, rateKindText } from "../_shared/finance/choice-controls.tsx";

/**
 * Calculator: the monthly payment model by model. The visitor picks a model from models_info (only
 * the nameplates of nameplate_key_filter), a deposit and a duration; the payment follows the chosen
 * finance product's rules (model/finance/quote.ts) at the model's own rate when it has one. The mena
 * style leads with the monthly figure and the free items.
 */
export default function Calculator({
  heading,
  header_tag,
  calculator_style,
  finance_product,
  nameplate_key_filter,
  hide_free_items,
  model_label,
  deposit_label,
  duration_label,
  monthly_label,
  price_label,
  rate_label,
  free_items_label,
  years_label,
  no_models_text,
  models_info,
  box_color,
  padding,
}: BlockProps<"calculator">) {
  const block = useBlock();
  const t = useUiText();
  const id = block.id || "calculator";
  const product = financeProduct(finance_product);
  const inputs = financeInputs(product, {
    down_payment: { label: deposit_label },
    duration: { label: duration_label },
  });
  const models = calculatorModels(models_info, nameplate_key_filter);
  const [modelKey, setModelKey] = useState(models[0]?.key ?? "");
  const [deposit, setDeposit] = useState(inputs.deposit.initial);
  const [years, setYears] = useState(inputs.duration.initial);
  const model = models.find((candidate) => candidate.key === modelKey) ?? models[0];
  const money = (minor: number) => formatMoney(minor, product.currency, product.locale);
  const headingId = `${id}-heading`;
  const className = blockClassNames(`calculator-block fin-calc calculator-block--${calculator_style}`, {
    box_color,
    padding,
  });

  if (!model)
    return (
      <section className={className} aria-labelledby={heading.trim() ? headingId : undefined}>
        <Heading text={heading} tag={header_tag} size="l" id={headingId} />
        <p className="fin-calc__note">{no_models_text}</p>
      </section>
    );

  const quote = financeQuote({
    product,
    price: toMinor(model.price, product.currency),
    depositPercent: deposit,
    years,
    ratePercent: model.interestRate ?? undefined,
  });
  const freeItems =
    hide_free_items || model.freeItems.length === 0 ? null : (
      <div className="calculator-block__free">
        <p className="calculator-block__free-title">{free_items_label}</p>
        <ul>
          {model.freeItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    );

  return (
    <section
      className={className}
      aria-labelledby={heading.trim() ? headingId : undefined}
      aria-label={heading.trim() ? undefined : t("finance.models_calculator")}
    >
      <div className="fin-calc__controls">
        <Heading text={heading} tag={header_tag} size="l" id={headingId} className="fin-calc__heading" />
        <div className="fin-field">
          <label htmlFor={`${id}-model`}>{model_label}</label>
          <select
            id={`${id}-model`}
            className="fin-input"
            value={model.key}
            onChange={(event) => setModelKey(event.currentTarget.value)}
          >
            {models.map((option) => (
              <option key={option.key} value={option.key}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <DepositAndDuration
          id={id}
          limits={inputs}
          deposit={quote.depositPercent}
          cashDeposit={money(quote.cashDeposit)}
          years={quote.years}
          unit={(count) => `${count} ${years_label}`}
          onDeposit={setDeposit}
          onYears={setYears}
        />
      </div>
      <div className="fin-calc__result" aria-live="polite" data-testid="calculator-result">
        {calculator_style === "mena" ? freeItems : null}
        <p className="fin-calc__result-label">
          {monthly_label} · {model.name}
        </p>
        <p className="fin-calc__monthly" data-testid="monthly-payment">
          {money(quote.monthlyPayment)}
          <span className="fin-calc__per"> {t("finance.per_month")}</span>
        </p>
        <dl className="fin-calc__figures">
          <div>
            <dt>{price_label}</dt>
            <dd>{money(quote.onTheRoadPrice)}</dd>
          </div>
          <div>
            <dt>{rate_label}</dt>
            <dd>
              {quote.interestRate.toLocaleString(product.locale, { maximumFractionDigits: 2 })}&nbsp;%{" "}
              {rateKindText(t, product.rate_kind)}
            </dd>
          </div>
          {quote.finalPayment > 0 ? (
            <div>
              <dt>{t("finance.final_payment")}</dt>
              <dd>{money(quote.finalPayment)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t("finance.total_payable")}</dt>
            <dd>{money(quote.totalAmountPayable)}</dd>
          </div>
        </dl>
        {calculator_style === "mena" ? null : freeItems}
      </div>
    </section>
  );
}
