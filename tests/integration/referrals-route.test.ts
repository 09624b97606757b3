import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/referrals/route";
import { REFERRAL_CODE_SHAPE_MESSAGE } from "@/domain/referrals/referral-code";
import { REFUSAL_MESSAGES } from "@/domain/referrals/referral-rules";
import { referralCodes, referrals, users } from "@/server/db/schema";
import { APP_URL, getSessionUser } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// POST /api/referrals (issue 27) through the request pipeline: only the signed-in family uses a
// code, for itself; a guest, another site, a malformed body or a refused code is a clear 4xx and
// changes nothing.

let shop: RouteTestShop;
let memberId: string;
const AMELIAS_CODE = "AMELIA-7K3Q";
const MEMBERS_CODE = "MEMBER-AB23";

function post(body: unknown, options: { cookie?: string; origin?: string } = {}) {
  const headers = new Headers({
    origin: options.origin ?? APP_URL,
    "content-type": "application/json",
  });
  if (options.cookie) headers.set("cookie", options.cookie);
  return POST(
    new Request(`${APP_URL}/api/referrals`, {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

const stored = () => shop.handle.db.select().from(referrals);

describe("POST /api/referrals", () => {
  beforeAll(async () => {
    shop = await openRouteTestShop();
    memberId = (await getSessionUser(shop.auth, shop.memberCookie))!.id;
    const db = shop.handle.db;
    await db.insert(users).values({
      id: "amelia",
      email: "amelia@example.co.uk",
      firstName: "Amelia",
      payment_customer_id: "cus_amelia",
    });
    await db.insert(referralCodes).values([
      { user_id: "amelia", code: AMELIAS_CODE },
      { user_id: memberId, code: MEMBERS_CODE },
    ]);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("asks a guest to log in, and refuses another site", async () => {
    const guest = await post({ code: AMELIAS_CODE });
    expect(guest.status).toBe(401);
    expect((await guest.json()).error.message).toBe("Please log in to continue.");
    const crossSite = await post(
      { code: AMELIAS_CODE },
      { cookie: shop.memberCookie, origin: "https://elsewhere.example" },
    );
    expect(crossSite.status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it("refuses a body that is not one code, saying what a code looks like", async () => {
    const wrong = await post({ code: "hello" }, { cookie: shop.memberCookie });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).error.fields).toEqual({ code: REFERRAL_CODE_SHAPE_MESSAGE });
    const forSomeoneElse = await post(
      { code: AMELIAS_CODE, userId: "amelia" },
      { cookie: shop.memberCookie },
    );
    expect(forSomeoneElse.status).toBe(422);
    expect((await post("{", { cookie: shop.memberCookie })).status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it("refuses one's own code under the field", async () => {
    const own = await post({ code: MEMBERS_CODE.toLowerCase() }, { cookie: shop.memberCookie });
    expect(own.status).toBe(409);
    expect((await own.json()).error).toMatchObject({
      code: "conflict",
      message: REFUSAL_MESSAGES.own_code,
      fields: { code: REFUSAL_MESSAGES.own_code },
    });
    expect(await stored()).toEqual([]);
  });

  it("keeps a friend's code for the signed-in family only", async () => {
    const saved = await post({ code: " amelia 7k3q " }, { cookie: shop.memberCookie });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ code: AMELIAS_CODE, referrerFirstName: "Amelia" });
    expect(await stored()).toMatchObject([
      { referrer_user_id: "amelia", friend_user_id: memberId, state: "pending" },
    ]);
    const [amelia] = await shop.handle.db.select().from(users).where(eq(users.id, "amelia"));
    expect(amelia?.payment_customer_id).toBe("cus_amelia");
  });
});
