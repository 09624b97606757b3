import { describe, expect, it } from "vitest";
import { picturesForColour } from "./picture-colours";

const images = ["a.png", "b.png", "c.png", "d.png"];
const colours = { "a.png": "sage", "b.png": "rust", "d.png": "rust" };

describe("the pictures of the chosen colour", () => {
  it("are that colour's first, then the pictures of no colour; other colours' are left out", () => {
    expect(picturesForColour(images, colours, "rust")).toEqual(["b.png", "d.png", "c.png"]);
    expect(picturesForColour(images, colours, "sage")).toEqual(["a.png", "c.png"]);
  });

  it("are every picture when the colour has none of its own, or no colour is chosen", () => {
    expect(picturesForColour(images, colours, "navy")).toEqual(images);
    expect(picturesForColour(images, colours, null)).toEqual(images);
    expect(picturesForColour(images, {}, "rust")).toEqual(images);
  });
});
