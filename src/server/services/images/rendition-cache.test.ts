import { describe, expect, it } from "vitest";
import { RenditionCache } from "./rendition-cache";

const image = (size: number) => ({
  bytes: Buffer.alloc(size),
  contentType: "image/png",
  etag: `"${size}"`,
});

describe("the in-process cache of resized images", () => {
  it("keeps the most recently used renditions within its byte budget", () => {
    const cache = new RenditionCache(250);
    cache.set("a", image(100));
    cache.set("b", image(100));
    expect(cache.get("a")).toBeDefined(); // a is now the most recent
    cache.set("c", image(100)); // over budget: b, the least recent, goes
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it("does not keep an image larger than the whole budget", () => {
    const cache = new RenditionCache(50);
    cache.set("big", image(100));
    expect(cache.get("big")).toBeUndefined();
  });
});
