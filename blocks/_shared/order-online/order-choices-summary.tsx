import { financeProduct } from "../../../model/finance/products.ts";
import { formatMoney } from "../../../model/finance/quote.ts";
import { handoverDayText } from "../../../model/orders/index.ts";
import type { OrderChoices } from "./api.ts";
import { ServicePackSummary } from "./service-pack-summary.tsx";
import { productName, useJourneyText } from "./journey-text.tsx";

/** The buyer's finance, part-exchange and handover choices on the order confirmation, as the server stored them. */
export function OrderChoicesSummary({ choices }: { choices: OrderChoices | null }) {
  const text = useJourneyText();
  const { t, locale: pageLocale, isDefault } = text;
  if (!choices) return null;
  const { finance, trade_in: tradeIn, handover } = choices;
  // Money as the product's market writes it on its own language's pages, as the page's language does elsewhere.
  const locale = !isDefault
    ? pageLocale
    : finance?.type === "finance"
      ? financeProduct(finance.product).locale
      : "en-GB";
  return (
    <>
      {finance ? (
        <div>
          <dt>{t("order.payment")}</dt>
          <dd data-testid="confirmation-finance">
            {finance.type === "cash"
              ? t("order.pay_in_full")
              : t("order.finance_summary", {
                  product: productName(finance.product, finance.product_name, text),
                  monthly: formatMoney(finance.monthly_payment, finance.currency, locale),
                  count: finance.monthly_payments,
                  deposit: formatMoney(finance.total_deposit, finance.currency, locale),
                })}
          </dd>
        </div>
      ) : null}
      {tradeIn ? (
        <div>
          <dt>{t("order.part_exchange")}</dt>
          <dd data-testid="confirmation-trade-in">
            {t("order.trade_in_summary", { vehicle: `${tradeIn.year} ${tradeIn.make} ${tradeIn.model}` })}
          </dd>
        </div>
      ) : null}
      {handover ? (
        <div>
          <dt>{t("order.handover")}</dt>
          <dd data-testid="confirmation-handover">
            {t("order.handover_summary", {
              retailer: handover.retailer_name,
              day: handoverDayText(handover.date, { locale: isDefault ? "en-GB" : pageLocale }),
              slot: handover.slot,
            })}
          </dd>
        </div>
      ) : null}
      <ServicePackSummary pack={choices.service_pack ?? null} />
    </>
  );
}
