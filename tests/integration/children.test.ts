/**
 * A family's children (issue 27, docs/growing.md 'The child, not only the account'): added,
 * changed and removed through the routes as the shop runs them; another family refused with a
 * 404 and nothing changed; the prediction corrected by 'wears now' and the family's rented sizes.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as childrenPost } from "@/app/api/children/route";
import { DELETE as childDelete, PUT as childPut } from "@/app/api/children/[id]/route";
import { GET as sessionGet } from "@/app/api/session/route";
import { CHILD_MESSAGES, MAX_CHILDREN } from "@/domain/children/child-input";
import { MESSAGES } from "@/domain/forms/messages";
import {
  children,
  order,
  orderProductVariants,
  products,
  productVariants,
  variantOptions,
} from "@/server/db/schema";
import { addChild } from "@/server/services/children/add-child";
import { loadChildren } from "@/server/services/children/load-children";
import { updateChild } from "@/server/services/children/update-child";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";
import { APP_URL, getSessionUser, makeAuth, register, sessionCookie } from "./auth-test-helpers";

const globals = globalThis as unknown as { littlerobeDb?: unknown; littlerobeAuth?: unknown };

let handle: TestDatabase;
let cookieA: string;
let cookieB: string;
let idA: string;
let idB: string;

type Handler = (
  request: Request,
  context?: { params: Promise<Record<string, string>> },
) => Promise<Response>;

function call(
  handler: Handler,
  method: string,
  path: string,
  body: unknown,
  cookie?: string,
  params: Record<string, string> = {},
) {
  const headers = new Headers({ "content-type": "application/json", origin: APP_URL });
  if (cookie) headers.set("cookie", cookie);
  return handler(
    new Request(`${APP_URL}${path}`, { method, headers, body: JSON.stringify(body) }),
    { params: Promise.resolve(params) },
  );
}

const add = (body: unknown, cookie?: string) =>
  call(childrenPost, "POST", "/api/children", body, cookie);
const put = (id: number | string, body: unknown, cookie?: string) =>
  call(childPut, "PUT", `/api/children/${id}`, body, cookie, { id: String(id) });
const remove = (id: number | string, cookie?: string) =>
  call(childDelete, "DELETE", `/api/children/${id}`, {}, cookie, { id: String(id) });

const rowsOf = (userId: string) =>
  handle.db.select().from(children).where(eq(children.user_id, userId)).orderBy(children.id);

async function session(cookie: string) {
  const response = await sessionGet(
    new Request(`${APP_URL}/api/session`, { headers: new Headers({ cookie }) }),
  );
  return ((await response.json()) as { profile: { children?: unknown } }).profile;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const auth = makeAuth(handle.db);
  globals.littlerobeDb = handle;
  globals.littlerobeAuth = auth;
  cookieA = sessionCookie(await register(auth, "family.a@example.com", "password-of-a"));
  idA = (await getSessionUser(auth, cookieA))!.id;
  cookieB = sessionCookie(await register(auth, "family.b@example.com", "password-of-b"));
  idB = (await getSessionUser(auth, cookieB))!.id;
});

afterAll(async () => {
  globals.littlerobeAuth = undefined;
  globals.littlerobeDb = undefined;
  await handle.close();
});

describe("a family's children through the routes", () => {
  let childId: number;

  it("adds a child and the session carries the size they wear now", async () => {
    const response = await add(
      { firstName: " Amelia ", dateOfBirth: "2025-01-10", sizeNow: "" },
      cookieA,
    );
    expect(response.status).toBe(200);
    childId = ((await response.json()) as { id: number }).id;
    const [row] = await rowsOf(idA);
    expect(row).toMatchObject({
      id: childId,
      first_name: "Amelia",
      date_of_birth: "2025-01-10",
      size_now: null,
      size_now_on: null,
    });
    const profile = await session(cookieA);
    expect(profile.children).toHaveLength(1);
    expect(profile.children).toEqual([{ firstName: "Amelia", size: expect.any(String) }]);
    expect((await session(cookieB)).children).toEqual([]);
  });

  it("refuses bad input with the field's message and adds nothing", async () => {
    const before = await rowsOf(idA);
    const blank = await add({ firstName: "", dateOfBirth: "2025-02-30" }, cookieA);
    expect(blank.status).toBe(422);
    expect(((await blank.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      firstName: MESSAGES.required,
      dateOfBirth: MESSAGES.dateOfBirthInvalid,
    });
    const future = await add({ firstName: "Later", dateOfBirth: "2999-01-01" }, cookieA);
    expect(future.status).toBe(422);
    expect(await future.json()).toMatchObject({
      error: { fields: { dateOfBirth: CHILD_MESSAGES.dateOfBirthFuture } },
    });
    const size = await add(
      { firstName: "Tall", dateOfBirth: "2025-01-10", sizeNow: "XXL" },
      cookieA,
    );
    expect(size.status).toBe(422);
    expect(await rowsOf(idA)).toEqual(before);
  });

  it("a guest is asked to log in and nothing is added", async () => {
    const response = await add({ firstName: "Amelia", dateOfBirth: "2025-01-10" });
    expect(response.status).toBe(401);
    expect(await handle.db.select().from(children)).toHaveLength(1);
  });

  it("changes the family's own child", async () => {
    const response = await put(
      childId,
      { firstName: "Amelia Rose", dateOfBirth: "2025-01-11", sizeNow: "12-18-months" },
      cookieA,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ saved: true });
    const [row] = await rowsOf(idA);
    expect(row).toMatchObject({
      first_name: "Amelia Rose",
      date_of_birth: "2025-01-11",
      size_now: "12-18-months",
    });
    expect(row!.size_now_on).not.toBeNull();
  });

  it("another family can neither change nor remove the child: 404 and nothing changes", async () => {
    const before = await rowsOf(idA);
    const changed = await put(
      childId,
      { firstName: "Mallory", dateOfBirth: "2020-01-01", sizeNow: "" },
      cookieB,
    );
    expect(changed.status).toBe(404);
    const removed = await remove(childId, cookieB);
    expect(removed.status).toBe(404);
    expect(await rowsOf(idA)).toEqual(before);
    expect(await rowsOf(idB)).toEqual([]);
    // A guest too; an id that is no id is a 404 before anything is read.
    expect((await remove(childId)).status).toBe(401);
    expect((await remove("abc", cookieA)).status).toBe(404);
    expect(await rowsOf(idA)).toEqual(before);
  });

  it("removes the family's own child", async () => {
    const response = await remove(childId, cookieA);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ removed: true });
    expect(await rowsOf(idA)).toEqual([]);
    expect((await remove(childId, cookieA)).status).toBe(404);
  });

  it(`records at most ${MAX_CHILDREN} children per family, also when added at once`, async () => {
    const responses = await Promise.all(
      Array.from({ length: MAX_CHILDREN + 2 }, (_, i) =>
        add({ firstName: `Child ${i}`, dateOfBirth: "2024-06-01" }, cookieB),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_CHILDREN);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    expect(await rowsOf(idB)).toHaveLength(MAX_CHILDREN);
    await handle.db.delete(children).where(eq(children.user_id, idB));
  });
});

describe("the prediction, corrected by 'wears now' and the family's picks", () => {
  const now = new Date("2026-08-15T10:00:00Z");

  /** A paid order of this family on `day` with one garment in each of these sizes. */
  async function rent(userId: string, day: string, sizes: string[]) {
    const [product] = await handle.db
      .insert(products)
      .values({ name: `Romper ${day} ${sizes.join()}`, slug: `romper-${day}-${sizes.join("-")}` })
      .returning({ id: products.id });
    const [placed] = await handle.db
      .insert(order)
      .values({ user_id: userId, status: "ORDER_ACTIVE", created_at: new Date(`${day}T12:00:00Z`) })
      .returning({ id: order.id });
    for (const [index, size] of sizes.entries()) {
      const slug = size.toLowerCase().replace(/\s+/g, "-");
      const [option] = await handle.db
        .insert(variantOptions)
        .values({ name: size, type: "Size", slug })
        .onConflictDoUpdate({
          target: [variantOptions.type, variantOptions.slug],
          set: { name: size },
        })
        .returning({ id: variantOptions.id });
      const [variant] = await handle.db
        .insert(productVariants)
        .values({
          product_id: product!.id,
          sku: `${product!.id}-${index}-${slug}`,
          size_id: option!.id,
        })
        .returning({ id: productVariants.id });
      await handle.db
        .insert(orderProductVariants)
        .values({ order_id: placed!.id, product_variant_id: variant!.id });
    }
  }

  it("follows the chart alone with no picks", async () => {
    // Born 10 Jan 2026: 7 months on 15 Aug 2026, 6-9 months until 10 Oct.
    const added = await addChild(
      handle.db,
      idA,
      { firstName: "Iris", dateOfBirth: "2026-01-10", sizeNow: null },
      now,
    );
    expect(added.status).toBe("added");
    const [iris] = await loadChildren(handle.db, idA, now);
    expect(iris).toMatchObject({
      firstName: "Iris",
      picks: [],
      prediction: {
        current: "6-9-months",
        next: "9-12-months",
        nextFrom: "2026-10-10",
        ageMonths: 7,
        shiftMonths: 0,
      },
    });
  });

  it("a 'wears now' is dated the day it is said, and kept when it is not changed", async () => {
    const [iris] = await loadChildren(handle.db, idA, now);
    const saidOn = new Date("2026-07-20T10:00:00Z"); // 6 months old, in 9-12 months: 3 ahead
    await updateChild(
      handle.db,
      idA,
      iris!.id,
      { firstName: "Iris", dateOfBirth: "2026-01-10", sizeNow: "9-12-months" },
      saidOn,
    );
    await updateChild(
      handle.db,
      idA,
      iris!.id,
      { firstName: "Iris May", dateOfBirth: "2026-01-10", sizeNow: "9-12-months" },
      now,
    );
    const [again] = await loadChildren(handle.db, idA, now);
    expect(again).toMatchObject({
      firstName: "Iris May",
      sizeNowOn: "2026-07-20",
      prediction: { current: "9-12-months", shiftMonths: 3, nextFrom: "2026-10-10" },
    });
  });

  it("shares rented sizes out to the nearest child and corrects each prediction", async () => {
    // Iris's 'wears now' off again; a big sister born 10 Jan 2024 (2-3 years on 15 Aug 2026).
    const [iris] = await loadChildren(handle.db, idA, now);
    await updateChild(
      handle.db,
      idA,
      iris!.id,
      { firstName: "Iris", dateOfBirth: "2026-01-10", sizeNow: null },
      now,
    );
    await addChild(
      handle.db,
      idA,
      { firstName: "Nell", dateOfBirth: "2024-01-10", sizeNow: null },
      now,
    );
    // On 1 August Iris is 6 months old and Nell 30. Iris's picks: 9-12 months twice (3 months
    // ahead); Nell's: 3-4 years (the legacy label '3-4y', 6 months ahead). 'One size' is no age size; an unpaid order
    // and another family's order do not count.
    await rent(idA, "2026-08-01", ["9-12 months", "9-12m", "3-4y", "One size"]);
    await handle.db.insert(order).values({ user_id: idA, status: "ORDER_PLACED_PAYMENT_PENDING" });
    await rent(idB, "2026-08-01", ["5-6 years", "5-6 years"]);
    const [first, second] = await loadChildren(handle.db, idA, now);
    expect(first).toMatchObject({
      firstName: "Iris",
      picks: [
        { size: "9-12-months", on: "2026-08-01" },
        { size: "9-12-months", on: "2026-08-01" },
      ],
      prediction: { current: "9-12-months", shiftMonths: 3, nextFrom: "2026-10-10" },
    });
    expect(second).toMatchObject({
      firstName: "Nell",
      picks: [{ size: "3-4-years", on: "2026-08-01" }],
      prediction: { current: "3-4-years", shiftMonths: 6, nextFrom: "2027-07-10" },
    });
  });

  it("forgets picks older than a year", async () => {
    const later = new Date("2027-08-02T10:00:00Z");
    const [iris] = await loadChildren(handle.db, idA, later);
    expect(iris!.picks).toEqual([]);
    expect(iris!.prediction).toMatchObject({ current: "18-24-months", shiftMonths: 0 });
  });
});
