import { randomUUID } from "node:crypto";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { LocalRouteCache } from "./route-cache-handler.mjs";

// The route cache without Redis (one web process): Next.js's own file-system cache, kept in memory
// here, except that a page whose render began before an invalidation of what it shows is not kept.
// Unique keys and tags: Next.js's tag record and the render starts are the process's.

const PAGE = { kind: "APP_PAGE" };

function newCache() {
  return new LocalRouteCache({
    flushToDisk: false,
    serverDistDir: os.tmpdir(),
    maxMemoryCacheSize: 10 * 1024 * 1024,
    revalidatedTags: [],
  });
}

/** A product page as Next.js stores it, showing `stock`, with the tags of what it read. */
function productPage(stock: number, tag: string) {
  return {
    kind: "APP_PAGE",
    html: `<p>${stock} left</p>`,
    rscData: Buffer.from(`rsc ${stock}`),
    headers: { "x-next-cache-tags": `${tag},_N_T_/layout` },
    postponed: undefined,
    status: 200,
    segmentData: new Map(),
  };
}

const shown = (entry: { value?: { html?: string } } | null) => entry?.value?.html ?? null;
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

describe("the route cache without Redis", () => {
  it("keeps a rendered page and serves it to the next visit", async () => {
    const cache = newCache();
    const key = `/products/${randomUUID()}`;
    expect(await cache.get(key, PAGE)).toBeNull(); // a miss: the page is rendered
    await cache.set(key, productPage(3, `product:${randomUUID()}`), {});
    expect(shown(await cache.get(key, PAGE))).toBe("<p>3 left</p>");
  });

  it("keeps no page whose render began before a change to what it shows was invalidated", async () => {
    const cache = newCache();
    const key = `/products/${randomUUID()}`;
    const tag = `product:${randomUUID()}`;
    expect(await cache.get(key, PAGE)).toBeNull(); // a visit's render begins, reading 3 left
    await tick();
    await cache.revalidateTag([tag]); // staff set the stock to 0 meanwhile
    await tick();
    await cache.set(key, productPage(3, tag), {}); // the render ends, showing 3 left
    expect(await cache.get(key, PAGE)).toBeNull(); // the next visit renders it again
    await cache.set(key, productPage(0, tag), {});
    expect(shown(await cache.get(key, PAGE))).toBe("<p>0 left</p>");
  });

  it("keeps a page whose render began after the invalidation, and one whose tags were not touched", async () => {
    const cache = newCache();
    const key = `/products/${randomUUID()}`;
    const other = `/products/${randomUUID()}`;
    const tag = `product:${randomUUID()}`;
    expect(await cache.get(other, PAGE)).toBeNull();
    await cache.revalidateTag([tag]);
    await tick();
    expect(await cache.get(key, PAGE)).toBeNull(); // begins after the change: it reads 0 left
    await cache.set(key, productPage(0, tag), {});
    await cache.set(other, productPage(5, `product:${randomUUID()}`), {}); // began before, other tags
    expect(shown(await cache.get(key, PAGE))).toBe("<p>0 left</p>");
    expect(shown(await cache.get(other, PAGE))).toBe("<p>5 left</p>");
  });
});
