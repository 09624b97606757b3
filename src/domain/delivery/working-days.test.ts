import { describe, expect, it } from "vitest";
import { englandAndWalesBankHolidays, royalMailDeliveryDays } from "./working-days";

describe("England and Wales bank holidays (gov.uk's lists)", () => {
  it("2026: Good Friday, Easter Monday, the May and August Mondays, Boxing Day moved to Monday", () => {
    expect(englandAndWalesBankHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-04-03",
      "2026-04-06",
      "2026-05-04",
      "2026-05-25",
      "2026-08-31",
      "2026-12-25",
      "2026-12-28",
    ]);
  });

  it("2027: Christmas on a Saturday moves to Monday 27th and Boxing Day to Tuesday 28th", () => {
    expect(englandAndWalesBankHolidays(2027)).toEqual([
      "2027-01-01",
      "2027-03-26",
      "2027-03-29",
      "2027-05-03",
      "2027-05-31",
      "2027-08-30",
      "2027-12-27",
      "2027-12-28",
    ]);
  });

  it("New Year's Day on a weekend moves to Monday; Christmas on a Sunday to Tuesday 27th", () => {
    expect(englandAndWalesBankHolidays(2022)).toContain("2022-01-03");
    expect(englandAndWalesBankHolidays(2022).slice(-2)).toEqual(["2022-12-26", "2022-12-27"]);
    expect(englandAndWalesBankHolidays(2023)[0]).toBe("2023-01-02");
    // Christmas on a Friday: Boxing Day (Saturday) moves to Monday 28th.
    expect(englandAndWalesBankHolidays(2020).slice(-2)).toEqual(["2020-12-25", "2020-12-28"]);
  });

  it("finds Easter Monday in any century, as the Gregorian calendar's tables do", () => {
    const easterMondays = {
      1818: "1818-03-23",
      1943: "1943-04-26",
      1954: "1954-04-19",
      1961: "1961-04-03",
      1981: "1981-04-20",
      2000: "2000-04-24",
      2008: "2008-03-24",
      2011: "2011-04-25",
      2013: "2013-04-01",
      2014: "2014-04-21",
      2016: "2016-03-28",
      2019: "2019-04-22",
      2049: "2049-04-19",
      2077: "2077-04-12",
      2100: "2100-03-29",
      2200: "2200-04-07",
      2285: "2285-03-23",
    };
    for (const [year, monday] of Object.entries(easterMondays))
      expect(englandAndWalesBankHolidays(Number(year))[2]).toBe(monday);
  });

  it("finds Easter early and late", () => {
    expect(englandAndWalesBankHolidays(2024).slice(1, 3)).toEqual(["2024-03-29", "2024-04-01"]);
    expect(englandAndWalesBankHolidays(2038).slice(1, 3)).toEqual(["2038-04-23", "2038-04-26"]);
    expect(englandAndWalesBankHolidays(2025).slice(1, 3)).toEqual(["2025-04-18", "2025-04-21"]);
  });
});

describe("Royal Mail delivery days: from the fourth working day after today", () => {
  const blockedFriday = [{ from: "2026-11-27", to: "2026-11-27" }];

  it("counts Monday to Saturday, not Sundays or the shop's blocked days", () => {
    // Tuesday 24 Nov: Wed 25, Thu 26, (Fri 27 blocked), Sat 28, (Sun), Mon 30 is the fourth.
    expect(royalMailDeliveryDays(blockedFriday, "2026-11-24", 3)).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
    expect(royalMailDeliveryDays([], "2026-11-24", 1)).toEqual(["2026-11-28"]);
  });

  it("skips bank holidays, in the lead time and among the days offered", () => {
    // Thursday 2 April 2026: Good Friday and Easter Monday are not working days.
    expect(royalMailDeliveryDays([], "2026-04-02", 1)).toEqual(["2026-04-09"]);
    // Tuesday 31 March: Wed 1, Thu 2, Sat 4, then Tue 7 is the fourth; Easter Monday is skipped.
    expect(royalMailDeliveryDays([], "2026-03-31", 3)).toEqual([
      "2026-04-07",
      "2026-04-08",
      "2026-04-09",
    ]);
  });

  it("crosses into the next year with its bank holidays", () => {
    const christmas = ["2026-12-24", "2026-12-25", "2026-12-26", "2027-01-01"].map((day) => ({
      from: day,
      to: day,
    }));
    // Wed 23 Dec: Mon 28 is Boxing Day's substitute; Tue 29, Wed 30, Thu 31, (Fri 1 Jan), Sat 2.
    expect(royalMailDeliveryDays(christmas, "2026-12-23", 2)).toEqual(["2027-01-02", "2027-01-04"]);
    expect(royalMailDeliveryDays([], "2026-12-30", 1)).toEqual(["2027-01-05"]);
  });
});
