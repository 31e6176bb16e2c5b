import { describe, expect, it } from "vitest";
import { handoverProblem, parseOpeningHours, slotsOn, todayIn } from "./handover.ts";

describe("handover slots from a retailer's opening hours", () => {
  const gulf = parseOpeningHours("Sat–Thu 08:30–19:00, Fri 14:00–19:00")!;

  it("reads a range of days that wraps round the week, and a day of its own", () => {
    // 2026-12-04 is a Friday, 2026-12-05 a Saturday, 2026-12-03 a Thursday.
    expect(slotsOn(gulf, "2026-12-04", 60)).toEqual(["14:00", "15:00", "16:00", "17:00", "18:00"]);
    expect(slotsOn(gulf, "2026-12-05", 120)).toEqual(["08:30", "10:30", "12:30", "14:30", "16:30"]);
    expect(slotsOn(gulf, "2026-12-03", 60)).toHaveLength(10);
  });

  it("has no slots on a day the retailer is closed, and cannot read free prose", () => {
    const australia = parseOpeningHours("Mon-Fri 8.30-17.30; Sat 09:00-16:00")!;
    expect(slotsOn(australia, "2026-12-06", 60)).toEqual([]);
    expect(slotsOn(australia, "2026-12-07", 60)[0]).toBe("08:30");
    expect(parseOpeningHours("Call us for an appointment")).toBeNull();
  });

  it("refuses a past date, today, a closed day and a slot the retailer does not offer, each at its field", () => {
    const today = "2026-12-02";
    const at = (date: string, slot: string) => handoverProblem({ retailer_id: "r", date, slot }, gulf, today, 60);
    expect(at("2026-12-01", "09:30")?.field).toBe("date");
    expect(at(today, "09:30")?.field).toBe("date");
    expect(at("2026-12-04", "09:30")).toEqual({
      field: "slot",
      message: "That time is not one of the retailer's handover slots: choose one offered.",
    });
    expect(at("2027-03-01", "09:30")?.message).toBe("The handover can be booked at most 60 days ahead.");
    expect(at("2026-12-03", "09:30")).toBeNull();
    expect(handoverProblem({ retailer_id: "x", date: "2026-12-03", slot: "09:30" }, null, today, 60)?.field).toBe(
      "retailer_id",
    );
  });

  it("takes today's date where the retailer is, not where the server is", () => {
    // 22:30 in London on 1 December is already 2 December in Dubai.
    const instant = Date.parse("2026-12-01T22:30:00Z");
    expect(todayIn("Europe/London", instant)).toBe("2026-12-01");
    expect(todayIn("Asia/Dubai", instant)).toBe("2026-12-02");
  });
});
