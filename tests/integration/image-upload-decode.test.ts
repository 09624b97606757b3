import { eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as uploadImage } from "@/app/api/staff/products/[id]/images/route";
import { GET as imageGet } from "@/app/images/[...path]/route";
import {
  IMAGE_PIXELS_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
} from "@/domain/admin/product-image-decode";
import { products, storedImages } from "@/server/db/schema";
import { createDatabaseImageStorage } from "@/server/integrations/storage/local-database/database-image-storage";
import { testDbKind } from "../helpers/test-db";
import { APP_URL } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// Issue 23: an upload is decoded before it is stored, so a file that only starts like a PNG is
// refused (415) and no stored image can make its renditions answer 500.

let shop: RouteTestShop;
let productId: number;
let png: Buffer;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function upload(bytes: Uint8Array) {
  const response = await uploadImage(
    new Request(`${APP_URL}/api/staff/products/${productId}/images`, {
      method: "POST",
      headers: { origin: APP_URL, "content-type": "image/png", cookie: shop.staffCookie },
      body: new Uint8Array(bytes),
    }),
    { params: Promise.resolve({ id: String(productId) }) },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const imagesOfProduct = async () =>
  (await shop.handle.db.select().from(products).where(eq(products.id, productId)))[0]!.images;
const storedUnder = async () =>
  (
    await shop.handle.db
      .select({ path: storedImages.path })
      .from(storedImages)
      .where(like(storedImages.path, `products/p${productId}/%`))
  ).length;

function rendition(path: string, width: number | null) {
  return imageGet(new Request(`${APP_URL}/images/${path}${width ? `?width=${width}` : ""}`), {
    params: Promise.resolve({ path: path.split("/") }),
  });
}

beforeAll(async () => {
  shop = await openRouteTestShop();
  const [product] = await shop.handle.db
    .insert(products)
    .values({ name: "Fox Romper", slug: "fox-romper" })
    .returning({ id: products.id });
  productId = product!.id;
  png = await sharp({ create: { width: 60, height: 80, channels: 3, background: "#8fa892" } })
    .png()
    .toBuffer();
});

afterAll(async () => shop.close());

describe(`an upload is decoded before it is stored, on ${testDbKind}`, () => {
  it("a file that only starts with the PNG signature, or a PNG cut short, is 415; nothing is stored", async () => {
    const fake = new Uint8Array(4096);
    fake.set(PNG_SIGNATURE);
    const cut = png.subarray(0, Math.floor(png.length / 2));
    const jpegInPng = new Uint8Array(await sharp(png).jpeg().toBuffer());
    jpegInPng.set(PNG_SIGNATURE); // a PNG's first bytes on a JPEG's body
    for (const [label, bytes] of [
      ["signature only", fake],
      ["cut short", cut],
      ["signature on another format", jpegInPng],
    ] as const) {
      const refused = await upload(bytes);
      expect(refused.status, label).toBe(415);
      expect(refused.body, label).toEqual({
        error: { code: "unsupported_media_type", message: IMAGE_UNREADABLE_MESSAGE },
      });
    }
    expect(await imagesOfProduct()).toEqual([]);
    expect(await storedUnder()).toBe(0);
  });

  it("a small file that unpacks to more than 40 megapixels is 413 with its own message", async () => {
    const bomb = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: "#fff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    const refused = await upload(bomb);
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({
      error: { code: "payload_too_large", message: IMAGE_PIXELS_MESSAGE },
    });
    expect(await storedUnder()).toBe(0);
  });

  it("a real PNG is stored and scaled", async () => {
    const saved = await upload(png);
    expect(saved.status).toBe(200);
    const [path] = saved.body.images as string[];
    const scaled = await rendition(path!, 32);
    expect(scaled.status).toBe(200);
    expect((await sharp(Buffer.from(await scaled.arrayBuffer())).metadata()).width).toBe(32);
  });
});

describe(`a stored file that does not decode never makes a rendition answer 500, on ${testDbKind}`, () => {
  it("its renditions are a 404; the original is sent as stored", async () => {
    const fake = new Uint8Array(2048);
    fake.set(PNG_SIGNATURE);
    const path = "products/legacy/broken.png";
    await createDatabaseImageStorage(shop.handle.db).put(path, {
      bytes: Buffer.from(fake),
      contentType: "image/png",
    });
    for (const width of [320, 640]) {
      const response = await rendition(path, width);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: "not_found", message: "Image not found." },
      });
    }
    const original = await rendition(path, null);
    expect(original.status).toBe(200);
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(fake);
  });
});
