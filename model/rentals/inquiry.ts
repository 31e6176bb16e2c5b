/**
 * The Rent a Car inquiry e-mail (PUT /buy_online/orders/send_inquiry_email): once the contact form's
 * lead is stored, the rental desk is e-mailed the customer's answers and the rental chosen. The
 * stored lead is the record; the e-mail goes through the order outbox, so the flow thanks the
 * visitor only once it is queued, and a retry re-sends the e-mail alone under the same key.
 */
type Scalar = string | number | boolean | null;

export interface PendingInquiry {
  /** The Idempotency-Key: a retry of the same inquiry queues one e-mail. */
  key: string;
  customer_data: Record<string, Scalar>;
  vehicle_data: Record<string, Scalar>;
}

/** The answers as the e-mail's table: lists joined, nested values left out, at most 40 rows of 2,000 characters. */
function rows(values: Readonly<Record<string, unknown>>): Record<string, Scalar> {
  const out: Record<string, Scalar> = {};
  for (const [name, value] of Object.entries(values)) {
    if (Object.keys(out).length >= 40) break;
    const scalar: Scalar | undefined =
      value === null || typeof value === "number" || typeof value === "boolean"
        ? value
        : typeof value === "string"
          ? value
          : Array.isArray(value) && value.every((entry) => typeof entry === "string" || typeof entry === "number")
            ? value.join(", ")
            : undefined;
    if (scalar === undefined || scalar === "") continue;
    out[name] = typeof scalar === "string" ? scalar.slice(0, 2000) : scalar;
  }
  return out;
}

export function rentalInquiry(
  key: string,
  lead: { id: string; data: Readonly<Record<string, unknown>> },
  rental: Readonly<Record<string, string>>,
): PendingInquiry {
  return {
    key,
    customer_data: { ...rows(lead.data), lead_id: lead.id },
    vehicle_data: { kind: "rental", ...rows(rental) },
  };
}

/**
 * What the answer to the inquiry call means for the visitor: queued (202), or a site that takes no
 * inquiry e-mails (422: no company or address configured), where the stored lead is the whole
 * inquiry; anything else (a refused or failed call) is the error view, whose Try again re-sends.
 */
export function inquiryOutcome(status: number, error: string | undefined): "sent" | "failed" {
  if (status === 202 || status === 200) return "sent";
  if (status === 422 && error === "inquiry_unavailable") return "sent";
  return "failed";
}

export function isPendingInquiry(value: unknown): value is PendingInquiry {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  const table = (entry: unknown) =>
    typeof entry === "object" &&
    entry !== null &&
    !Array.isArray(entry) &&
    Object.values(entry).every((cell) => cell === null || ["string", "number", "boolean"].includes(typeof cell));
  return typeof v.key === "string" && v.key !== "" && table(v.customer_data) && table(v.vehicle_data);
}
