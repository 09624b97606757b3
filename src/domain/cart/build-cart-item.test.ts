import { describe, expect, it } from "vitest";
import { product, variant } from "@/domain/catalogue/test-fixtures";
import { buildCartItem } from "./build-cart-item";
import { blue, counterUid, large, red, small } from "./test-fixtures";

const dress = product(7, {
  name: "Linen dress",
  slug: "linen-dress",
  rrp: "42.50",
  product_variants: [
    variant(70, 7, { size: small, color: red, stock: 0 }),
    variant(71, 7, { size: small, color: blue, stock: 2 }),
    variant(72, 7, { size: large, color: red, stock: 5 }),
    variant(73, 7, { size: large, color: blue, stock: 5, deleted_at: "2024-01-01" }),
  ],
});

describe("buildCartItem (spec 3.5: built from a product plus a chosen size name and colour name)", () => {
  it("selects the variant with that size and colour", () => {
    const item = buildCartItem(dress, "Small", "Blue", counterUid());
    expect(item).toMatchObject({
      product: {
        id: 7,
        slug: "linen-dress",
        name: "Linen dress",
        rrp: "42.50",
        images: ["products/7.jpg"],
      },
      selected_variant: {
        id: 71,
        stock: 2,
        size: { name: "Small", slug: "small", order: 1, metadata: {} },
        color: { name: "Blue" },
        product: { id: 7, slug: "linen-dress", name: "Linen dress" },
      },
      uid: "uid-1",
      unavailable: false,
      keptItem: false,
    });
  });

  it("keeps only live variants on the item's product", () => {
    expect(
      buildCartItem(dress, "Small", "Red", counterUid())?.product.product_variants.map((v) => v.id),
    ).toEqual([70, 71, 72]);
  });

  it("prefers a variant with stock when the colour is not chosen", () => {
    expect(buildCartItem(dress, "Small", null, counterUid())?.selected_variant.id).toBe(71);
  });

  it("returns null when no live variant matches", () => {
    expect(buildCartItem(dress, "Large", "Blue", counterUid())).toBeNull();
    expect(buildCartItem(dress, "Huge", "Red", counterUid())).toBeNull();
  });

  it("takes the uid from the injected generator", () => {
    const uid = counterUid("x");
    expect([
      buildCartItem(dress, "Small", "Red", uid)?.uid,
      buildCartItem(dress, "Small", "Red", uid)?.uid,
    ]).toEqual(["x-1", "x-2"]);
  });
});
