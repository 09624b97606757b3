import { describe, expect, it } from "vitest";
import { RETURNS_PROMISE } from "@/domain/delivery/promises";
import { productAccordions } from "./product-copy";

describe("the seeded product copy", () => {
  it("promises the returns that exist, in the shop's one wording (issue 25)", () => {
    const { accordion3 } = productAccordions({
      noun: "Romper",
      shape: "romper",
      motif: "Fox",
      colourNames: ["Sage"],
      materialCare: "Organic cotton.",
      fitName: "Regular",
    });
    expect(accordion3).toContain(RETURNS_PROMISE);
    expect(accordion3).not.toMatch(/collection|courier|book/i);
  });
});
