import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as backInStock } from "@/app/api/catalogue/back-in-stock/route";
import { PUT as colourImage } from "@/app/api/staff/products/[id]/images/route";
import { products, productVariants, variantOptions } from "@/server/db/schema";
import { seedDemoShop } from "@/server/seed";
import { getCatalogueProduct } from "@/server/services/catalogue/get-catalogue-product";
import { testDbKind } from "../helpers/test-db";
import { APP_URL } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// Issue 26 through its routes: 'Tell me when it's back' for guests and members, and a picture's
// colour set by staff, shown on the product page's data.

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

type ApiBody = Record<string, unknown> & {
  error: { message: string; fields?: Record<string, string> };
};

const PYJAMAS = "meadow-floral-bamboo-pyjama-set";
let shop: RouteTestShop;

async function call(
  handler: Handler,
  method: string,
  json: unknown,
  cookie: string | null,
  id?: number,
) {
  const headers = new Headers({ origin: APP_URL, "content-type": "application/json" });
  if (cookie) headers.set("cookie", cookie);
  const response = await handler(
    new Request(`${APP_URL}/api/x`, { method, headers, body: JSON.stringify(json) }),
    { params: Promise.resolve<Record<string, string>>(id ? { id: String(id) } : {}) },
  );
  return { status: response.status, body: (await response.json()) as ApiBody };
}

describe(`stock in my child's size, by its routes, on ${testDbKind}`, () => {
  let productId: number;
  let soldOutId: number;
  let inStockId: number;
  let mustardId: number;
  let otherColourId: number;

  beforeAll(async () => {
    shop = await openRouteTestShop();
    await seedDemoShop(shop.handle.db, { images: false });
    const db = shop.handle.db;
    const [product] = await db.select().from(products).where(eq(products.slug, PYJAMAS));
    productId = product!.id;
    const variants = await db
      .select({
        id: productVariants.id,
        stock: productVariants.stock,
        colour: variantOptions.name,
        colourId: variantOptions.id,
      })
      .from(productVariants)
      .innerJoin(variantOptions, eq(variantOptions.id, productVariants.color_id))
      .where(eq(productVariants.product_id, productId));
    soldOutId = variants.find((v) => v.stock === 0)!.id;
    inStockId = variants.find((v) => v.stock > 0)!.id;
    mustardId = variants.find((v) => v.colour === "Mustard")!.colourId;
    const own = new Set(variants.map((v) => v.colourId));
    const colours = await db
      .select({ id: variantOptions.id })
      .from(variantOptions)
      .where(eq(variantOptions.type, "Color"));
    otherColourId = colours.find((c) => !own.has(c.id))!.id;
    await db
      .update(products)
      .set({ images: ["a.png", "b.png"] })
      .where(eq(products.id, productId));
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("a guest gives an address; a member's account address is used; a size in stock needs none", async () => {
    const guest = await call(backInStock, "POST", { variant_id: soldOutId }, null);
    expect(guest.status).toBe(422);
    expect(guest.body.error.fields).toEqual({ email: "Enter your e-mail address" });
    const typed = await call(backInStock, "POST", { variant_id: soldOutId, email: "x" }, null);
    expect(typed.body.error.fields).toEqual({ email: "Please enter a valid email address" });
    expect(
      (await call(backInStock, "POST", { variant_id: soldOutId, email: "Gran@Example.com" }, null))
        .body,
    ).toEqual({ status: "requested", email: "gran@example.com" });
    expect(
      (await call(backInStock, "POST", { variant_id: soldOutId }, shop.memberCookie)).body,
    ).toEqual({
      status: "requested",
      email: "member@example.com",
    });
    expect(
      (await call(backInStock, "POST", { variant_id: inStockId }, shop.memberCookie)).body,
    ).toEqual({ status: "in_stock" });
    expect(
      (await call(backInStock, "POST", { variant_id: 2_000_000_000 }, shop.memberCookie)).status,
    ).toBe(404);
  });

  it("staff give a picture one of the product's colours; the product page's data carries it", async () => {
    const set = (path: string, color_id: number | null, cookie: string | null = shop.staffCookie) =>
      call(colourImage as Handler, "PUT", { path, color_id }, cookie, productId);
    expect((await set("a.png", mustardId, shop.memberCookie)).status).toBe(403);
    expect((await set("a.png", mustardId)).status).toBe(200);
    expect((await getCatalogueProduct(PYJAMAS, shop.handle.db))!.imageColours).toEqual({
      "a.png": "mustard",
    });
    const foreign = await set("b.png", otherColourId);
    expect(foreign.status).toBe(409);
    expect(foreign.body.error.message).toBe("Choose one of the product's own colours.");
    expect((await set("nope.png", mustardId)).status).toBe(409);
    expect((await set("a.png", null)).status).toBe(200);
    expect((await getCatalogueProduct(PYJAMAS, shop.handle.db))!.imageColours).toEqual({});
  });
});
