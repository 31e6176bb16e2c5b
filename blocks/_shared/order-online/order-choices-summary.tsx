import { financeProduct } from "../../../model/finance/products.ts";
import { formatMoney } from "../../../model/finance/quote.ts";
import { handoverDayText } from "../../../model/orders/index.ts";
import type { OrderChoices } from "./api.ts";

/** The buyer's finance, part-exchange and handover choices on the order confirmation, as the server stored them. */
export function OrderChoicesSummary({ choices }: { choices: OrderChoices | null }) {
  if (!choices) return null;
  const { finance, trade_in: tradeIn, handover } = choices;
  const locale = finance?.type === "finance" ? financeProduct(finance.product).locale : "en-GB";
  return (
    <>
      {finance ? (
        <div>
          <dt>Payment</dt>
          <dd data-testid="confirmation-finance">
            {finance.type === "cash"
              ? "Pay in full"
              : `${finance.product_name}: ${formatMoney(finance.monthly_payment, finance.currency, locale)} a month for ${finance.monthly_payments} months, after a deposit of ${formatMoney(finance.total_deposit, finance.currency, locale)}`}
          </dd>
        </div>
      ) : null}
      {tradeIn ? (
        <div>
          <dt>Part exchange</dt>
          <dd data-testid="confirmation-trade-in">
            {tradeIn.year} {tradeIn.make} {tradeIn.model}: valuation requested
          </dd>
        </div>
      ) : null}
      {handover ? (
        <div>
          <dt>Handover</dt>
          <dd data-testid="confirmation-handover">
            {handover.retailer_name}, {handoverDayText(handover.date)} at {handover.slot}
          </dd>
        </div>
      ) : null}
    </>
  );
}
