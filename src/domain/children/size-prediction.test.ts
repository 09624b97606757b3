import { describe, expect, it } from "vitest";
import {
  MAX_PICK_DISTANCE,
  assignPicks,
  predictChildSize,
  shiftFor,
  wholeMonthsBetween,
} from "./size-prediction";

const predict = (
  dateOfBirth: string,
  today: string,
  extra: { sizeNow?: string | null; sizeNowOn?: string | null; pickedSizes?: string[] } = {},
) =>
  predictChildSize({
    dateOfBirth,
    today,
    sizeNow: extra.sizeNow ?? null,
    sizeNowOn: extra.sizeNowOn,
    pickedSizes: extra.pickedSizes ?? [],
  });

describe("wholeMonthsBetween", () => {
  it.each([
    ["2026-01-10", "2026-01-10", 0],
    ["2026-01-10", "2026-02-09", 0],
    ["2026-01-10", "2026-02-10", 1],
    ["2026-01-10", "2027-01-09", 11],
    ["2026-01-10", "2027-01-10", 12],
    // Born on the 31st: a month old on the last day of a shorter month.
    ["2026-01-31", "2026-02-27", 0],
    ["2026-01-31", "2026-02-28", 1],
    ["2026-01-31", "2026-03-30", 1],
    ["2026-01-31", "2026-03-31", 2],
    // Leap years: born on 29 February, a year old on 28 February, four on 29 February.
    ["2024-02-29", "2025-02-27", 11],
    ["2024-02-29", "2025-02-28", 12],
    ["2024-02-29", "2028-02-28", 47],
    ["2024-02-29", "2028-02-29", 48],
    ["2024-01-31", "2024-02-28", 0],
    ["2024-01-31", "2024-02-29", 1],
    // Before the birth.
    ["2026-03-15", "2026-03-14", -1],
    ["2026-03-15", "2026-01-15", -2],
  ])("from %s to %s is %i months", (from, to, months) => {
    expect(wholeMonthsBetween(from, to)).toBe(months);
  });
});

describe("shiftFor", () => {
  it.each([
    // Inside the size: no shift (0-3 months fits 1 and 2 months; newborn 0).
    ["newborn", 0, 0],
    ["0-3-months", 1, 0],
    ["0-3-months", 2, 0],
    ["3-6-months", 3, 0],
    ["3-6-months", 5, 0],
    // Ahead: the months to the size's first month.
    ["0-3-months", 0, 1],
    ["6-9-months", 5, 1],
    ["6-9-months", 3, 3],
    ["2-3-years", 20, 4],
    // Behind: the months back to the size's last month.
    ["3-6-months", 6, -1],
    ["3-6-months", 8, -3],
    ["newborn", 1, -1],
    ["5-6-years", 72, -1],
    ["5-6-years", 71, 0],
    ["5-6-years", 60, 0],
    ["5-6-years", 59, 1],
  ])("%s at %i months is %i", (slug, age, shift) => {
    expect(shiftFor(slug, age)).toBe(shift);
  });

  it("is null for anything that is not an age size", () => {
    expect(shiftFor("small", 4)).toBeNull();
    expect(shiftFor("", 4)).toBeNull();
  });
});

describe("predictChildSize from age alone", () => {
  it("a newborn wears newborn until the first month birthday", () => {
    expect(predict("2026-03-10", "2026-03-10")).toEqual({
      current: "newborn",
      next: "0-3-months",
      nextFrom: "2026-04-10",
      ageMonths: 0,
      shiftMonths: 0,
      beyondChart: false,
    });
    expect(predict("2026-03-10", "2026-04-09").current).toBe("newborn");
    expect(predict("2026-03-10", "2026-04-10")).toMatchObject({
      current: "0-3-months",
      next: "3-6-months",
      nextFrom: "2026-06-10",
      ageMonths: 1,
    });
  });

  it("moves up on the step day itself, not the day before", () => {
    // 6 months old on 10 July 2026.
    expect(predict("2026-01-10", "2026-07-09")).toMatchObject({
      current: "3-6-months",
      next: "6-9-months",
      nextFrom: "2026-07-10",
      ageMonths: 5,
    });
    expect(predict("2026-01-10", "2026-07-10")).toMatchObject({
      current: "6-9-months",
      next: "9-12-months",
      nextFrom: "2026-10-10",
      ageMonths: 6,
    });
  });

  it.each([
    ["2026-01-10", "2026-04-09", "0-3-months", "2026-04-10"],
    ["2026-01-10", "2026-10-10", "9-12-months", "2027-01-10"],
    ["2026-01-10", "2027-01-10", "12-18-months", "2027-07-10"],
    ["2026-01-10", "2027-07-10", "18-24-months", "2028-01-10"],
    ["2026-01-10", "2028-01-10", "2-3-years", "2029-01-10"],
    ["2026-01-10", "2029-01-09", "2-3-years", "2029-01-10"],
    ["2026-01-10", "2029-01-10", "3-4-years", "2030-01-10"],
    ["2026-01-10", "2030-06-01", "4-5-years", "2031-01-10"],
  ])("born %s, on %s wears %s until %s", (born, today, current, nextFrom) => {
    const prediction = predict(born, today);
    expect(prediction.current).toBe(current);
    expect(prediction.nextFrom).toBe(nextFrom);
  });

  it("a leap-day child steps up on 28 February in other years", () => {
    // 12 months old on 28 February 2025: 12-18 months from that day.
    expect(predict("2024-02-29", "2025-02-27")).toMatchObject({
      current: "9-12-months",
      next: "12-18-months",
      nextFrom: "2025-02-28",
    });
    expect(predict("2024-02-29", "2025-02-28")).toMatchObject({
      current: "12-18-months",
      nextFrom: "2025-08-29",
    });
    // 48 months on 29 February 2028.
    expect(predict("2024-02-29", "2028-02-28").current).toBe("3-4-years");
    expect(predict("2024-02-29", "2028-02-29")).toMatchObject({
      current: "4-5-years",
      nextFrom: "2029-02-28",
    });
  });

  it("a child on the largest size has no next size, and stays on it beyond the chart", () => {
    expect(predict("2020-05-01", "2026-04-30")).toEqual({
      current: "5-6-years",
      next: null,
      nextFrom: null,
      ageMonths: 71,
      shiftMonths: 0,
      beyondChart: false,
    });
    expect(predict("2020-05-01", "2026-05-01")).toEqual({
      current: "5-6-years",
      next: null,
      nextFrom: null,
      ageMonths: 72,
      shiftMonths: 0,
      beyondChart: true,
    });
    expect(predict("2018-05-01", "2026-05-01")).toMatchObject({
      current: "5-6-years",
      ageMonths: 96,
      beyondChart: true,
    });
    expect(predict("2021-05-01", "2026-05-01")).toMatchObject({
      current: "5-6-years",
      next: null,
      beyondChart: false,
    });
  });

  it("a day before the birth counts as newborn", () => {
    expect(predict("2026-03-10", "2026-03-01")).toMatchObject({
      current: "newborn",
      ageMonths: 0,
      nextFrom: "2026-04-10",
    });
  });
});

describe("predictChildSize corrected by 'wears now'", () => {
  it("a 'wears now' larger than the age moves every step earlier", () => {
    // 5 months old and already in 6-9 months: one month ahead.
    expect(predict("2026-01-10", "2026-06-20", { sizeNow: "6-9-months" })).toEqual({
      current: "6-9-months",
      next: "9-12-months",
      nextFrom: "2026-09-10",
      ageMonths: 5,
      shiftMonths: 1,
      beyondChart: false,
    });
  });

  it("a 'wears now' smaller than the age moves every step later", () => {
    // 7 months old and still in 3-6 months: two months behind.
    expect(predict("2026-01-10", "2026-08-15", { sizeNow: "3-6-months" })).toEqual({
      current: "3-6-months",
      next: "6-9-months",
      nextFrom: "2026-09-10",
      ageMonths: 7,
      shiftMonths: -2,
      beyondChart: false,
    });
  });

  it("a 'wears now' that matches the age changes nothing", () => {
    expect(predict("2026-01-10", "2026-08-15", { sizeNow: "6-9-months" })).toEqual(
      predict("2026-01-10", "2026-08-15"),
    );
  });

  it("measures the lead on the day the family said it, so it carries on as the child grows", () => {
    // Said at 5 months (one ahead); a year later the child is still one month ahead.
    const later = predict("2026-01-10", "2027-06-20", {
      sizeNow: "6-9-months",
      sizeNowOn: "2026-06-20",
    });
    expect(later).toMatchObject({
      current: "18-24-months",
      nextFrom: "2027-12-10",
      ageMonths: 17,
      shiftMonths: 1,
    });
  });

  it("never goes below newborn, and a large lead can pass the chart", () => {
    expect(predict("2026-01-10", "2026-03-15", { sizeNow: "newborn" })).toMatchObject({
      current: "newborn",
      next: "0-3-months",
      shiftMonths: -2,
      nextFrom: "2026-04-10",
    });
    expect(predict("2026-01-10", "2026-06-15", { sizeNow: "newborn" })).toMatchObject({
      current: "newborn",
      shiftMonths: -5,
      nextFrom: "2026-07-10",
    });
    expect(predict("2026-01-10", "2026-01-10", { sizeNow: "5-6-years" })).toMatchObject({
      current: "5-6-years",
      shiftMonths: 60,
      next: null,
    });
    expect(
      predict("2026-01-10", "2027-01-10", { sizeNow: "5-6-years", sizeNowOn: "2026-01-10" }),
    ).toMatchObject({ current: "5-6-years", beyondChart: true });
  });

  it("ignores a 'wears now' that is not an age size", () => {
    expect(predict("2026-01-10", "2026-08-15", { sizeNow: "small" })).toEqual(
      predict("2026-01-10", "2026-08-15"),
    );
  });
});

describe("predictChildSize corrected by picks", () => {
  it("takes the upper median of every observation's shift", () => {
    // 7 months: 6-9 is 0, 9-12 is +2, 3-6 is -2.
    expect(predict("2026-01-10", "2026-08-15", { pickedSizes: ["9-12-months"] }).shiftMonths).toBe(
      2,
    );
    expect(
      predict("2026-01-10", "2026-08-15", {
        pickedSizes: ["9-12-months", "3-6-months", "6-9-months"],
      }).shiftMonths,
    ).toBe(0);
    // Even count: the larger middle value.
    expect(
      predict("2026-01-10", "2026-08-15", { pickedSizes: ["3-6-months", "9-12-months"] })
        .shiftMonths,
    ).toBe(2);
    expect(
      predict("2026-01-10", "2026-08-15", {
        sizeNow: "3-6-months",
        pickedSizes: ["3-6-months", "9-12-months"],
      }).shiftMonths,
    ).toBe(-2);
    // Picks outvote 'wears now'.
    expect(
      predict("2026-01-10", "2026-08-15", {
        sizeNow: "3-6-months",
        pickedSizes: ["6-9-months", "6-9-months"],
      }),
    ).toMatchObject({ current: "6-9-months", shiftMonths: 0, nextFrom: "2026-10-10" });
  });

  it("reads a dated pick against the child's age on that day", () => {
    const prediction = predictChildSize({
      dateOfBirth: "2026-01-10",
      sizeNow: null,
      pickedSizes: [{ size: "9-12-months", on: "2026-08-15" }],
      today: "2027-02-01",
    });
    expect(prediction).toMatchObject({ current: "12-18-months", shiftMonths: 2, ageMonths: 12 });
    expect(prediction.nextFrom).toBe("2027-05-10");
  });

  it("ignores picks that are not age sizes", () => {
    expect(
      predict("2026-01-10", "2026-08-15", { pickedSizes: ["one-size", "9-12-months", "small"] })
        .shiftMonths,
    ).toBe(2);
  });
});

describe("assignPicks", () => {
  const baby = { dateOfBirth: "2026-01-10", sizeNow: null }; // 6-9 months on 2026-08-15
  const toddler = { dateOfBirth: "2024-01-10", sizeNow: null }; // 2-3 years on 2026-08-15
  const today = "2026-08-15";

  it("gives each pick to the child whose size is nearest", () => {
    expect(
      assignPicks([baby, toddler], ["6-9-months", "2-3-years", "9-12-months", "3-4-years"], today),
    ).toEqual([
      ["6-9-months", "9-12-months"],
      ["2-3-years", "3-4-years"],
    ]);
  });

  it("gives a tie to the child listed first", () => {
    // 12-18 months: two steps from 6-9 months and two from 2-3 years.
    expect(assignPicks([baby, toddler], ["12-18-months"], today)).toEqual([["12-18-months"], []]);
    expect(assignPicks([toddler, baby], ["12-18-months"], today)).toEqual([["12-18-months"], []]);
  });

  it("gives a pick to nobody when it is too far from every child", () => {
    expect(MAX_PICK_DISTANCE).toBe(2);
    // 3-6 is one step from 6-9; 0-3 two; newborn three.
    expect(assignPicks([baby], ["3-6-months", "0-3-months", "newborn"], today)).toEqual([
      ["3-6-months", "0-3-months"],
    ]);
    expect(assignPicks([baby], ["12-18-months", "18-24-months"], today)).toEqual([
      ["12-18-months"],
    ]);
  });

  it("uses each child's 'wears now' and the pick's own day", () => {
    // Said at 1 month: 3-6 months, two ahead; on 15 August (7 months) that makes 9-12 months,
    // two steps from 18-24. Read on the pick's day instead, 3-6 would be two behind: four steps.
    const said = { dateOfBirth: "2026-01-10", sizeNow: "3-6-months", sizeNowOn: "2026-02-15" };
    expect(assignPicks([said], ["18-24-months"], today)).toEqual([["18-24-months"]]);
    expect(assignPicks([{ ...said, sizeNowOn: null }], ["18-24-months"], today)).toEqual([[]]);
    const tall = { dateOfBirth: "2026-01-10", sizeNow: "12-18-months", sizeNowOn: today };
    expect(assignPicks([tall, toddler], ["18-24-months"], today)).toEqual([["18-24-months"], []]);
    const dated = { size: "0-3-months", on: "2026-02-20" };
    expect(assignPicks([baby, toddler], [dated], today)).toEqual([[dated], []]);
  });

  it("skips a child not yet born on the pick's day, and picks of no age size", () => {
    // Not yet born: a size for a newborn made before the birth belongs to nobody.
    const early = { size: "0-3-months", on: "2025-12-01" };
    expect(assignPicks([baby, toddler], [early], today)).toEqual([[], []]);
    // Born that day: counted.
    const birthday = { size: "newborn", on: "2026-01-10" };
    expect(assignPicks([baby], [birthday], today)).toEqual([[birthday]]);
    // A label of no age size is never near a child, a newborn included.
    expect(assignPicks([{ dateOfBirth: today, sizeNow: null }], ["small"], today)).toEqual([[]]);
    const dated = { size: "12-18-months", on: "2025-12-01" };
    expect(assignPicks([baby, toddler], [dated, "small"], today)).toEqual([[], [dated]]);
    expect(assignPicks([baby], [dated], today)).toEqual([[]]);
    expect(assignPicks([], ["6-9-months"], today)).toEqual([]);
  });
});
