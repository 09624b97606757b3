import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as availabilityGet } from "@/app/api/catalogue/availability/route";
import { PATCH } from "@/app/api/staff/variants/[id]/route";
import { listProducts } from "@/domain/catalogue/list-products";
import { VARIANT_STOCK_MESSAGE } from "@/domain/stock/stock-correction";
import { products, productVariants, productVariantStockUpdates } from "@/server/db/schema";
import { loadCatalogueProducts } from "@/server/services/catalogue/load-catalogue-products";
import { testDbKind, type TestDatabase } from "../helpers/test-db";
import { APP_URL } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// Outside Next.js there is no page cache to clear: the tags the write invalidates are recorded.
const invalidated = vi.hoisted(() => [] as string[][]);
vi.mock("@/server/cache/invalidate", () => ({
  invalidate: (...tags: string[]) => void invalidated.push(tags),
}));

let shop: RouteTestShop;
let handle: TestDatabase;
let memberCookie: string;
let staffCookie: string;
let productId: number;
let variantId: number;
let otherVariantId: number;
let deletedVariantId: number;

interface PatchOptions {
  cookie?: string;
  /** A raw body, sent as is. */
  text?: string;
  contentType?: string;
}

function patch(id: number | string, body: unknown, options: PatchOptions = {}) {
  const headers = new Headers({
    origin: APP_URL,
    "content-type": options.contentType ?? "application/json",
  });
  if (options.cookie) headers.set("cookie", options.cookie);
  const request = new Request(`${APP_URL}/api/staff/variants/${id}`, {
    method: "PATCH",
    headers,
    body: options.text ?? JSON.stringify(body),
  });
  return PATCH(request, { params: Promise.resolve({ id: String(id) }) });
}

const asStaff = (id: number | string, body: unknown, options: PatchOptions = {}) =>
  patch(id, body, { ...options, cookie: staffCookie });

async function variantRow(id: number) {
  const [row] = await handle.db.select().from(productVariants).where(eq(productVariants.id, id));
  return row!;
}

const stockUpdates = () =>
  handle.db.select().from(productVariantStockUpdates).orderBy(productVariantStockUpdates.id);

/** What a visitor's wardrobe check reads: the live per-variant stock of the product. */
async function liveStock(id: number): Promise<number | undefined> {
  const response = await availabilityGet(
    new Request(`${APP_URL}/api/catalogue/availability?product_ids=${productId}`),
  );
  const body = (await response.json()) as {
    products: { product_variants: { id: number; stock: number }[] }[];
  };
  return body.products[0]?.product_variants.find((v) => v.id === id)?.stock;
}

/** The product's "N available" on its /collection card. */
async function cardAvailability(): Promise<number | undefined> {
  const listed = listProducts(await loadCatalogueProducts(handle.db));
  return listed.find((p) => p.id === productId)?.totalAvailability;
}

beforeAll(async () => {
  shop = await openRouteTestShop();
  ({ handle, memberCookie, staffCookie } = shop);
  const [product] = await handle.db
    .insert(products)
    .values({ name: "Fox Romper", slug: "fox-romper", rrp: "30.00", published_at: new Date() })
    .returning({ id: products.id });
  productId = product!.id;
});

afterAll(async () => {
  await shop.close();
});

beforeEach(async () => {
  await handle.db.delete(productVariantStockUpdates);
  await handle.db.delete(productVariants);
  const rows = await handle.db
    .insert(productVariants)
    .values([
      { product_id: productId, sku: "FOX-A", stock: 4, updated_at: new Date("2024-01-01") },
      { product_id: productId, sku: "FOX-B", stock: 2 },
      { product_id: productId, sku: "FOX-GONE", stock: 9, deleted_at: new Date("2024-02-01") },
    ])
    .returning({ id: productVariants.id });
  [variantId, otherVariantId, deletedVariantId] = rows.map((r) => r.id) as [number, number, number];
  invalidated.length = 0;
});

describe(`PATCH /api/staff/variants/{id}: a staff stock correction, on ${testDbKind}`, () => {
  it("staff set a variant's stock: stored, recorded, shown to visitors, and the pages invalidated", async () => {
    expect(await cardAvailability()).toBe(6);
    const response = await asStaff(variantId, { stock: 0 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      variant: { id: variantId, product_id: productId, stock: 0 },
    });

    const row = await variantRow(variantId);
    expect(row.stock).toBe(0);
    expect(row.updated_at.getTime()).toBeGreaterThan(new Date("2024-01-01").getTime());
    expect((await variantRow(otherVariantId)).stock).toBe(2);
    expect(
      (await stockUpdates()).map((u) => [
        u.product_variant_id,
        u.order_id,
        u.old_stock,
        u.new_stock,
      ]),
    ).toEqual([[variantId, null, 4, 0]]);

    expect(await liveStock(variantId)).toBe(0);
    expect(await cardAvailability()).toBe(2);
    expect(invalidated).toEqual([["catalogue", `product:${productId}`]]);

    // A count above the old one, and the maximum, are stored as given.
    expect((await asStaff(variantId, { stock: 100_000 })).status).toBe(200);
    expect((await variantRow(variantId)).stock).toBe(100_000);
    expect(await liveStock(variantId)).toBe(100_000);
  });

  it("setting the stock a variant already has writes nothing and invalidates nothing", async () => {
    const response = await asStaff(variantId, { stock: 4 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      variant: { id: variantId, product_id: productId, stock: 4 },
    });
    expect(await stockUpdates()).toEqual([]);
    expect((await variantRow(variantId)).updated_at).toEqual(new Date("2024-01-01"));
    expect(invalidated).toEqual([]);
  });

  it("a member gets 403 and a guest 401, and nothing changes", async () => {
    const member = await patch(variantId, { stock: 0 }, { cookie: memberCookie });
    expect(member.status).toBe(403);
    expect(((await member.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    const guest = await patch(variantId, { stock: 0 });
    expect(guest.status).toBe(401);
    expect(((await guest.json()) as { error: { code: string } }).error.code).toBe(
      "unauthenticated",
    );
    expect((await variantRow(variantId)).stock).toBe(4);
    expect(await stockUpdates()).toEqual([]);
    expect(invalidated).toEqual([]);
  });

  it("a stock that is not a whole number from 0 to 100,000 is refused with 422, and nothing changes", async () => {
    for (const body of [
      { stock: -1 },
      { stock: 100_001 },
      { stock: 2.5 },
      { stock: "3" },
      { stock: null },
      { stock: 1e308 },
      {},
      { count: 3 },
    ]) {
      const response = await asStaff(variantId, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(await response.json()).toEqual({
        error: {
          code: "validation_failed",
          message: VARIANT_STOCK_MESSAGE,
          fields: { stock: VARIANT_STOCK_MESSAGE },
        },
      });
    }
    for (const body of [5, [], null, "stock"]) {
      expect((await asStaff(variantId, body)).status, JSON.stringify(body)).toBe(422);
    }
    // Not JSON at all: the pipeline's 400; JSON sent as text/plain: 415.
    expect((await asStaff(variantId, undefined, { text: "{stock: 3" })).status).toBe(400);
    expect(
      (await asStaff(variantId, undefined, { text: '{"stock":3}', contentType: "text/plain" }))
        .status,
    ).toBe(415);
    expect((await variantRow(variantId)).stock).toBe(4);
    expect(await stockUpdates()).toEqual([]);
    expect(invalidated).toEqual([]);
  });

  it("an unknown or deleted variant, or an address that is not an id, is a 404", async () => {
    for (const id of [otherVariantId + 1000, deletedVariantId, "abc", "0", "-1", "2147483648"]) {
      const response = await asStaff(id, { stock: 1 });
      expect(response.status, String(id)).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
    expect((await variantRow(deletedVariantId)).stock).toBe(9);
    expect(await stockUpdates()).toEqual([]);
    expect(invalidated).toEqual([]);
  });

  it("concurrent corrections of one variant each leave one record, and the last one's count stays", async () => {
    const counts = [1, 2, 3, 5, 8];
    const responses = await Promise.all(counts.map((stock) => asStaff(variantId, { stock })));
    expect(responses.map((r) => r.status)).toEqual(counts.map(() => 200));
    const updates = await stockUpdates();
    // Every record starts from the count the one before it left (row lock, no lost update).
    for (let i = 1; i < updates.length; i++) {
      expect(updates[i]!.old_stock).toBe(updates[i - 1]!.new_stock);
    }
    expect(updates[0]!.old_stock).toBe(4);
    expect((await variantRow(variantId)).stock).toBe(updates.at(-1)!.new_stock);
  });
});
