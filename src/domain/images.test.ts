import { describe, expect, it } from "vitest";
import { DEFAULT_PRODUCT_IMAGE, IMAGE_WIDTHS, imageSrcSet, imageUrl } from "./images";

describe("an image's address (spec 7.6)", () => {
  it("asks the image endpoint for the width, resized to contain", () => {
    expect(imageUrl("products/dress.png", 480)).toBe(
      "/images/products/dress.png?width=480&resize=contain",
    );
  });

  it("takes a stored path with or without leading slashes", () => {
    expect(imageUrl("//products/dress.png", 320)).toBe(
      "/images/products/dress.png?width=320&resize=contain",
    );
  });

  it("escapes each segment but keeps the folders", () => {
    expect(imageUrl("products/summer dress#1?.png", 320)).toBe(
      "/images/products/summer%20dress%231%3F.png?width=320&resize=contain",
    );
    expect(imageUrl("a/b/", 320)).toBe("/images/a/b/?width=320&resize=contain");
  });

  it("offers 320, 480, 640 and 960 pixels wide to the browser", () => {
    expect(IMAGE_WIDTHS).toEqual([320, 480, 640, 960]);
    expect(imageSrcSet("p.png")).toBe(
      [
        "/images/p.png?width=320&resize=contain 320w",
        "/images/p.png?width=480&resize=contain 480w",
        "/images/p.png?width=640&resize=contain 640w",
        "/images/p.png?width=960&resize=contain 960w",
      ].join(", "),
    );
  });

  it("has a default product image for a product without one", () => {
    expect(imageUrl(DEFAULT_PRODUCT_IMAGE, 320)).toBe(
      "/images/defaults/product.png?width=320&resize=contain",
    );
  });
});
