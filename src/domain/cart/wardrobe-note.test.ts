import { describe, expect, it } from "vitest";
import { picksLeft, picksLeftText, wardrobeNote } from "./wardrobe-note";

const planA = { plan: "Subscription A", limit: 5 };

describe("wardrobeNote (issue 13: a note on the product page when the wardrobe is full)", () => {
  it("says nothing while there is room or without a plan", () => {
    expect(wardrobeNote(4, planA)).toBeNull();
    expect(wardrobeNote(9, null)).toBeNull();
  });

  it("at the limit: full, and what to do", () => {
    expect(wardrobeNote(5, planA)).toEqual({
      full: true,
      text: "Your wardrobe is full: 5 of 5 picked. To add this piece, remove one from your wardrobe or choose a bigger plan.",
    });
  });

  it("over the limit: by how many", () => {
    expect(wardrobeNote(6, planA)?.text).toBe(
      "Your wardrobe has 1 piece more than Subscription A allows. Remove one or choose a bigger plan before checking out.",
    );
    expect(wardrobeNote(8, planA)?.text).toBe(
      "Your wardrobe has 3 pieces more than Subscription A allows. Remove some or choose a bigger plan before checking out.",
    );
  });
});

describe("picksLeft", () => {
  it("counts down to zero, never below", () => {
    expect(picksLeft(2, planA)).toBe(3);
    expect(picksLeft(7, planA)).toBe(0);
    expect(picksLeft(2, null)).toBeNull();
  });
});

describe("picksLeftText (the collection banner's second line)", () => {
  it("asks for the plan's pieces at first, then counts what is left; nothing when full or planless", () => {
    expect(picksLeftText(0, planA)).toBe("Now pick your 5");
    expect(picksLeftText(2, planA)).toBe("3 more to pick");
    expect(picksLeftText(4, planA)).toBe("1 more to pick");
    expect(picksLeftText(5, planA)).toBeNull();
    expect(picksLeftText(6, planA)).toBeNull();
    expect(picksLeftText(0, null)).toBeNull();
  });
});
