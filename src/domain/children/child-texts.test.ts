import { describe, expect, it } from "vitest";
import {
  ageSizeName,
  childSizeChipLabel,
  childSizeHref,
  childSizeOption,
  dayText,
  monthText,
  nextSizeText,
  possessive,
  wearsNowText,
} from "./child-texts";

describe("child texts", () => {
  it("names sizes, months and days", () => {
    expect(ageSizeName("3-6-months")).toBe("3-6 months");
    expect(ageSizeName("newborn")).toBe("Newborn");
    expect(ageSizeName("small")).toBe("small");
    expect(monthText("2026-10-10")).toBe("October 2026");
    expect(monthText("2027-01-01")).toBe("January 2027");
    expect(monthText("2026-12-31")).toBe("December 2026");
    expect(dayText("2026-01-10")).toBe("10 January 2026");
    expect(possessive("James")).toBe("James's");
  });

  it("says what the child wears and when the next size starts", () => {
    expect(wearsNowText({ current: "6-9-months" })).toBe("Wears 6-9 months now");
    expect(nextSizeText({ next: "9-12-months", nextFrom: "2026-10-10" })).toBe(
      "Next size 9-12 months from October 2026",
    );
    expect(nextSizeText({ next: null, nextFrom: null })).toBe("5-6 years is our largest size");
    expect(nextSizeText({ next: null, nextFrom: "2026-10-10" })).toBe(
      "5-6 years is our largest size",
    );
    expect(nextSizeText({ next: "9-12-months", nextFrom: null })).toBe(
      "5-6 years is our largest size",
    );
  });

  it("links the chip to the size, in stock only", () => {
    expect(childSizeHref("3-6-months")).toBe("/collection/browse?size=3-6-months&available=1");
    expect(childSizeChipLabel({ firstName: "Amelia", size: "3-6-months" })).toBe(
      "Only Amelia's size: 3-6 months, in stock",
    );
  });
});

describe("childSizeOption", () => {
  const options = [
    { value: "0-3m", name: "0-3m" },
    { value: "12-18m", name: "12-18m" },
    { value: "2-4y", name: "2-4y" },
  ];

  it("finds the option that stands for the child's size, legacy labels too", () => {
    expect(childSizeOption(options, [{ firstName: "Amelia", size: "12-18-months" }])).toEqual({
      option: options[1],
      firstName: "Amelia",
    });
    expect(childSizeOption(options, [{ firstName: "Nell", size: "3-4-years" }])).toEqual({
      option: options[2],
      firstName: "Nell",
    });
  });

  it("takes the first child the product has a size for, or none", () => {
    const family = [
      { firstName: "Iris", size: "6-9-months" },
      { firstName: "Nell", size: "0-3-months" },
      { firstName: "Amelia", size: "12-18-months" },
    ];
    expect(childSizeOption(options, family)).toEqual({ option: options[0], firstName: "Nell" });
    expect(childSizeOption(options, [family[0]!])).toBeNull();
    expect(childSizeOption(options, [])).toBeNull();
    expect(childSizeOption([], family)).toBeNull();
  });
});
