import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/images/[...path]/route";
import { createDatabaseImageStorage } from "@/server/integrations/storage/local-database/database-image-storage";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

const PATH = "products/test-romper/1.png";

function get(path: string, query = "", headers: Record<string, string> = {}) {
  return GET(new Request(`http://shop.test/images/${path}${query}`, { headers }), {
    params: Promise.resolve({ path: path.split("/") }),
  });
}

describe(`the image endpoint (spec 7.6) on ${testDbKind}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The route reads the process's database; this test's database stands in for it.
    (globalThis as { littlerobeDb?: TestDatabase }).littlerobeDb = database;
    const bytes = await sharp({
      create: { width: 800, height: 1000, channels: 3, background: "#8fa892" },
    })
      .png()
      .toBuffer();
    await createDatabaseImageStorage(database.db).put(PATH, { bytes, contentType: "image/png" });
  });
  afterAll(async () => {
    (globalThis as { littlerobeDb?: TestDatabase }).littlerobeDb = undefined;
    await database?.close();
  });

  it("scales a stored image to the width with resize=contain, keeping its type and proportions", async () => {
    const response = await get(PATH, "?width=320&resize=contain");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 320, 400]);
  });

  it("sends a scaled picture as WebP to a browser that accepts it, the original never", async () => {
    const chromeAccept = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
    const png = await get(PATH, "?width=320&resize=contain");
    const webp = await get(PATH, "?width=320&resize=contain", { Accept: chromeAccept });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(webp.headers.get("vary")).toBe("Accept");
    const bytes = Buffer.from(await webp.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 400]);
    expect(bytes.length).toBeLessThan(Number(png.headers.get("content-length")));
    // Each kind has its own validator: a PNG's ETag does not answer 304 to a WebP request.
    expect(webp.headers.get("etag")).toMatch(/^".+-320-webp"$/);
    const pngEtag = png.headers.get("etag")!;
    const crossed = await get(PATH, "?width=320&resize=contain", {
      Accept: chromeAccept,
      "If-None-Match": pngEtag,
    });
    expect(crossed.status).toBe(200);
    const original = await get(PATH, "", { Accept: chromeAccept });
    expect(original.headers.get("content-type")).toBe("image/png");
  });

  it("never enlarges, and returns the original without a width", async () => {
    const wide = await sharp(
      Buffer.from(await (await get(PATH, "?width=1600&resize=contain")).arrayBuffer()),
    ).metadata();
    expect(wide.width).toBe(800);
    const original = await sharp(Buffer.from(await (await get(PATH)).arrayBuffer())).metadata();
    expect([original.width, original.height]).toEqual([800, 1000]);
  });

  it("answers a repeated request with 304 Not Modified through its ETag", async () => {
    const first = await get(PATH, "?width=480&resize=contain");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+-480"$/);
    expect(first.headers.get("cache-control")).toContain("max-age=");
    const again = await get(PATH, "?width=480&resize=contain", { "If-None-Match": etag! });
    expect(again.status).toBe(304);
    const otherWidth = await get(PATH, "?width=640&resize=contain", { "If-None-Match": etag! });
    expect(otherWidth.status).toBe(200);
  });

  it("accepts only resize=contain and a whole width from 1 to 2000", async () => {
    for (const query of [
      "?width=320&resize=cover",
      "?width=320&resize=fill",
      "?width=0",
      "?width=2001",
      "?width=12.5",
      "?width=abc",
    ]) {
      expect((await get(PATH, query)).status, query).toBe(400);
    }
    expect((await get(PATH, "?width=320")).status).toBe(200);
  });

  it("answers 404, never 500, for a path with control bytes, '..' or odd characters", async () => {
    for (const path of [
      "products/\u0000/1.png",
      "products/../secret",
      "products/%C0%AF/1.png",
      "a/b/c/d/e/f/g/h/i.png",
      "products/\uFFFD.png",
    ]) {
      const response = await get(path, "?width=320");
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: "not_found", message: "Not found." },
      });
    }
  });

  it("answers 404 for a path that holds no image", async () => {
    const response = await get("products/no-such/1.png", "?width=320&resize=contain");
    expect(response.status).toBe(404);
  });
});
