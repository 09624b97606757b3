import { describe, expect, it } from "vitest";
import { stepTitle } from "./step-title";

describe("stepTitle (issue 13: no '1. 1. Choose your plan')", () => {
  it.each([
    ["1. Choose your plan", "Choose your plan"],
    ["2) Pick your pieces", "Pick your pieces"],
    ["  3 - Choose a delivery slot", "Choose a delivery slot"],
    ["Choose your plan", "Choose your plan"],
    ["5 pieces a month", "5 pieces a month"],
    ["24/7 help", "24/7 help"],
    ["1.", "1."],
  ])("'%s' reads '%s'", (title, shown) => {
    expect(stepTitle(title)).toBe(shown);
  });
});
