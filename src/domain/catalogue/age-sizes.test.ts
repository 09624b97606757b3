import { describe, expect, it } from "vitest";
import { BUILT_IN_HIDDEN_SIZE_LABELS } from "@/domain/content/settings";
import { AGE_SIZES, ageSizeRank, ageSizesOf, otherLabelsFor } from "./age-sizes";

const names = (label: string) => ageSizesOf(label).map((size) => size.name);

describe("ageSizesOf (issue 13: every garment's size maps onto one age-ordered set)", () => {
  it("maps the shop's own sizes onto themselves", () => {
    for (const size of AGE_SIZES) expect(names(size.name)).toEqual([size.name]);
  });

  it.each([
    ["12-18m", "12-18 months"],
    ["18m-24m", "18-24 months"],
    ["18-24m", "18-24 months"],
    ["6m", "3-6 months"],
    ["3m", "0-3 months"],
    ["1m", "Newborn"],
    ["2m", "0-3 months"],
    ["9m", "6-9 months"],
    ["12m", "9-12 months"],
    ["1y", "9-12 months"],
    ["18m", "12-18 months"],
    ["1.5y", "12-18 months"],
    ["24m", "18-24 months"],
    ["2y", "18-24 months"],
    ["36m", "2-3 years"],
    ["3y", "2-3 years"],
    ["48m", "3-4 years"],
    ["6y", "5-6 years"],
    ["56/62 (0-3m)", "0-3 months"],
    ["62/68-(3-6m)", "3-6 months"],
    ["80/86 (12-18m)", "12-18 months"],
    ["92/98 (2-3y)", "2-3 years"],
    ["98/104 (3-4y)", "3-4 years"],
    ["NB", "Newborn"],
  ])("'%s' is %s", (label, expected) => {
    expect(names(label)).toEqual([expected]);
  });

  it("a wider range is every age size inside it, smallest first", () => {
    expect(names("2-4y")).toEqual(["2-3 years", "3-4 years"]);
    expect(names("9m-4y")).toEqual([
      "9-12 months",
      "12-18 months",
      "18-24 months",
      "2-3 years",
      "3-4 years",
    ]);
  });

  it.each(["small", "medium", "xs", "2", "4", "s", "m", "extra large", "19 to 27", "One size", ""])(
    "'%s' names no age",
    (label) => {
      expect(ageSizesOf(label)).toEqual([]);
    },
  );

  it("every built-in hidden label naming an age in months or years maps onto an age size", () => {
    const ages = BUILT_IN_HIDDEN_SIZE_LABELS.filter((label) => /\d\s*(m|y)/i.test(label));
    const unmapped = ages.filter((label) => ageSizesOf(label).length === 0);
    // '6-10y' is older than the shop's largest size.
    expect(unmapped).toEqual(["6-10y"]);
  });

  it("ranks the sizes smallest first", () => {
    expect(ageSizeRank("newborn")).toBe(0);
    expect(ageSizeRank("5-6-years")).toBe(AGE_SIZES.length - 1);
    expect(ageSizeRank("small")).toBe(-1);
  });

  it("lists the other labels of a size for the size guide", () => {
    const twelve = AGE_SIZES.find((size) => size.slug === "12-18-months")!;
    expect(otherLabelsFor(twelve, BUILT_IN_HIDDEN_SIZE_LABELS)).toEqual([
      "12-18m",
      "18m",
      "1.5y",
      "80/86 (12-18m)",
    ]);
  });

  it("heights follow on from one size to the next", () => {
    for (let i = 1; i < AGE_SIZES.length; i += 1)
      expect(AGE_SIZES[i]!.heightCm[0]).toBe(AGE_SIZES[i - 1]!.heightCm[1]);
  });
});
