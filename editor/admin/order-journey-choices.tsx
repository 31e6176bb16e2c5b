import type { OrderAdminOrder } from "../api/orders-client.ts";
import { handoverDayText } from "../../model/orders/index.ts";
import { formatAmount } from "./order-format.ts";

type Choices = NonNullable<OrderAdminOrder["choices"]>;

/**
 * The buyer's choices at checkout on the admin's order detail: how they mean to pay (with the quote
 * the server computed), the vehicle they want valued in part exchange, and the handover they booked.
 * Its own section, so the order screen's other parts change without touching it.
 */
export function OrderJourneyChoices({ choices }: { choices: Choices | undefined }) {
  if (!choices) return null;
  const { finance, trade_in: tradeIn, handover } = choices;
  const money = (minor: number | undefined) =>
    minor === undefined || !finance?.currency ? "—" : formatAmount(minor, finance.currency);
  return (
    <section className="admin-order__choices" aria-labelledby="order-choices-title" data-testid="order-choices">
      <h3 id="order-choices-title">Finance, part exchange and handover</h3>
      <dl className="admin-order__facts">
        <dt>Payment</dt>
        <dd data-testid="order-finance">
          {finance === null
            ? "Not chosen"
            : finance.type === "cash"
              ? "Pay in full"
              : `${finance.product_name ?? finance.product}: ${money(finance.monthly_payment)} a month for ${finance.monthly_payments} months, ${finance.deposit_percent}% deposit (${money(finance.total_deposit)}), ${finance.interest_rate}% rate, ${money(finance.total_amount_payable)} in total`}
        </dd>
        <dt>Part exchange</dt>
        <dd data-testid="order-trade-in">
          {tradeIn === null
            ? "None"
            : [
                `${tradeIn.year} ${tradeIn.make} ${tradeIn.model}`,
                `mileage ${tradeIn.mileage.toLocaleString("en-GB")}`,
                tradeIn.registration_number ? `registration ${tradeIn.registration_number}` : "",
                tradeIn.vin ? `VIN ${tradeIn.vin}` : "",
              ]
                .filter(Boolean)
                .join(", ")}
        </dd>
        <dt>Handover</dt>
        <dd data-testid="order-handover">
          {handover === null
            ? "Not booked"
            : `${handover.retailer_name}, ${handoverDayText(handover.date, { short: true })} at ${handover.slot}`}
        </dd>
      </dl>
    </section>
  );
}
