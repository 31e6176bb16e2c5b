import type { Transaction } from "kysely";
import { settingTextsIn } from "../settings/index.ts";
import type { TradeIn } from "../../model/orders/index.ts";
import type { Database, OrdersTable } from "../db/schema.ts";
import { COMPANIES_SETTING, EMAIL, findCompany, INQUIRY_EMAIL_SETTING, parseCompanies } from "./companies.ts";
import { enqueue, table, type OutboxMessage } from "./order-outbox.ts";

/**
 * A confirmed order with a trade-in owes the retailer a valuation request (decision 145): an e-mail
 * through the order outbox, in the transaction that confirms the order, once per order. It goes where
 * the company's inquiries go (its e-mail, else buy_online.inquiry_email); with neither, the trade-in
 * is only on the order, where staff see it. Stored as an `inquiry` delivery: it is one, about a vehicle.
 */
export async function enqueueTradeInRequest(trx: Transaction<Database>, order: OrdersTable): Promise<void> {
  if (!order.trade_in) return;
  const values = await settingTextsIn(trx, [COMPANIES_SETTING, INQUIRY_EMAIL_SETTING]);
  const company = findCompany(parseCompanies(values.get(COMPANIES_SETTING)), order.company_uuid);
  const fallback = values.get(INQUIRY_EMAIL_SETTING)?.trim();
  const recipient = company?.email ?? (fallback && EMAIL.test(fallback) ? fallback : null);
  if (!recipient) return;
  const tradeIn = JSON.parse(order.trade_in) as TradeIn;
  const vehicle = table("Part-exchange vehicle", {
    "Registration number": tradeIn.registration_number,
    VIN: tradeIn.vin,
    Make: tradeIn.make,
    Model: tradeIn.model,
    Year: tradeIn.year,
    Mileage: tradeIn.mileage,
  });
  const about = table("Order", {
    "Order number": order.order_number,
    "Reserved vehicle": order.vehicle_id,
    "Customer e-mail": order.customer_email,
  });
  const message: OutboxMessage = {
    to: [recipient],
    subject: `Trade-in valuation request: order ${order.order_number}`,
    text: `${vehicle.text}\n\n${about.text}\n`,
    html: `${vehicle.html}${about.html}`,
  };
  await enqueue(trx, `trade_in:${order.order_number}`, order.order_number, "inquiry", message);
}
