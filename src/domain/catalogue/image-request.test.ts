import { describe, expect, it } from "vitest";
import { imagePath, imageQuery, MAX_IMAGE_WIDTH } from "./image-request";

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("the image endpoint's query (spec 7.6)", () => {
  it("takes a width of 1 to 2000 pixels and the resize mode 'contain', both optional", () => {
    expect(MAX_IMAGE_WIDTH).toBe(2000);
    expect(imageQuery.parse({ width: "480", resize: "contain" })).toEqual({
      width: 480,
      resize: "contain",
    });
    expect(imageQuery.parse({ width: "1" })).toEqual({ width: 1 });
    expect(imageQuery.parse({ width: "2000" })).toEqual({ width: 2000 });
    expect(imageQuery.parse({})).toEqual({});
  });

  it("refuses any other width with one message", () => {
    for (const width of ["0", "2001", "99999", "123456", "-1", "1.5", "1e3", " 480", "480x", "x"])
      expect(messagesOf(imageQuery.safeParse({ width })), width).toEqual([
        "width must be a whole number from 1 to 2000",
      ]);
  });

  it("refuses any other resize mode", () => {
    expect(messagesOf(imageQuery.safeParse({ resize: "cover" }))).toEqual([
      "resize must be 'contain'",
    ]);
  });
});

describe("an image's path", () => {
  it("is one to eight plain segments, joined with slashes", () => {
    expect(imagePath.parse({ path: ["products", "dress_1.v2-a.png"] })).toEqual({
      path: "products/dress_1.v2-a.png",
    });
    expect(imagePath.safeParse({ path: Array.from({ length: 8 }, () => "a") }).success).toBe(true);
    expect(imagePath.safeParse({ path: ["x".repeat(120)] }).success).toBe(true);
  });

  it("refuses '..', hidden files, encoded or odd bytes, long segments and deep paths", () => {
    for (const path of [
      [],
      Array.from({ length: 9 }, () => "a"),
      [".."],
      [".env"],
      ["-a"],
      ["a b"],
      ["a%2F"],
      ["a/b"],
      ["x".repeat(121)],
      ["é.png"],
      [""],
      ["a\u0000"],
    ])
      expect(imagePath.safeParse({ path }).success, JSON.stringify(path)).toBe(false);
  });
});
