import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderStatus } from "@/domain/enums";
import { subscriptionState } from "@/domain/member/account-plan";
import { memberSubscriptions, order, users } from "@/server/db/schema";
import { loadMemberProfile } from "@/server/services/account/load-member-profile";
import { loadMemberDetail } from "@/server/services/admin-orders/staff-details";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

// 'Subscribed' (spec 4.3): a payment subscription id and an active order (spec 3.4's rule: the last
// one not payment-cancelled, payment-pending or finalised), not the latest order row. Read as
// /account and the back office's member page read it, with the provider reporting the subscription live.
describe(`who is subscribed, on ${testDbKind}`, () => {
  let database: TestDatabase;
  let serial = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** A member whose subscription the provider reports live, with these orders (oldest first). */
  async function memberWith(statuses: OrderStatus[]) {
    const id = `subscribed-${++serial}`;
    const subscriptionId = `sub_${id}`;
    const { db } = database;
    await db.insert(users).values({
      id,
      email: `${id}@example.co.uk`,
      payment_customer_id: `cus_${id}`,
      payment_subscription_id: subscriptionId,
    });
    await db.insert(memberSubscriptions).values({
      id: subscriptionId,
      user_id: id,
      customer_id: `cus_${id}`,
      status: "active",
    });
    for (const status of statuses) await db.insert(order).values({ user_id: id, status });
    return id;
  }

  async function readings(userId: string) {
    const profile = (await loadMemberProfile(database.db, userId))!;
    const detail = (await loadMemberDetail(database.db, userId, new Date()))!;
    return {
      subscribed: profile.subscribed,
      account: subscriptionState(profile, true),
      backOffice: detail.subscription.state,
    };
  }

  it("is not a member with no order, though the provider says the subscription is live", async () => {
    expect(await readings(await memberWith([]))).toEqual({
      subscribed: false,
      account: "Not active",
      backOffice: "Not active",
    });
  });

  it("is a member whose older order is active and whose newer one is finalised", async () => {
    expect(await readings(await memberWith(["ORDER_ACTIVE", "ORDER_FINALISED"]))).toEqual({
      subscribed: true,
      account: "Active",
      backOffice: "Active",
    });
  });

  it("is not a member whose only live-looking order is an unpaid or cancelled checkout", async () => {
    for (const latest of [
      "ORDER_PLACED_PAYMENT_PENDING",
      "ORDER_PLACED_PAYMENT_CANCELLED",
    ] as const)
      expect(await readings(await memberWith(["ORDER_FINALISED", latest])), latest).toEqual({
        subscribed: false,
        account: "Not active",
        backOffice: "Not active",
      });
  });

  it("is a member with a placed order behind a newer unpaid checkout", async () => {
    expect(
      await readings(await memberWith(["ORDER_PLACED", "ORDER_PLACED_PAYMENT_PENDING"])),
    ).toEqual({ subscribed: true, account: "Active", backOffice: "Active" });
  });
});
