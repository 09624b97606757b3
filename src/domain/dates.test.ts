import { describe, expect, it } from "vitest";
import { addDays, dayRange, isIsoDay, parseIsoDay, startOfIsoDay } from "./dates";

describe("parseIsoDay", () => {
  it("reads a real day written yyyy-mm-dd as the instant it starts in UTC", () => {
    expect(parseIsoDay("2026-11-05")).toEqual(new Date("2026-11-05T00:00:00Z"));
    expect(parseIsoDay("2028-02-29")).toEqual(new Date("2028-02-29T00:00:00Z"));
  });

  it("refuses what the calendar does not have and other spellings", () => {
    for (const text of [
      "2026-02-29",
      "2026-02-30",
      "2026-02-31",
      "2026-13-01",
      "2026-00-10",
      "2026-11-00",
      "2026-1-5",
      "05/11/2026",
      "2026-11-05T10:00:00Z",
      " 2026-11-05",
      "",
    ])
      expect(parseIsoDay(text), text).toBeNull();
    expect(isIsoDay("2026-02-30")).toBe(false);
    expect(isIsoDay("2026-02-28")).toBe(true);
  });

  it("throws for a text that is not a day where a day was promised", () => {
    expect(() => startOfIsoDay("2026-02-30")).toThrow(RangeError);
  });
});

describe("addDays", () => {
  it("moves across a month's and a year's end, and back", () => {
    expect(addDays("2026-10-31", 1)).toBe("2026-11-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    // The UK clocks change on 2026-10-25: a day is still one day.
    expect(addDays("2026-10-24", 2)).toBe("2026-10-26");
  });
});

describe("dayRange", () => {
  it("runs from the start of the first day to the end of the last", () => {
    expect(dayRange({ from: "2026-11-01", to: "2026-11-01" })).toEqual({
      after: new Date("2026-11-01T00:00:00Z"),
      before: new Date("2026-11-02T00:00:00Z"),
    });
    expect(dayRange({})).toEqual({ after: undefined, before: undefined });
  });
});
