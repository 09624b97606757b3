import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as accountPost } from "@/app/api/account/route";
import { POST as favouritesPost } from "@/app/api/favourites/route";
import { GET as sessionGet } from "@/app/api/session/route";
import { POST as verifyPost } from "@/app/api/verify_subscription/route";
import { products, userProductFavorites, users } from "@/server/db/schema";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";
import {
  APP_URL,
  getSessionUser,
  logIn,
  makeAuth,
  register,
  sessionCookie,
} from "./auth-test-helpers";

// The route handlers run as in the shop: the process's database and auth are this test's.
const globals = globalThis as unknown as { littlerobeDb?: unknown; littlerobeAuth?: unknown };

let handle: TestDatabase;
let auth: ReturnType<typeof makeAuth>;
let cookieA: string;
let idA: string;
let idB: string;
let productId: number;

function post(
  handler: (r: Request) => Promise<Response>,
  path: string,
  body: unknown,
  cookie?: string,
) {
  const headers = new Headers({ "content-type": "application/json", origin: APP_URL });
  if (cookie) headers.set("cookie", cookie);
  return handler(
    new Request(`${APP_URL}${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
}

async function snapshotB() {
  return {
    user: await handle.db.select().from(users).where(eq(users.id, idB)),
    favourites: await handle.db
      .select()
      .from(userProductFavorites)
      .where(eq(userProductFavorites.user_id, idB)),
  };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  auth = makeAuth(handle.db);
  globals.littlerobeDb = handle;
  globals.littlerobeAuth = auth;
  cookieA = sessionCookie(await register(auth, "member.a@example.com", "password-of-a"));
  idA = (await getSessionUser(auth, cookieA))!.id;
  const cookieB = sessionCookie(await register(auth, "member.b@example.com", "password-of-b"));
  idB = (await getSessionUser(auth, cookieB))!.id;
  const [product] = await handle.db
    .insert(products)
    .values({ name: "Striped romper", slug: "striped-romper" })
    .returning({ id: products.id });
  productId = product!.id;
  await handle.db
    .update(users)
    .set({ firstName: "Bea", postcode: "M1 1AE", payment_subscription_id: "sub_local_b" })
    .where(eq(users.id, idB));
  await handle.db.insert(userProductFavorites).values({ user_id: idB, product_id: productId });
});

afterAll(async () => {
  globals.littlerobeAuth = undefined;
  globals.littlerobeDb = undefined;
  await handle.close();
});

describe("member A cannot read or change member B's data (spec 6)", () => {
  async function session(cookie?: string) {
    const headers = new Headers(cookie ? { cookie } : {});
    const response = await sessionGet(new Request(`${APP_URL}/api/session`, { headers }));
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    return ((await response.json()) as { profile: Record<string, unknown> | null }).profile;
  }

  it("session: each browser gets its own profile, a guest none (issue 8: the pages are shared)", async () => {
    expect(await session()).toBeNull();
    expect(await session("better-auth.session_token=forged.value")).toBeNull();
    const a = await session(cookieA);
    expect(a).toMatchObject({ email: "member.a@example.com", favouriteProductIds: [] });
    const cookieB = sessionCookie(await logIn(auth, "member.b@example.com", "password-of-b"));
    expect(await session(cookieB)).toMatchObject({
      email: "member.b@example.com",
      firstName: "Bea",
      favouriteProductIds: [productId],
    });
  });

  it("favourites: a user_id in the body is ignored; only A's own favourite toggles", async () => {
    const before = await snapshotB();
    const response = await post(
      favouritesPost,
      "/api/favourites",
      { product_id: productId, user_id: idB },
      cookieA,
    );
    expect(await response.json()).toEqual({ favourite: true });
    expect(await snapshotB()).toEqual(before);
    const mine = await handle.db
      .select()
      .from(userProductFavorites)
      .where(eq(userProductFavorites.user_id, idA));
    expect(mine.map((f) => f.product_id)).toEqual([productId]);
  });

  it("account: an id in the body is ignored, and B's e-mail is refused", async () => {
    const before = await snapshotB();
    const form = {
      id: idB,
      title: "Mr",
      firstName: "Mallory",
      lastName: "Intruder",
      babyName: "Kid",
      email: "member.b@example.com",
      contactNumber: "020-794-6095",
      address1: "1 Road",
      city: "Leeds",
      postcode: "LS1 1AA",
      country: "United Kingdom",
    };
    const refused = await post(accountPost, "/api/account", form, cookieA);
    expect(refused.status).toBe(409);
    expect(await snapshotB()).toEqual(before);
    const saved = await post(
      accountPost,
      "/api/account",
      { ...form, email: "member.a@example.com" },
      cookieA,
    );
    expect(saved.status).toBe(200);
    expect(await snapshotB()).toEqual(before);
    const [a] = await handle.db.select().from(users).where(eq(users.id, idA));
    expect(a).toMatchObject({ firstName: "Mallory", postcode: "LS1 1AA" });
  });

  it("account: invalid values are refused with the form's messages", async () => {
    const response = await post(
      accountPost,
      "/api/account",
      { firstName: "A", contactNumber: "abc", postcode: "nope" },
      cookieA,
    );
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as {
      error: { code: string; fields: Record<string, string> };
    };
    expect(error.code).toBe("validation_failed");
    const errors = error.fields;
    expect(errors.contactNumber).toBe("Please enter a valid contact number, (no spaces)");
    expect(errors.postcode).toBe("Please enter a valid postcode");
  });

  it("verify_subscription: B's subscription id is refused", async () => {
    const response = await post(
      verifyPost,
      "/api/verify_subscription",
      { subscriptionId: "sub_local_b", stripeUserId: "cus_b" },
      cookieA,
    );
    expect(response.status).toBe(403);
    const own = await post(verifyPost, "/api/verify_subscription", {}, cookieA);
    expect(await own.json()).toEqual({ active: false });
  });

  it("a guest gets 401 from every member-data route and nothing changes", async () => {
    const before = await snapshotB();
    expect(
      (await post(favouritesPost, "/api/favourites", { product_id: productId }, undefined)).status,
    ).toBe(401);
    expect((await post(accountPost, "/api/account", { firstName: "X" }, undefined)).status).toBe(
      401,
    );
    expect(
      (
        await post(
          verifyPost,
          "/api/verify_subscription",
          { subscriptionId: "sub_local_b" },
          undefined,
        )
      ).status,
    ).toBe(401);
    expect(await snapshotB()).toEqual(before);
  });
});
