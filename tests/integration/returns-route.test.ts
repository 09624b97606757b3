import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/returns/route";
import { CHOOSE_ITEMS_MESSAGE, NOT_RETURNABLE_MESSAGE } from "@/domain/returns/return-request";
import {
  partialOrder,
  partialReturn,
  productItems,
  products,
  productVariants,
  userProductItems,
  users,
} from "@/server/db/schema";
import { APP_URL, getSessionUser } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// POST /api/returns (issue 11) through the request pipeline: only the signed-in member's own
// garments that are with them; anything else is a clear 4xx and changes nothing.

let shop: RouteTestShop;
let memberId: string;
let mine: number[];
let staffGarment: number;

function post(body: unknown, options: { cookie?: string; origin?: string; text?: string } = {}) {
  const headers = new Headers({
    origin: options.origin ?? APP_URL,
    "content-type": "application/json",
  });
  if (options.cookie) headers.set("cookie", options.cookie);
  return POST(
    new Request(`${APP_URL}/api/returns`, {
      method: "POST",
      headers,
      body: options.text ?? JSON.stringify(body),
    }),
  );
}

/** Garments with a member (dispatched, delivered), as the warehouse sync leaves them. */
async function garmentsWith(userId: string, count: number): Promise<number[]> {
  const db = shop.handle.db;
  const [product] = await db
    .insert(products)
    .values({ name: `Romper ${userId}`, slug: `romper-${userId}`, rrp: "30.00" })
    .returning({ id: products.id });
  const [variant] = await db
    .insert(productVariants)
    .values({ product_id: product!.id, sku: `R-${userId}`, stock: 0 })
    .returning({ id: productVariants.id });
  const [delivery] = await db
    .insert(partialOrder)
    .values({ user_id: userId, status: "ORDER_ACTIVE", dispatched_at: new Date() })
    .returning({ id: partialOrder.id });
  const items = await db
    .insert(productItems)
    .values(
      Array.from({ length: count }, () => ({
        sku: `R-${userId}`,
        product_variant_id: variant!.id,
        status: "CUSTOMER" as const,
      })),
    )
    .returning({ id: productItems.id });
  await db.insert(userProductItems).values(
    items.map((item) => ({
      product_item_id: item.id,
      partial_order_id: delivery!.id,
      user_id: userId,
      product_variant_id: variant!.id,
    })),
  );
  return items.map((item) => item.id);
}

const returns = () => shop.handle.db.select().from(partialReturn);
const statusOf = async (id: number) =>
  (
    await shop.handle.db
      .select({ status: productItems.status })
      .from(productItems)
      .where(eq(productItems.id, id))
  )[0]?.status;

beforeAll(async () => {
  shop = await openRouteTestShop();
  memberId = (await getSessionUser(shop.auth, shop.memberCookie))!.id;
  await shop.handle.db.update(users).set({ firstName: "Amelia" }).where(eq(users.id, memberId));
  mine = await garmentsWith(memberId, 2);
  [staffGarment] = (await garmentsWith(shop.staffId, 1)) as [number];
});

afterAll(async () => shop.close());

describe("POST /api/returns", () => {
  it("refuses a guest, a cross-site form and bad input, and changes nothing", async () => {
    const guest = await post({ productItemIds: mine });
    expect(guest.status).toBe(401);
    const crossSite = await post(
      { productItemIds: mine },
      { cookie: shop.memberCookie, origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    const empty = await post({ productItemIds: [] }, { cookie: shop.memberCookie });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({
      error: { fields: { productItemIds: CHOOSE_ITEMS_MESSAGE } },
    });
    const broken = await post(null, { cookie: shop.memberCookie, text: "{not json" });
    expect(broken.status).toBe(400);
    expect(await returns()).toEqual([]);
    expect(await statusOf(mine[0]!)).toBe("CUSTOMER");
  });

  it("refuses another member's garment with 409, naming it, and changes nothing", async () => {
    const response = await post(
      { productItemIds: [mine[0], staffGarment] },
      { cookie: shop.memberCookie },
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "conflict", message: NOT_RETURNABLE_MESSAGE, items: [staffGarment] },
    });
    expect(await returns()).toEqual([]);
    expect(await statusOf(mine[0]!)).toBe("CUSTOMER");
    expect(await statusOf(staffGarment)).toBe("CUSTOMER");
  });

  it("books the member's own garments on a return and answers its reference and due date", async () => {
    const response = await post({ productItemIds: mine }, { cookie: shop.memberCookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      returnId: number;
      reference: string;
      dueDate: string;
    };
    expect(body.reference).toBe(`LR-R-${String(body.returnId).padStart(6, "0")}`);
    expect(body.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [row] = await returns();
    expect(row).toMatchObject({ id: body.returnId, user_id: memberId, item_quantity: 2 });
    expect(await statusOf(mine[0]!)).toBe("RETURNING");
    expect(await statusOf(mine[1]!)).toBe("RETURNING");

    const again = await post({ productItemIds: mine }, { cookie: shop.memberCookie });
    expect(again.status).toBe(409);
    expect(await returns()).toHaveLength(1);
  });
});
