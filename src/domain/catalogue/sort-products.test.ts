import { describe, expect, it } from "vitest";
import { sortProducts } from "./sort-products";

const p = (id: number, price: number, stock: number) => ({
  id,
  price,
  product_variants: [{ stock }],
});
const list = [p(1, 30, 0), p(2, 20, 2), p(3, 30, 1), p(4, 10, 0)];
const ids = (products: { id: number }[]) => products.map((product) => product.id);

describe("sortProducts (issue 13: a sort in the filters)", () => {
  it("keeps the shop's order without a choice", () => {
    expect(ids(sortProducts(list, undefined))).toEqual([1, 2, 3, 4]);
  });

  it("sorts by price, equals in the shop's order", () => {
    expect(ids(sortProducts(list, "price-low"))).toEqual([4, 2, 1, 3]);
    expect(ids(sortProducts(list, "price-high"))).toEqual([1, 3, 2, 4]);
  });

  it("puts what is in stock first", () => {
    expect(ids(sortProducts(list, "in-stock"))).toEqual([2, 3, 1, 4]);
  });

  it("leaves the given list alone", () => {
    sortProducts(list, "price-low");
    expect(ids(list)).toEqual([1, 2, 3, 4]);
  });
});
