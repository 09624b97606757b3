import { describe, expect, it } from "vitest";
import { showsBandAt } from "./band-visibility";

describe("where the newsletter band shows (spec 2.7)", () => {
  it("is hidden on the home page and on how-it-works", () => {
    expect(showsBandAt("/")).toBe(false);
    expect(showsBandAt("/how-it-works")).toBe(false);
    expect(showsBandAt("/how-it-works/")).toBe(false);
  });

  it("shows on other content pages", () => {
    for (const path of ["/about", "/contact", "/gifting", "/terms"])
      expect(showsBandAt(path)).toBe(true);
  });
});
