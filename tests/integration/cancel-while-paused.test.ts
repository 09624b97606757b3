import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { membershipNote } from "@/domain/member/account-plan";
import { sandboxSubscriptions } from "@/server/db/schema";
import { loadAccountOverview } from "@/server/services/account/load-account-overview";
import { applyPortalChange } from "@/server/services/payments/sandbox-portal";
import { testDbKind } from "../helpers/test-db";
import {
  APP_URL,
  memberOf,
  openCheckoutShop,
  subscriptionsOf,
  type CheckoutShop,
} from "./checkout-fixture";

// Issue 23: a member who cancels while paused sees the cancellation at once, with its end day,
// and can undo it ('Keep my subscription') until then, as a member who was not paused can.

let shop: CheckoutShop;
beforeAll(async () => {
  shop = await openCheckoutShop();
}, 120_000);
afterAll(() => shop?.close());

async function payingMember() {
  const { member, orderId } = await shop.startSingleCheckout();
  await shop.pay(orderId);
  const customerId = (await memberOf(shop.db, member.id)).payment_customer_id!;
  const { url } = await shop.gateway.createPortalSession(customerId, `${APP_URL}/account`);
  const portalId = url.split("/").pop()!;
  const portal = (change: Parameters<typeof applyPortalChange>[3]) =>
    applyPortalChange(shop.db, shop.gateway, portalId, change, shop.clock.now());
  const account = async () => {
    const overview = await loadAccountOverview(shop.db, member.id, shop.gateway);
    return membershipNote(overview!.subscription!, shop.clock.now());
  };
  return { member, portal, account };
}

const day = (date: Date | null) =>
  date!.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

describe(`cancelling while paused on ${testDbKind}`, () => {
  it("shows the cancellation at once with its end day; 'Keep my subscription' undoes it", async () => {
    const { member, portal, account } = await payingMember();
    expect(await portal({ action: "pause", months: 1 })).toBe("done");
    const [paused] = await subscriptionsOf(shop.db, member.id);
    expect(await account()).toBe(`Paused until ${day(paused!.paused_until)}`);

    expect(await portal({ action: "cancel", reason: "Moving abroad" })).toBe("done");
    const [cancelled] = await subscriptionsOf(shop.db, member.id);
    expect(cancelled).toMatchObject({ cancel_at_period_end: true, status: "active" });
    const ends = day(cancelled!.current_period_end);
    expect(await account()).toMatch(new RegExp(`^Cancelled: your membership ends on ${ends}`));

    expect(await portal({ action: "keep" })).toBe("done");
    const [kept] = await subscriptionsOf(shop.db, member.id);
    expect(kept).toMatchObject({ cancel_at_period_end: false, status: "active" });
    expect(kept!.paused_until).toEqual(paused!.paused_until); // still paused, as before
    expect(await account()).toBe(`Paused until ${day(paused!.paused_until)}`);
  });

  it("once the membership has ended there is nothing to undo", async () => {
    const { member, portal } = await payingMember();
    expect(await portal({ action: "cancel", reason: "Outgrown it" })).toBe("done");
    const [row] = await subscriptionsOf(shop.db, member.id);
    await shop.db
      .update(sandboxSubscriptions)
      .set({ status: "canceled" })
      .where(eq(sandboxSubscriptions.id, row!.id));
    expect(await portal({ action: "keep" })).toBe("ended");
    const [after] = await shop.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, row!.id));
    expect(after).toMatchObject({ status: "canceled", cancel_at_period_end: true });
  });
});
