import { financeOptionRows, type FinanceOptionInput } from "../../model/finance/finance-options.ts";
import { useUiText } from "../../renderer/primitives/index.ts";

/** A section's finance options table: one row per option that has a name, with its product's terms. */
export function FinanceOptionsTable({ options }: { options: readonly FinanceOptionInput[] | undefined }) {
  const t = useUiText();
  const rows = financeOptionRows(options);
  if (rows.length === 0) return <p className="accordion-finance__empty">{t("finance.options_none")}</p>;
  return (
    <div className="accordion-finance" role="region" aria-label={t("finance.options")} tabIndex={0}>
      <table className="accordion-finance__table">
        <thead>
          <tr>
            <th scope="col">{t("finance.option")}</th>
            <th scope="col">{t("finance.interest_rate")}</th>
            <th scope="col">{t("finance.deposit")}</th>
            <th scope="col">{t("finance.term")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">
                {row.label}
                {row.description ? <span className="accordion-finance__text">{row.description}</span> : null}
              </th>
              <td>{row.rate}</td>
              <td>{row.deposit}</td>
              <td>
                {t("finance.term_years", {
                  range: row.years.min === row.years.max ? row.years.min : `${row.years.min}–${row.years.max}`,
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
