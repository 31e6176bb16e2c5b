import { useRef, useState, type CSSProperties } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { budgetProblem, fetchBudgetVehicles, type BudgetAnswer } from "../../model/finance/budget-search.ts";
import { Heading, blockClassNames, useBlock, useUiText } from "../../renderer/primitives/index.ts";
import { useUiLocale } from "../../renderer/primitives/ui-text.tsx";

type Search =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "failed" }
  | { state: "done"; answer: BudgetAnswer; budget: number };

/**
 * Reverse calculator: the visitor sets a monthly budget (slider or typed) and 'Filter By Monthly Budget'
 * asks the listings API for the list's vehicles whose payment on the showroom's default finance terms
 * fits it (monthly_budget, model/finance/budget.ts); 'Reset Filter' clears the result and the budget.
 * A typed budget outside the limits is explained, not sent; a failed request shows the seed's text.
 */
export default function ReverseCalculator({
  heading,
  header_tag,
  ci_key_list,
  budget_label,
  min_budget,
  max_budget,
  budget_step,
  default_budget,
  filter_label,
  reset_label,
  error_text,
  no_results_text,
  box_color,
  padding,
}: BlockProps<"reverse-calculator">) {
  const block = useBlock();
  const t = useUiText();
  const locale = useUiLocale();
  const id = block.id || "reverse-calculator";
  const low = Math.min(min_budget, max_budget);
  const start = Math.min(max_budget, Math.max(low, default_budget));
  const [text, setText] = useState(String(start));
  const [problem, setProblem] = useState<string | null>(null);
  const [search, setSearch] = useState<Search>({ state: "idle" });
  const pending = useRef<AbortController | null>(null);
  const value = Number(text);
  const sliderValue = Number.isFinite(value) ? Math.min(max_budget, Math.max(low, value)) : start;

  const filter = () => {
    const found = budgetProblem(text, low, max_budget, (min, max) =>
      t("finance.budget_range", { min: min.toLocaleString(locale), max: max.toLocaleString(locale) }),
    );
    setProblem(found);
    if (found) return;
    const budget = Number(text.trim());
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setSearch({ state: "loading" });
    fetchBudgetVehicles(ci_key_list, budget, controller.signal).then(
      (answer) => setSearch({ state: "done", answer, budget }),
      () => {
        if (!controller.signal.aborted) setSearch({ state: "failed" });
      },
    );
  };
  const reset = () => {
    pending.current?.abort();
    setText(String(start));
    setProblem(null);
    setSearch({ state: "idle" });
  };
  const headingId = `${id}-heading`;

  return (
    <section
      className={blockClassNames("reverse-calculator-block fin-calc", { box_color, padding })}
      aria-labelledby={heading.trim() ? headingId : undefined}
      aria-label={heading.trim() ? undefined : t("finance.reverse_calculator")}
    >
      <Heading text={heading} tag={header_tag} size="l" id={headingId} className="fin-calc__heading" />
      <form
        className="fin-calc__controls reverse-calculator__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          filter();
        }}
      >
        <div className="fin-field">
          <div className="fin-field__head">
            <label htmlFor={`${id}-budget`}>{budget_label}</label>
          </div>
          <input
            id={`${id}-budget`}
            className="fin-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-budget-error` : undefined}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <input
            className="fin-range"
            type="range"
            aria-label={t("finance.budget_slider", { label: budget_label })}
            min={low}
            max={max_budget}
            step={budget_step}
            value={sliderValue}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setProblem(null);
            }}
            style={{ "--fill": `${((sliderValue - low) / Math.max(1, max_budget - low)) * 100}%` } as CSSProperties}
          />
          {problem ? (
            <p className="fin-error" id={`${id}-budget-error`} role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <div className="reverse-calculator__actions">
          <button type="submit" className="fc-button fc-button--primary">
            {filter_label}
          </button>
          {search.state !== "idle" ? (
            <button type="button" className="fc-button fc-button--secondary" onClick={reset}>
              {reset_label}
            </button>
          ) : null}
        </div>
      </form>
      <div className="reverse-calculator__results" aria-live="polite" data-testid="budget-results">
        {search.state === "loading" ? <p className="fin-calc__note">{t("finance.finding")}</p> : null}
        {search.state === "failed" ? (
          <p className="fin-error" role="alert">
            {error_text}
          </p>
        ) : null}
        {search.state === "done" ? (
          search.answer.meta.total === 0 ? (
            <p className="fin-calc__note">{no_results_text}</p>
          ) : (
            <>
              <p className="fin-calc__note" data-testid="budget-count">
                {t("finance.budget_fits", {
                  count: search.answer.meta.total,
                  number: search.answer.meta.total.toLocaleString(locale),
                  budget: search.budget.toLocaleString(locale),
                })}
              </p>
              <ul className="reverse-calculator__list">
                {search.answer.data.map((vehicle) => (
                  <li key={vehicle.id} className="reverse-calculator__item">
                    <a href={vehicle.link}>{vehicle.title}</a>
                    <span>{vehicle.price}</span>
                  </li>
                ))}
              </ul>
            </>
          )
        ) : null}
      </div>
    </section>
  );
}
