import { describe, expect, it } from "vitest";
import { inquiryOutcome, isPendingInquiry, rentalInquiry } from "./inquiry.ts";

describe("the Rent a Car inquiry e-mail", () => {
  it("carries the visitor's answers with the lead id, and the rental chosen", () => {
    const inquiry = rentalInquiry(
      "k-1",
      {
        id: "lead-9",
        data: { name: "Ada", email: "ada@example.com", topics: ["a", "b"], nested: { x: 1 }, empty: "" },
      },
      { vehicle: "Defender 110", location: "Chopin Airport, Warsaw", total: "€520.99" },
    );
    expect(inquiry).toEqual({
      key: "k-1",
      customer_data: { name: "Ada", email: "ada@example.com", topics: "a, b", lead_id: "lead-9" },
      vehicle_data: { kind: "rental", vehicle: "Defender 110", location: "Chopin Airport, Warsaw", total: "€520.99" },
    });
    expect(isPendingInquiry(inquiry)).toBe(true);
    expect(isPendingInquiry({ ...inquiry, customer_data: { a: { b: 1 } } })).toBe(false);
    expect(isPendingInquiry({ ...inquiry, key: "" })).toBe(false);
  });

  it("thanks the visitor once queued, or when the site takes no inquiry e-mails; anything else is the error view", () => {
    expect(inquiryOutcome(202, undefined)).toBe("sent");
    expect(inquiryOutcome(422, "inquiry_unavailable")).toBe("sent");
    expect(inquiryOutcome(429, "rate_limited")).toBe("failed");
    expect(inquiryOutcome(503, undefined)).toBe("failed");
    expect(inquiryOutcome(0, undefined)).toBe("failed");
  });
});
