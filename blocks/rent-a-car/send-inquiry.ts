import { ApiCallError, api } from "../../model/api/client.ts";
import { routes } from "../../model/api/routes.ts";
import { inquiryOutcome, type PendingInquiry } from "../../model/rentals/index.ts";

/** Sends the rental inquiry e-mail; "failed" for a refused call or a dropped connection. */
export async function sendRentalInquiry(inquiry: PendingInquiry): Promise<"sent" | "failed"> {
  try {
    await api.call(
      routes.orderInquiry,
      { body: { customer_data: inquiry.customer_data, vehicle_data: inquiry.vehicle_data } },
      { headers: { "idempotency-key": inquiry.key } },
    );
    return "sent";
  } catch (error) {
    // A company without an inquiry address (422 inquiry_unavailable) counts as sent: see inquiryOutcome.
    return error instanceof ApiCallError ? inquiryOutcome(error.status, error.code) : "failed";
  }
}
