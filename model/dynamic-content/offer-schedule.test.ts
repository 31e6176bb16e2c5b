import { describe, expect, it } from "vitest";
import { isTimeZone, isWithinSchedule, nextScheduleBoundary, zonedDateTime } from "./offer-schedule.ts";

const schedule = { start_date: "2026-07-01", end_date: "2026-07-31" };
const LONDON = "Europe/London"; // UTC+1 in July
const DUBAI = "Asia/Dubai"; // UTC+4

describe("the offer schedule", () => {
  it("starts at 00:00:01 on the start date in the site's time zone", () => {
    expect(isWithinSchedule(schedule, new Date("2026-06-30T23:00:00.999Z"), LONDON)).toBe(false); // 00:00:00.999
    expect(isWithinSchedule(schedule, new Date("2026-06-30T23:00:01.000Z"), LONDON)).toBe(true); // 00:00:01
    expect(isWithinSchedule(schedule, new Date("2026-06-30T23:00:02.000Z"), LONDON)).toBe(true);
  });

  it("ends after 23:59:59 on the end date", () => {
    expect(isWithinSchedule(schedule, new Date("2026-07-31T22:59:58.000Z"), LONDON)).toBe(true);
    expect(isWithinSchedule(schedule, new Date("2026-07-31T22:59:59.000Z"), LONDON)).toBe(true); // 23:59:59
    expect(isWithinSchedule(schedule, new Date("2026-07-31T23:00:00.000Z"), LONDON)).toBe(false); // midnight
  });

  it("reads the dates in another time zone", () => {
    expect(isWithinSchedule(schedule, new Date("2026-06-30T20:00:00.500Z"), DUBAI)).toBe(false);
    expect(isWithinSchedule(schedule, new Date("2026-06-30T20:00:01.000Z"), DUBAI)).toBe(true);
    expect(isWithinSchedule(schedule, new Date("2026-07-31T19:59:59.000Z"), DUBAI)).toBe(true);
    expect(isWithinSchedule(schedule, new Date("2026-07-31T20:00:00.000Z"), DUBAI)).toBe(false);
    // The same instant is inside the schedule in London and already past it in Dubai.
    expect(isWithinSchedule(schedule, new Date("2026-07-31T21:00:00.000Z"), LONDON)).toBe(true);
  });

  it("uses winter time in winter", () => {
    const winter = { start_date: "2026-12-01", end_date: "2026-12-01" };
    expect(isWithinSchedule(winter, new Date("2026-12-01T00:00:00.000Z"), LONDON)).toBe(false);
    expect(isWithinSchedule(winter, new Date("2026-12-01T00:00:01.000Z"), LONDON)).toBe(true);
    expect(isWithinSchedule(winter, new Date("2026-12-01T23:59:59.000Z"), LONDON)).toBe(true);
    expect(isWithinSchedule(winter, new Date("2026-12-02T00:00:00.000Z"), LONDON)).toBe(false);
  });

  it("shows content without a schedule or with an open end", () => {
    expect(isWithinSchedule(undefined, new Date(), LONDON)).toBe(true);
    expect(isWithinSchedule({}, new Date(), LONDON)).toBe(true);
    expect(isWithinSchedule({ end_date: "2026-07-31" }, new Date("2020-01-01T00:00:00Z"), LONDON)).toBe(true);
    expect(isWithinSchedule({ start_date: "2026-07-01" }, new Date("2030-01-01T00:00:00Z"), LONDON)).toBe(true);
  });

  it("names the next boundary for the HTML cache", () => {
    expect(nextScheduleBoundary(schedule, new Date("2026-06-01T00:00:00Z"), LONDON)).toBe(
      Date.parse("2026-06-30T23:00:01.000Z"),
    );
    expect(nextScheduleBoundary(schedule, new Date("2026-07-10T00:00:00Z"), LONDON)).toBe(
      Date.parse("2026-07-31T23:00:00.000Z"),
    );
    expect(nextScheduleBoundary(schedule, new Date("2026-08-10T00:00:00Z"), LONDON)).toBeNull();
    expect(nextScheduleBoundary(null, new Date(), LONDON)).toBeNull();
  });

  it("knows IANA zone names", () => {
    expect(isTimeZone("Asia/Dubai")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });

  it("reads an editor's preview time as a wall-clock time of the site's zone", () => {
    expect(zonedDateTime("2026-07-01T00:00", LONDON)).toBe(Date.parse("2026-06-30T23:00:00Z"));
    expect(zonedDateTime("2026-07-01T00:00:01", DUBAI)).toBe(Date.parse("2026-06-30T20:00:01Z"));
    expect(zonedDateTime("2026-12-01T09:30", LONDON)).toBe(Date.parse("2026-12-01T09:30:00Z"));
    for (const bad of ["2026-02-30T10:00", "2026-07-01T24:00", "2026-07-01", "tomorrow", "2026-07-01T10:00Z"])
      expect(zonedDateTime(bad, LONDON), bad).toBeNull();
  });
});
