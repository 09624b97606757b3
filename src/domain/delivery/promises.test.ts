import { describe, expect, it } from "vitest";
import { postcodeEstimate, servedAreasText } from "./promises";

const served = ["sw4", "se15", "e8"];

describe("postcodeEstimate (spec 5's estimate in words, issue 13)", () => {
  it("a served outward code is delivered within 48 hours", () => {
    expect(postcodeEstimate("sw4 7ab", served)).toMatchObject({
      estimate: "48h",
      area: "SW4",
      served: true,
      text: "Good news: we deliver to SW4 within 48 hours (48h), on a day and time slot you choose at checkout.",
    });
  });

  it("anywhere else is offered the waitlist", () => {
    expect(postcodeEstimate("M1 1AA", served)).toMatchObject({
      estimate: "4d",
      area: "M1",
      served: false,
      text: "We don't deliver to M1 yet. Join the waitlist at checkout and we'll let you know as soon as we do.",
    });
  });

  it("no estimate for fewer than 5 characters", () => {
    expect(postcodeEstimate("SW4 7", served)).toBeNull();
    expect(postcodeEstimate("", served)).toBeNull();
  });
});

describe("servedAreasText", () => {
  it("lists the outward codes as written on letters", () => {
    expect(servedAreasText(served)).toBe("SW4, SE15, E8");
  });
});

describe("the served areas as parents read them", () => {
  it("lists the outward codes in capitals, without spaces, separated by commas", () => {
    expect(servedAreasText(["sw 2", " n16", "E1"])).toBe("SW2, N16, E1");
  });
});
