import { describe, expect, it } from "vitest";
import { familiesText, notBoughtText, wardrobeImpact, type Wear } from "./wardrobe-impact";

const day = (d: number) => new Date(Date.UTC(2026, 0, d));
const wear = (itemId: number, userId: string, d: number): Wear => ({
  itemId,
  userId,
  wornAt: day(d),
});
const garment = (itemId: number, over: Partial<Parameters<typeof wardrobeImpact>[1][0]> = {}) => ({
  itemId,
  historyHomes: 0,
  withFamily: false,
  kept: false,
  ...over,
});

describe("wardrobeImpact", () => {
  it("counts the families before and after this one, per garment", () => {
    const impact = wardrobeImpact(
      "me",
      [garment(1), garment(2, { withFamily: true })],
      [
        wear(1, "a", 1),
        wear(1, "b", 5),
        wear(1, "me", 10),
        wear(1, "c", 20),
        wear(2, "me", 12),
        wear(2, "a", 2),
      ],
    );
    expect(impact.garments).toEqual([
      { itemId: 1, familiesBefore: 2, familiesAfter: 1 },
      { itemId: 2, familiesBefore: 1, familiesAfter: null },
    ]);
    expect(impact).toMatchObject({ worn: 2, kept: 0, notBought: 2, otherFamilies: 3 });
  });

  it("adds the homes from before the shop's records to 'before'", () => {
    const impact = wardrobeImpact("me", [garment(1, { historyHomes: 3 })], [wear(1, "me", 1)]);
    expect(impact.garments).toEqual([{ itemId: 1, familiesBefore: 3, familiesAfter: 0 }]);
    const negative = wardrobeImpact("me", [garment(1, { historyHomes: -2 })], [wear(1, "me", 1)]);
    expect(negative.garments[0]?.familiesBefore).toBe(0);
  });

  it("takes the family's first wear: a second rental does not move the line", async () => {
    const impact = wardrobeImpact(
      "me",
      [garment(1)],
      [wear(1, "me", 10), wear(1, "me", 3), wear(1, "b", 15), wear(1, "me", 20), wear(1, "a", 5)],
    );
    expect(impact.garments).toEqual([{ itemId: 1, familiesBefore: 0, familiesAfter: 2 }]);
    expect(impact.worn).toBe(1);
    const later = wardrobeImpact(
      "me",
      [garment(1)],
      [wear(1, "me", 3), wear(1, "a", 5), wear(1, "me", 1)],
    );
    expect(later.garments[0]).toMatchObject({ familiesBefore: 0, familiesAfter: 1 });
  });

  it("a wear at the same moment as the family's counts after", () => {
    const impact = wardrobeImpact("me", [garment(1)], [wear(1, "me", 10), wear(1, "x", 10)]);
    expect(impact.garments[0]).toMatchObject({ familiesBefore: 0, familiesAfter: 1 });
  });

  it("counts another family once, before, if they wore it before and after", () => {
    const impact = wardrobeImpact(
      "me",
      [garment(1)],
      [wear(1, "a", 1), wear(1, "me", 10), wear(1, "a", 20)],
    );
    expect(impact.garments[0]).toMatchObject({ familiesBefore: 1, familiesAfter: 0 });
    expect(impact.otherFamilies).toBe(1);
  });

  it("a kept garment has no 'after' and is not counted as not bought", () => {
    const impact = wardrobeImpact(
      "me",
      [garment(1, { kept: true }), garment(2)],
      [wear(1, "me", 1), wear(2, "me", 2), wear(2, "z", 3)],
    );
    expect(impact.garments).toEqual([
      { itemId: 1, familiesBefore: 0, familiesAfter: null },
      { itemId: 2, familiesBefore: 0, familiesAfter: 1 },
    ]);
    expect(impact).toMatchObject({ worn: 2, kept: 1, notBought: 1, otherFamilies: 1 });
  });

  it("leaves out a garment that never reached the family", () => {
    const impact = wardrobeImpact(
      "me",
      [garment(1), garment(2)],
      [wear(1, "me", 1), wear(2, "a", 1)],
    );
    expect(impact.garments.map((g) => g.itemId)).toEqual([1]);
    expect(impact).toMatchObject({ worn: 1, notBought: 1, otherFamilies: 0 });
  });

  it("is all zero for a family that wore nothing", () => {
    expect(wardrobeImpact("me", [], [wear(1, "a", 1)])).toEqual({
      garments: [],
      worn: 0,
      kept: 0,
      notBought: 0,
      otherFamilies: 0,
    });
  });
});

describe("the words", () => {
  it("say how many families, in the singular and the plural", () => {
    expect(familiesText(0, "before")).toBe("You were the first to wear it");
    expect(familiesText(0, "after")).toBe("No one yet since");
    expect(familiesText(1, "before")).toBe("1 family before you");
    expect(familiesText(2, "after")).toBe("2 families after you");
  });

  it("say how many garments the family did not have to buy", () => {
    expect(notBoughtText({ notBought: 0 })).toBe(
      "Nothing worn yet: your first garments will show here.",
    );
    expect(notBoughtText({ notBought: 1 })).toBe(
      "Your family wore 1 garment without having to buy it.",
    );
    expect(notBoughtText({ notBought: 7 })).toBe(
      "Your family wore 7 garments without having to buy them.",
    );
  });
});
