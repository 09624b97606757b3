import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as createProduct } from "@/app/api/staff/products/route";
import { PUT as updateProduct } from "@/app/api/staff/products/[id]/route";
import { POST as productState } from "@/app/api/staff/products/[id]/state/route";
import {
  DELETE as removeImage,
  PATCH as moveImage,
  POST as uploadImage,
} from "@/app/api/staff/products/[id]/images/route";
import { POST as createVariant } from "@/app/api/staff/products/[id]/variants/route";
import { PUT as updateVariant } from "@/app/api/staff/variants/[id]/details/route";
import { POST as addGarments } from "@/app/api/staff/variants/[id]/garments/route";
import { DELETE as removeVariant } from "@/app/api/staff/variants/[id]/route";
import { GET as imageGet } from "@/app/images/[...path]/route";
import {
  ACCORDION_TITLE_MESSAGE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_PRODUCT_IMAGE_BYTES,
  SLUG_MESSAGE,
} from "@/domain/admin/catalogue";
import { listProducts } from "@/domain/catalogue/list-products";
import {
  productItems,
  productItemsHistory,
  products,
  productTags,
  productVariants,
  productVariantStockUpdates,
  staffAudit,
  tags,
  variantOptions,
  order,
  orderProductVariants,
} from "@/server/db/schema";
import { getCatalogueProduct } from "@/server/services/catalogue/get-catalogue-product";
import { loadCatalogueProducts } from "@/server/services/catalogue/load-catalogue-products";
import { listAdminProducts } from "@/server/services/catalogue-admin/list-admin-products";
import { pageWindow } from "@/domain/admin/paging";
import { testDbKind } from "../helpers/test-db";
import { APP_URL } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// Issue 12, the catalogue: staff create and edit products, their images, variants and garments
// through staff-only routes; every change is audited and shows on the shop at once.

const invalidated = vi.hoisted(() => [] as string[][]);
vi.mock("@/server/cache/invalidate", () => ({
  invalidate: (...tags: string[]) => void invalidated.push(tags),
}));

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

let shop: RouteTestShop;
let brandId: number;
let categoryId: number;
let sizeId: number;
let colourId: number;

interface CallOptions {
  cookie?: string | null;
  id?: number | string;
  body?: BodyInit;
  contentType?: string;
}

async function call(
  handler: Handler,
  method: string,
  path: string,
  json: unknown,
  options: CallOptions = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers = new Headers({
    origin: APP_URL,
    "content-type": options.contentType ?? "application/json",
  });
  const cookie = options.cookie === undefined ? shop.staffCookie : options.cookie;
  if (cookie) headers.set("cookie", cookie);
  const id = options.id === undefined ? "" : String(options.id);
  const response = await handler(
    new Request(`${APP_URL}${path.replace("[id]", id)}`, {
      method,
      headers,
      body: options.body ?? JSON.stringify(json),
    }),
    { params: Promise.resolve<Record<string, string>>(id ? { id } : {}) },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const errorOf = (body: Record<string, unknown>) =>
  body.error as { code: string; message: string; fields?: Record<string, string> };

function productBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Otter Dungarees",
    slug: "otter-dungarees",
    product_reference: "LR-OTT-1",
    description: "Cord dungarees with an otter on the pocket.",
    rrp: "32.5",
    orderKey: 5,
    accordion1_title: "Fabric",
    accordion1: "Organic cotton cord.",
    accordion2_title: "",
    accordion2: "",
    accordion3_title: "Care",
    accordion3: "Wash at 30.",
    tag_ids: [brandId, categoryId],
    ...overrides,
  };
}

const create = (body: unknown, options?: CallOptions) =>
  call(createProduct as Handler, "POST", "/api/staff/products", body, options);
const update = (id: number, body: unknown, options?: CallOptions) =>
  call(updateProduct as Handler, "PUT", "/api/staff/products/[id]", body, { ...options, id });
const act = (id: number, action: string, options?: CallOptions) =>
  call(
    productState as Handler,
    "POST",
    "/api/staff/products/[id]/state",
    { action },
    {
      ...options,
      id,
    },
  );
const upload = (id: number, bytes: Uint8Array, contentType = "image/png", cookie?: string | null) =>
  call(uploadImage as Handler, "POST", "/api/staff/products/[id]/images", undefined, {
    id,
    body: new Uint8Array(bytes),
    contentType,
    cookie,
  });
const addVariant = (productId: number, body: unknown, options?: CallOptions) =>
  call(createVariant as Handler, "POST", "/api/staff/products/[id]/variants", body, {
    ...options,
    id: productId,
  });
const editVariant = (variantId: number, body: unknown, options?: CallOptions) =>
  call(updateVariant as Handler, "PUT", "/api/staff/variants/[id]/details", body, {
    ...options,
    id: variantId,
  });
const deleteVariant = (variantId: number, options?: CallOptions) =>
  call(
    removeVariant as Handler,
    "DELETE",
    "/api/staff/variants/[id]",
    {},
    {
      ...options,
      id: variantId,
    },
  );
const garments = (variantId: number, body: unknown, options?: CallOptions) =>
  call(addGarments as Handler, "POST", "/api/staff/variants/[id]/garments", body, {
    ...options,
    id: variantId,
  });

const auditOf = (entityType: string, entityId: number) =>
  shop.handle.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.entity_type, entityType), eq(staffAudit.entity_id, String(entityId))))
    .orderBy(staffAudit.id);

const productRow = async (id: number) =>
  (await shop.handle.db.select().from(products).where(eq(products.id, id)))[0]!;

/** What /collection lists (the shop's catalogue read). */
const collection = async () => listProducts(await loadCatalogueProducts(shop.handle.db));

let slugCounter = 0;
/** A product with a sized variant, made through the routes. */
async function listedProduct(): Promise<{ id: number; slug: string; variantId: number }> {
  slugCounter += 1;
  const slug = `listed-${slugCounter}`;
  const created = await create(productBody({ name: `Listed ${slugCounter}`, slug }));
  const id = created.body.id as number;
  const variant = await addVariant(id, {
    sku: `LIST-${slugCounter}`,
    size_id: sizeId,
    color_id: colourId,
    stock: 2,
    fulfilment_id: null,
    lifespan_base: 52,
  });
  return { id, slug, variantId: variant.body.id as number };
}

let png: Buffer;

beforeAll(async () => {
  shop = await openRouteTestShop();
  const db = shop.handle.db;
  const [brand, category] = await db
    .insert(tags)
    .values([
      { name: "Bramble & Wren", type: "BRAND", slug: "bramble-and-wren" },
      { name: "Dungarees", type: "CATEGORY", slug: "dungarees" },
    ])
    .returning({ id: tags.id });
  brandId = brand!.id;
  categoryId = category!.id;
  const [size, colour] = await db
    .insert(variantOptions)
    .values([
      { name: "6-12m", type: "Size", slug: "6-12m", order: 2 },
      { name: "Mustard", type: "Color", slug: "mustard" },
    ])
    .returning({ id: variantOptions.id });
  sizeId = size!.id;
  colourId = colour!.id;
  png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
});

afterAll(async () => shop.close());

beforeEach(() => {
  invalidated.length = 0;
});

describe(`products, on ${testDbKind}`, () => {
  it("staff create a product as a draft with its fields and tags, audited; the shop does not list it yet", async () => {
    const created = await create(productBody());
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    expect(created.body).toEqual({ id, slug: "otter-dungarees", status: "draft" });
    const row = await productRow(id);
    expect(row).toMatchObject({
      name: "Otter Dungarees",
      product_reference: "LR-OTT-1",
      rrp: "32.50",
      orderKey: 5,
      accordion1_title: "Fabric",
      accordion2_title: null,
      accordion2: null,
      accordion3: "Wash at 30.",
      published_at: null,
      images: [],
    });
    const tagRows = await shop.handle.db
      .select({ tag_id: productTags.tag_id })
      .from(productTags)
      .where(eq(productTags.product_id, id));
    expect(tagRows.map((t) => t.tag_id).sort()).toEqual([brandId, categoryId].sort());
    const audit = await auditOf("product", id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "product.create", staff_user_id: shop.staffId });
    expect(invalidated).toEqual([["catalogue", `product:${id}`]]);
    expect((await collection()).some((p) => p.id === id)).toBe(false);
  });

  it("a slug in use, a bad slug, a missing name or an accordion text without a title are refused; nothing is written", async () => {
    const before = await shop.handle.db.select().from(products);
    const taken = await create(productBody({ name: "Another" }));
    expect(taken.status).toBe(409);
    expect(errorOf(taken.body).fields).toEqual({ slug: "Another product already has this slug." });
    const bad = await create(productBody({ slug: "Otter Dungarees!", name: " " }));
    expect(bad.status).toBe(422);
    expect(errorOf(bad.body).fields).toMatchObject({
      slug: SLUG_MESSAGE,
      name: "Please enter the product's name.",
    });
    const accordion = await create(
      productBody({ slug: "accordion-test", accordion2_title: "", accordion2: "Text" }),
    );
    expect(accordion.status).toBe(422);
    expect(errorOf(accordion.body).fields).toEqual({ accordion2_title: ACCORDION_TITLE_MESSAGE });
    const unknownTag = await create(productBody({ slug: "tag-test", tag_ids: [999_999] }));
    expect(unknownTag.status).toBe(422);
    expect(await shop.handle.db.select().from(products)).toHaveLength(before.length);
    expect(invalidated).toEqual([]);
  });

  it("an edit of a published product shows on its page and on /collection at once, audited with what changed", async () => {
    const { id, slug } = await listedProduct();
    expect((await act(id, "publish")).status).toBe(200);
    expect((await getCatalogueProduct(slug, shop.handle.db))?.name).toBe(`Listed ${slugCounter}`);
    invalidated.length = 0;

    const edited = await update(
      id,
      productBody({
        name: "Renamed Dungarees",
        slug,
        accordion1: "Now in heavier cord.",
        tag_ids: [categoryId],
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ id, slug, status: "published" });
    const page = await getCatalogueProduct(slug, shop.handle.db);
    expect(page).toMatchObject({ name: "Renamed Dungarees", accordion1: "Now in heavier cord." });
    expect(page?.brand ?? null).toBeNull();
    expect((await collection()).find((p) => p.id === id)?.name).toBe("Renamed Dungarees");
    expect(invalidated).toEqual([["catalogue", `product:${id}`]]);
    const audit = (await auditOf("product", id)).at(-1)!;
    expect(audit.action).toBe("product.update");
    expect(audit.detail).toMatchObject({
      fields: { name: { from: `Listed ${slugCounter}`, to: "Renamed Dungarees" } },
      tags: { added: [], removed: [brandId] },
    });
  });

  it("an unknown product is a 404", async () => {
    expect((await update(999_999, productBody({ slug: "nobody" }))).status).toBe(404);
    expect((await act(999_999, "publish")).status).toBe(404);
    expect((await update(0 as number, productBody())).status).toBe(404);
  });

  it("publish, unpublish, archive and delete take the product on and off the shop, each audited", async () => {
    const { id, slug } = await listedProduct();
    invalidated.length = 0;
    const listed = async () => (await collection()).some((p) => p.id === id);
    expect(await listed()).toBe(false);

    expect((await act(id, "publish")).body).toMatchObject({ status: "published" });
    expect(await listed()).toBe(true);
    const publishedAt = (await productRow(id)).published_at;
    expect(publishedAt).not.toBeNull();

    expect((await act(id, "unpublish")).body).toMatchObject({ status: "draft" });
    expect(await listed()).toBe(false);
    expect(await getCatalogueProduct(slug, shop.handle.db)).toBeNull();

    await act(id, "publish");
    expect((await act(id, "archive")).body).toMatchObject({ status: "archived" });
    expect(await listed()).toBe(false);
    const refused = await act(id, "publish");
    expect(refused.status).toBe(409);
    expect((await act(id, "unarchive")).body).toMatchObject({ status: "published" });
    expect(await listed()).toBe(true);

    expect((await act(id, "delete")).body).toMatchObject({ status: "deleted" });
    expect(await listed()).toBe(false);
    const row = await productRow(id);
    expect(row.deleted_at).not.toBeNull();
    expect((await act(id, "publish")).status).toBe(409);
    expect((await act(id, "restore")).body).toMatchObject({ status: "draft" });

    expect((await auditOf("product", id)).map((a) => a.action)).toEqual([
      "product.create",
      "product.publish",
      "product.unpublish",
      "product.publish",
      "product.archive",
      "product.unarchive",
      "product.delete",
      "product.restore",
    ]);
    // Every change invalidated the catalogue and the product's page; refusals nothing.
    expect(invalidated.filter((t) => t.join() === `catalogue,product:${id}`)).toHaveLength(7);
    expect((await act(id, "explode")).status).toBe(422);
  });
});

describe(`images, on ${testDbKind}`, () => {
  it("staff upload images in order, the image endpoint serves them, and one can be moved or removed", async () => {
    const { id } = await listedProduct();
    invalidated.length = 0;
    const first = await upload(id, png);
    expect(first.status).toBe(200);
    const second = await upload(id, png, "image/png");
    const images = second.body.images as string[];
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(new RegExp(`^products/p${id}/[a-z0-9-]+\\.png$`));
    expect((await productRow(id)).images).toEqual(images);
    expect(invalidated).toEqual([
      ["catalogue", `product:${id}`],
      ["catalogue", `product:${id}`],
    ]);

    const served = await imageGet(new Request(`${APP_URL}/images/${images[0]}?width=320`), {
      params: Promise.resolve({ path: images[0]!.split("/") }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");

    const moved = await call(
      moveImage as Handler,
      "PATCH",
      "/api/staff/products/[id]/images",
      { path: images[1], move: -1 },
      { id },
    );
    expect(moved.body.images).toEqual([images[1], images[0]]);
    const removed = await call(
      removeImage as Handler,
      "DELETE",
      "/api/staff/products/[id]/images",
      { path: images[1] },
      { id },
    );
    expect(removed.body.images).toEqual([images[0]]);
    expect((await productRow(id)).images).toEqual([images[0]]);
    const notThere = await call(
      removeImage as Handler,
      "DELETE",
      "/api/staff/products/[id]/images",
      { path: "products/elsewhere.png" },
      { id },
    );
    expect(notThere.status).toBe(409);
    expect((await auditOf("product", id)).map((a) => a.action).slice(-4)).toEqual([
      "product.image_add",
      "product.image_add",
      "product.image_move",
      "product.image_remove",
    ]);
  });

  it("a file that is not a PNG, JPEG or WebP, or one over the limit, is refused with 4xx and nothing is stored", async () => {
    const { id } = await listedProduct();
    const text = await upload(id, new TextEncoder().encode("<svg></svg>"), "image/png");
    expect(text.status).toBe(415);
    expect(errorOf(text.body).message).toBe(IMAGE_TYPE_MESSAGE);
    const big = new Uint8Array(MAX_PRODUCT_IMAGE_BYTES + 1);
    big.set(png.subarray(0, 8));
    const tooLarge = await upload(id, big);
    expect(tooLarge.status).toBe(413);
    expect(errorOf(tooLarge.body).message).toBe(IMAGE_SIZE_MESSAGE);
    expect((await upload(id, new Uint8Array())).status).toBe(409);
    expect((await upload(999_999, png)).status).toBe(404);
    expect((await productRow(id)).images).toEqual([]);
    expect((await upload(id, png, "image/png", shop.memberCookie)).status).toBe(403);
    expect((await upload(id, png, "image/png", null)).status).toBe(401);
    expect((await productRow(id)).images).toEqual([]);
  });
});

describe(`variants, on ${testDbKind}`, () => {
  it("staff add a variant and edit it; a stock change is a stock correction; the shop shows it; audited", async () => {
    const { id, slug } = await listedProduct();
    await act(id, "publish");
    invalidated.length = 0;
    const added = await addVariant(id, {
      sku: "OTT-NEW",
      size_id: sizeId,
      color_id: null,
      stock: 3,
      fulfilment_id: "WH-77",
      lifespan_base: 40,
    });
    expect(added.status).toBe(200);
    const variantId = added.body.id as number;
    expect(added.body).toEqual({ id: variantId, product_id: id, sku: "OTT-NEW", stock: 3 });
    const [row] = await shop.handle.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    expect(row).toMatchObject({ fulfilment_id: "WH-77", lifespan_base: 40, size_id: sizeId });
    expect(invalidated).toEqual([["catalogue", `product:${id}`]]);
    const shown = await getCatalogueProduct(slug, shop.handle.db);
    expect(shown?.product_variants.find((v) => v.id === variantId)?.stock).toBe(3);

    invalidated.length = 0;
    const edited = await editVariant(variantId, {
      sku: "OTT-NEW-2",
      size_id: sizeId,
      color_id: colourId,
      stock: 7,
      fulfilment_id: "",
      lifespan_base: 60,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ id: variantId, product_id: id, sku: "OTT-NEW-2", stock: 7 });
    const updates = await shop.handle.db
      .select()
      .from(productVariantStockUpdates)
      .where(eq(productVariantStockUpdates.product_variant_id, variantId))
      .orderBy(productVariantStockUpdates.id);
    expect(updates.map((u) => [u.old_stock, u.new_stock, u.order_id])).toEqual([
      [0, 3, null],
      [3, 7, null],
    ]);
    expect((await getCatalogueProduct(slug, shop.handle.db))?.totalAvailability).toBe(9);
    expect(invalidated).toEqual([["catalogue", `product:${id}`]]);
    const audit = await auditOf("product_variant", variantId);
    expect(audit.map((a) => a.action)).toEqual(["variant.create", "variant.update"]);
    expect(audit[1]!.detail).toMatchObject({
      fields: { sku: { from: "OTT-NEW", to: "OTT-NEW-2" }, stock: { from: 3, to: 7 } },
    });
  });

  it("a SKU in use, a size that is a colour, or a bad stock or lifespan is refused; nothing changes", async () => {
    const { id, variantId } = await listedProduct();
    invalidated.length = 0;
    const base = {
      sku: `LIST-${slugCounter}`,
      size_id: sizeId,
      color_id: null,
      stock: 1,
      fulfilment_id: null,
      lifespan_base: 52,
    };
    const taken = await addVariant(id, base);
    expect(taken.status).toBe(409);
    expect(errorOf(taken.body).fields).toEqual({ sku: "Another variant already has this SKU." });
    const wrongOption = await addVariant(id, { ...base, sku: "FRESH", size_id: colourId });
    expect(wrongOption.status).toBe(422);
    expect(errorOf(wrongOption.body).fields).toEqual({ size_id: "Choose one of the sizes." });
    const bad = await editVariant(variantId, { ...base, stock: -1, lifespan_base: 0 });
    expect(bad.status).toBe(422);
    expect(Object.keys(errorOf(bad.body).fields ?? {}).sort()).toEqual(["lifespan_base", "stock"]);
    expect((await editVariant(999_999, base)).status).toBe(404);
    expect((await addVariant(999_999, { ...base, sku: "NOPE" })).status).toBe(404);
    const variants = await shop.handle.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.product_id, id));
    expect(variants.map((v) => [v.sku, v.stock])).toEqual([[`LIST-${slugCounter}`, 2]]);
    expect(invalidated).toEqual([]);
  });
});

describe(`deleting a variant, on ${testDbKind}`, () => {
  it("a variant nothing refers to is deleted with its stock corrections; audited; the shop stops showing it", async () => {
    const { id, slug, variantId: kept } = await listedProduct();
    await act(id, "publish");
    const added = await addVariant(id, {
      sku: `GONE-${slugCounter}`,
      size_id: sizeId,
      color_id: null,
      stock: 4,
      fulfilment_id: null,
      lifespan_base: 52,
    });
    const variantId = added.body.id as number;
    invalidated.length = 0;
    const member = await deleteVariant(variantId, { cookie: shop.memberCookie });
    expect(member.status).toBe(403);

    const deleted = await deleteVariant(variantId);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: variantId, product_id: id, sku: `GONE-${slugCounter}` });
    const variants = await shop.handle.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.product_id, id));
    expect(variants.map((v) => v.id)).toEqual([kept]);
    const updates = await shop.handle.db
      .select()
      .from(productVariantStockUpdates)
      .where(eq(productVariantStockUpdates.product_variant_id, variantId));
    expect(updates).toEqual([]);
    const shown = await getCatalogueProduct(slug, shop.handle.db);
    expect(shown?.product_variants.map((v) => v.id)).toEqual([kept]);
    expect(invalidated).toEqual([["catalogue", `product:${id}`]]);
    expect((await auditOf("product_variant", variantId)).at(-1)).toMatchObject({
      action: "variant.delete",
      staff_user_id: shop.staffId,
      detail: { product_id: id, sku: `GONE-${slugCounter}`, stock: 4 },
    });
    expect((await deleteVariant(variantId)).status).toBe(404);
  });

  it("a variant with garments is refused with a 409 telling staff to set its stock to 0; nothing changes", async () => {
    const { id, variantId } = await listedProduct();
    expect(
      (await garments(variantId, { status: "STORAGE", barcodes: [`KEEP-${slugCounter}`] })).status,
    ).toBe(200);
    invalidated.length = 0;
    const auditBefore = await auditOf("product_variant", variantId);
    const refused = await deleteVariant(variantId);
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body).message).toBe(
      "This variant cannot be deleted: it has 1 garment. Set its stock to 0 instead, so the shop stops offering it.",
    );
    const variants = await shop.handle.db
      .select({ id: productVariants.id, stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.product_id, id));
    expect(variants).toEqual([{ id: variantId, stock: 3 }]);
    expect(await auditOf("product_variant", variantId)).toEqual(auditBefore);
    expect(invalidated).toEqual([]);
  });

  it("a variant an order asks for (and no garment) is refused too", async () => {
    const { variantId } = await listedProduct();
    const [placed] = await shop.handle.db
      .insert(order)
      .values({ user_id: shop.staffId })
      .returning({ id: order.id });
    await shop.handle.db
      .insert(orderProductVariants)
      .values({ order_id: placed!.id, product_variant_id: variantId });
    const refused = await deleteVariant(variantId);
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body).message).toBe(
      "This variant cannot be deleted: it has 1 order line. Set its stock to 0 instead, so the shop stops offering it.",
    );
    const [still] = await shop.handle.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    expect(still).toEqual({ id: variantId });
  });
});

describe(`garments, on ${testDbKind}`, () => {
  const historyOf = (itemIds: number[]) =>
    shop.handle.db
      .select()
      .from(productItemsHistory)
      .orderBy(productItemsHistory.id)
      .then((rows) => rows.filter((row) => itemIds.includes(row.product_item_id)));

  it("staff add one garment by barcode into storage: its history row, one more in stock, pages invalidated", async () => {
    const { id, variantId } = await listedProduct();
    invalidated.length = 0;
    const added = await garments(variantId, {
      status: "STORAGE",
      barcodes: ["BC-0001"],
      wholesale_price: "12.5",
    });
    expect(added.status).toBe(200);
    const ids = added.body.ids as number[];
    expect(ids).toHaveLength(1);
    expect(added.body.stock).toBe(3);
    const [item] = await shop.handle.db
      .select()
      .from(productItems)
      .where(eq(productItems.id, ids[0]!));
    expect(item).toMatchObject({
      barcode: "BC-0001",
      status: "STORAGE",
      sku: `LIST-${slugCounter}`,
      wholesale_price: "12.50",
      product_variant_id: variantId,
    });
    expect(await historyOf(ids)).toMatchObject([
      {
        previous_status: null,
        new_status: "STORAGE",
        changed_by_user_id: shop.staffId,
        change_reason: "Added in the back office",
      },
    ]);
    expect(invalidated).toEqual([["catalogue", `product:${id}`]]);
    expect((await auditOf("product_variant", variantId)).at(-1)).toMatchObject({
      action: "garments.add",
      detail: { status: "STORAGE", count: 1 },
    });
    // A garment recorded this way moves on like any other: the life cycle's trigger records it.
    await shop.handle.db
      .update(productItems)
      .set({ status: "IN_CLEANING" })
      .where(eq(productItems.id, ids[0]!));
    expect((await historyOf(ids)).map((h) => h.new_status)).toEqual(["STORAGE", "IN_CLEANING"]);
  });

  it("in bulk: a list of barcodes, or a count, to be checked (INITIATED) leaves the stock as it was", async () => {
    const { variantId } = await listedProduct();
    invalidated.length = 0;
    const listed = await garments(variantId, {
      status: "INITIATED",
      barcodes: ["BULK-1", "BULK-2", "BULK-3"],
    });
    expect(listed.status).toBe(200);
    expect(listed.body.stock).toBe(2);
    const counted = await garments(variantId, { status: "INITIATED", count: 4 });
    expect(counted.status).toBe(200);
    const all = [...(listed.body.ids as number[]), ...(counted.body.ids as number[])];
    const rows = await shop.handle.db
      .select()
      .from(productItems)
      .where(eq(productItems.product_variant_id, variantId))
      .orderBy(productItems.id);
    expect(rows.map((r) => [r.barcode, r.status])).toEqual([
      ["BULK-1", "INITIATED"],
      ["BULK-2", "INITIATED"],
      ["BULK-3", "INITIATED"],
      [null, "INITIATED"],
      [null, "INITIATED"],
      [null, "INITIATED"],
      [null, "INITIATED"],
    ]);
    expect(await historyOf(all)).toHaveLength(7);
    expect(invalidated).toEqual([]);
  });

  it("a barcode already in use, or listed twice, refuses the whole batch; nothing is added", async () => {
    const { variantId } = await listedProduct();
    await garments(variantId, { status: "STORAGE", barcodes: [`DUP-${slugCounter}`] });
    const before = await shop.handle.db.select().from(productItems);
    invalidated.length = 0;
    const duplicate = await garments(variantId, {
      status: "STORAGE",
      barcodes: ["NEW-A", `DUP-${slugCounter}`],
    });
    expect(duplicate.status).toBe(409);
    expect(errorOf(duplicate.body).message).toBe(
      `This barcode is already in use: DUP-${slugCounter}.`,
    );
    const twice = await garments(variantId, { status: "STORAGE", barcodes: ["X-1", "X-1"] });
    expect(twice.status).toBe(422);
    expect(errorOf(twice.body).fields?.barcodes).toBe("Listed more than once: X-1.");
    const neither = await garments(variantId, { status: "STORAGE" });
    expect(neither.status).toBe(422);
    const both = await garments(variantId, { status: "STORAGE", barcodes: ["Y"], count: 2 });
    expect(both.status).toBe(422);
    const wrongStatus = await garments(variantId, { status: "CUSTOMER", count: 1 });
    expect(wrongStatus.status).toBe(422);
    expect((await garments(999_999, { status: "STORAGE", count: 1 })).status).toBe(404);
    expect(await shop.handle.db.select().from(productItems)).toHaveLength(before.length);
    expect(invalidated).toEqual([]);
  });
});

describe(`the product list, on ${testDbKind}`, () => {
  it("searches name or slug, filters by status, brand and category, and pages on the server", async () => {
    const db = shop.handle.db;
    const list = (query: Record<string, unknown>, page = 1, size = 50) =>
      listAdminProducts(
        db,
        { q: "", status: undefined, brand: undefined, category: undefined, ...query },
        pageWindow(page, size),
      );
    const made = await create(
      productBody({ name: "Heron 50% Wool Coat", slug: "heron-coat", tag_ids: [brandId] }),
    );
    const id = made.body.id as number;
    await addVariant(id, {
      sku: "HERON-1",
      size_id: sizeId,
      color_id: null,
      stock: 4,
      fulfilment_id: null,
      lifespan_base: 52,
    });
    expect(await list({ q: "heron" })).toMatchObject([
      {
        id,
        name: "Heron 50% Wool Coat",
        status: "draft",
        brand: "Bramble & Wren",
        variants: 1,
        stock: 4,
      },
    ]);
    expect((await list({ q: "HERON-COAT" })).map((p) => p.id)).toEqual([id]);
    // A % typed by staff is a plain character, not a wildcard.
    expect((await list({ q: "50%" })).map((p) => p.id)).toEqual([id]);
    expect((await list({ q: "5%l" })).map((p) => p.id)).toEqual([]);
    expect((await list({ q: "heron", status: "published" })).map((p) => p.id)).toEqual([]);
    expect((await list({ q: "heron", brand: brandId })).map((p) => p.id)).toEqual([id]);
    expect((await list({ q: "heron", category: categoryId })).map((p) => p.id)).toEqual([]);
    await act(id, "delete");
    expect(await list({ q: "heron" })).toEqual([]);
    expect((await list({ q: "heron", status: "deleted" })).map((p) => p.status)).toEqual([
      "deleted",
    ]);
    // One more row than the page: the pager knows there is a next page.
    const all = await list({});
    expect(all.length).toBeGreaterThan(2);
    expect(await list({}, 1, 2)).toHaveLength(3);
    expect((await list({}, 2, 2)).map((p) => p.id)).toEqual(all.slice(2, 5).map((p) => p.id));
  });
});

describe("only staff", () => {
  it("a guest gets 401 and a member 403 from every catalogue route, and nothing changes", async () => {
    const { id, variantId } = await listedProduct();
    const audit = (await shop.handle.db.select().from(staffAudit)).length;
    for (const [cookie, status] of [
      [null, 401],
      [shop.memberCookie, 403],
    ] as const) {
      expect((await create(productBody({ slug: "sneaky" }), { cookie })).status).toBe(status);
      expect((await update(id, productBody({ slug: "sneaky" }), { cookie })).status).toBe(status);
      expect((await act(id, "delete", { cookie })).status).toBe(status);
      expect((await editVariant(variantId, { sku: "Z" }, { cookie })).status).toBe(status);
      expect((await garments(variantId, { status: "STORAGE", count: 1 }, { cookie })).status).toBe(
        status,
      );
    }
    expect((await productRow(id)).deleted_at).toBeNull();
    expect((await shop.handle.db.select().from(staffAudit)).length).toBe(audit);
  });
});
