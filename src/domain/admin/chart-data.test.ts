import { describe, expect, it } from "vitest";
import { PRODUCT_ITEM_STATUSES } from "@/domain/enums";
import {
  groupPoints,
  MAX_CHART_GROUPS,
  mondayOf,
  NO_GROUP_LABEL,
  statusPoints,
  weekPoints,
} from "./chart-data";

describe("chart points by brand or category", () => {
  it("turns SQL's numeric text into percentages and pounds, largest groups first", () => {
    expect(
      groupPoints([
        {
          label: "Pip",
          garments: "3",
          utilisation: "0.125",
          margin_vs_plan: "-94.012",
          efficiency: "0.37504",
        },
        { label: null, garments: 5, utilisation: null, margin_vs_plan: null, efficiency: null },
        {
          label: "Bonnie",
          garments: "3",
          utilisation: "1",
          margin_vs_plan: "12.5",
          efficiency: "0",
        },
      ]),
    ).toEqual([
      { label: NO_GROUP_LABEL, garments: 5, utilisation: 0, marginVsPlan: 0, efficiency: 0 },
      { label: "Bonnie", garments: 3, utilisation: 100, marginVsPlan: 12.5, efficiency: 0 },
      { label: "Pip", garments: 3, utilisation: 12.5, marginVsPlan: -94.01, efficiency: 37.5 },
    ]);
  });

  it("keeps at most the largest groups", () => {
    const rows = Array.from({ length: MAX_CHART_GROUPS + 3 }, (_, i) => ({
      label: `Brand ${i}`,
      garments: i,
      utilisation: "0",
      margin_vs_plan: "0",
      efficiency: "0",
    }));
    const points = groupPoints(rows);
    expect(points).toHaveLength(MAX_CHART_GROUPS);
    expect(points[0]!.label).toBe(`Brand ${MAX_CHART_GROUPS + 2}`);
    expect(points.at(-1)!.label).toBe("Brand 3");
  });

  it("reads a number that is not one as 0", () => {
    expect(
      groupPoints([
        { label: "X", garments: "n/a", utilisation: "NaN", margin_vs_plan: "", efficiency: "x" },
      ]),
    ).toEqual([{ label: "X", garments: 0, utilisation: 0, marginVsPlan: 0, efficiency: 0 }]);
  });
});

describe("garments by status", () => {
  it("lists every status in the life cycle's order, 0 where there are none", () => {
    const points = statusPoints([
      { status: "SOLD", garments: "2" },
      { status: "STORAGE", garments: 7 },
    ]);
    expect(points.map((p) => p.status)).toEqual([...PRODUCT_ITEM_STATUSES]);
    expect(points.find((p) => p.status === "STORAGE")!.garments).toBe(7);
    expect(points.find((p) => p.status === "SOLD")!.garments).toBe(2);
    expect(points.find((p) => p.status === "HOLD")!.garments).toBe(0);
  });
});

describe("deliveries per week", () => {
  it("finds the Monday of a day's week", () => {
    expect(mondayOf("2026-11-25")).toBe("2026-11-23"); // a Wednesday
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23"); // a Sunday
    expect(mondayOf("2026-01-01")).toBe("2025-12-29");
  });

  it("gives the last weeks oldest first, with 0 for a week without deliveries", () => {
    expect(
      weekPoints(
        [
          { week: "2026-11-23", deliveries: "4" },
          { week: "2026-11-09", deliveries: 1 },
          { week: "2026-01-05", deliveries: 9 },
        ],
        "2026-11-25",
        3,
      ),
    ).toEqual([
      { week: "2026-11-09", deliveries: 1 },
      { week: "2026-11-16", deliveries: 0 },
      { week: "2026-11-23", deliveries: 4 },
    ]);
  });
});
