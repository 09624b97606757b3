import { describe, expect, it } from "vitest";
import {
  addedMessage,
  initialColour,
  pickerState,
  pickerStatus,
  sizeAfterColourChange,
  stockLabel,
} from "./product-picker";
import { option, variant } from "./test-fixtures";
import type { ListedVariant, VariantOptionRef } from "./types";

const sage = option(1, "Sage", 2);
const oat = option(2, "Oat", 1);
const small = option(10, "0-3 months", 1);
const big = option(11, "3-6 months", 2);

const v = (
  id: number,
  color: VariantOptionRef | null,
  size: VariantOptionRef | null,
  stock: number,
) => variant(id, 1, { color, size, stock }) as ListedVariant;
const held = (id: number, keptItem = false) => ({ selected_variant: { id }, keptItem });

// Oat sorts first (order 1) but has no stock; Sage has both sizes.
const variants = [v(1, sage, small, 2), v(2, sage, big, 0), v(3, oat, small, 0)];

describe("stockLabel", () => {
  it("says how many are left, or sold out", () => {
    expect(stockLabel(3)).toBe("3 left");
    expect(stockLabel(0)).toBe("sold out");
  });
});

describe("the colour picker", () => {
  it("lists each colour once by option order, with the stock shown to the user", () => {
    expect(pickerState(variants, [held(1)], "sage", null).colours).toEqual([
      { value: "oat", name: "Oat", stock: 0 },
      { value: "sage", name: "Sage", stock: 1 },
    ]);
  });

  it("opens on the first colour with stock, else the first, else none", () => {
    expect(initialColour(variants)).toBe("sage");
    expect(initialColour([v(3, oat, small, 0), v(2, sage, big, 0)])).toBe("oat");
    expect(initialColour([v(5, null, small, 1)])).toBeNull();
  });

  it("keeps the chosen size only when the new colour has it", () => {
    expect(sizeAfterColourChange(variants, "oat", "0-3-months")).toBe("0-3-months");
    expect(sizeAfterColourChange(variants, "oat", "3-6-months")).toBeNull();
  });
});

describe("the size picker and 'Add to wardrobe' (spec 2.10, 4.6)", () => {
  it("lists the sizes of the chosen colour with the stock shown to the user", () => {
    expect(pickerState(variants, [held(1)], "sage", null).sizes).toEqual([
      { value: "0-3-months", name: "0-3 months", stock: 1 },
      { value: "3-6-months", name: "3-6 months", stock: 0 },
    ]);
  });

  it("asks for a size first", () => {
    const state = pickerState(variants, [], "sage", null);
    expect(state.refusal).toBe("Choose a size to add it to your wardrobe");
    expect(state.note).toBe("Choose a size to add it to your wardrobe");
  });

  it("refuses a combination that does not exist", () => {
    expect(pickerState(variants, [], "oat", "3-6-months").refusal).toBe(
      "This combination is not available",
    );
  });

  it("refuses a size with no stock", () => {
    expect(pickerState(variants, [], "sage", "3-6-months").refusal).toBe(
      "This size is out of stock",
    );
  });

  it("refuses a size whose every garment is already in the cart; kept items hold none", () => {
    expect(pickerState(variants, [held(1), held(1)], "sage", "0-3-months").refusal).toBe(
      "Every one we have in this size is already in your wardrobe",
    );
    const kept = pickerState(variants, [held(1), held(1, true)], "sage", "0-3-months");
    expect(kept.refusal).toBeNull();
    expect(kept.selected?.id).toBe(1);
    expect(kept.note).toBe("1 left in this size");
  });

  it("adds a product without sizes as one size", () => {
    const plain = [v(7, null, null, 1)];
    const state = pickerState(plain, [], null, null);
    expect(state).toMatchObject({ sizes: [], refusal: null, note: "1 left in this size" });
    expect(addedMessage("Sun hat", state.selected!)).toBe(
      "Added to your wardrobe: Sun hat, one size",
    );
  });

  it("shows the confirmation before the note", () => {
    const state = pickerState(variants, [held(1)], "sage", "0-3-months");
    const added = addedMessage("Romper", state.selected!);
    expect(added).toBe("Added to your wardrobe: Romper, 0-3 months");
    expect(pickerStatus(added, state)).toBe(
      "Added to your wardrobe: Romper, 0-3 months. 1 left in this size",
    );
    expect(pickerStatus(null, { note: "" })).toBe("");
  });
});
