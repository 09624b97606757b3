import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, jobs, order, referrals, users } from "@/server/db/schema";
import { referralCreditJob } from "@/server/jobs/referral-credit";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";
import { claimReferral } from "@/server/services/referrals/claim-referral";
import { creditReferral } from "@/server/services/referrals/credit-referral";
import { loadMemberReferrals } from "@/server/services/referrals/load-member-referrals";
import {
  listStaffReferrals,
  staffReferralTotals,
} from "@/server/services/referrals/load-staff-referrals";
import { pageWindow } from "@/domain/admin/paging";
import { memberReferralCode } from "@/server/services/referrals/member-referral-code";
import { REFUSAL_MESSAGES } from "@/domain/referrals/referral-rules";
import { testDbKind } from "../helpers/test-db";
import { openCheckoutShop, PLANS, type CheckoutShop } from "./checkout-fixture";

// Issue 27, "Give a month, get a month" (docs/growing.md, part:referrals): a member's code, a
// friend who uses it and whose first payment settles, both credited a month at the payment
// provider once, whatever the webhook does (repeated, or at the same moment on PostgreSQL), and
// every refusal (own code, same family, a second code, an earlier member, an unknown code).

describe(`referrals (issue 27) on ${testDbKind}`, () => {
  let shop: CheckoutShop;

  beforeAll(async () => {
    shop = await openCheckoutShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** A family that paid for `plan`: their user and payment customer. */
  async function member(plan: keyof typeof PLANS = "single", email?: string) {
    const family = await shop.addMember();
    if (email) await shop.db.update(users).set({ email }).where(eq(users.id, family.id));
    await join(family.id, plan);
    return { id: family.id, email: email ?? family.email };
  }

  async function join(userId: string, plan: keyof typeof PLANS) {
    const {
      variantIds: [variantId],
    } = await shop.addProduct([PLANS[plan].limit]);
    const started = await shop.checkout(
      userId,
      shop.request({ plan: PLANS[plan].plan, lines: Array(PLANS[plan].limit).fill(variantId!) }),
    );
    if (started.kind !== "payment") throw new Error(`Expected a payment, got ${started.kind}`);
    expect(await shop.pay(started.orderId)).toMatchObject({ kind: "paid" });
    return started.orderId;
  }

  const customerOf = async (userId: string) =>
    (await shop.db.select().from(users).where(eq(users.id, userId)))[0]!.payment_customer_id!;
  const referralOf = async (friendId: string) =>
    (await shop.db.select().from(referrals).where(eq(referrals.friend_user_id, friendId)))[0];
  const creditJobs = async (referralId: number) =>
    shop.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.type, referralCreditJob.name),
          eq(jobs.singleton_key, `referral.credit:${referralId}`),
        ),
      );
  const mailsTo = async (email: string) =>
    (await shop.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)))
      .map((mail) => mail.subject)
      .filter((subject) => subject.includes("a month's credit") || subject.includes("A month's"));
  const runCreditJobs = () =>
    runDueJobs(shop.db, jobHandlers([referralCreditJob], { payments: shop.gateway }));

  it("gives a paying member one stable code, and a family that never paid none", async () => {
    const amelia = await member();
    const code = await memberReferralCode(shop.db, amelia.id);
    expect(code).toMatch(/^AMELIA-[A-Z2-9]{4}$/);
    expect(await memberReferralCode(shop.db, amelia.id)).toBe(code);
    const [a, b] = await Promise.all([
      memberReferralCode(shop.db, (await member()).id),
      memberReferralCode(shop.db, amelia.id),
    ]);
    expect(b).toBe(code);
    expect(a).not.toBe(code);
    expect(await memberReferralCode(shop.db, (await shop.addMember()).id)).toBeNull();
    expect(await memberReferralCode(shop.db, "nobody")).toBeNull();
  });

  it("draws again when a code is taken", async () => {
    const first = await member();
    const second = await member();
    const same = () => [1, 2, 3, 4];
    const taken = await memberReferralCode(shop.db, first.id, same);
    let draws = 0;
    const code = await memberReferralCode(shop.db, second.id, () => {
      draws += 1;
      return draws === 1 ? [1, 2, 3, 4] : [5, 6, 7, 8];
    });
    expect(draws).toBe(2);
    expect(code).not.toBe(taken);
    expect(code).toBe("AMELIA-FGHJ");
  });

  it("credits both families a month once the friend's first payment settles, once", async () => {
    const amelia = await member("single");
    const code = (await memberReferralCode(shop.db, amelia.id))!;
    const beth = await shop.addMember();
    expect(await claimReferral(shop.db, { userId: beth.id, code })).toEqual({
      kind: "saved",
      code,
      referrerFirstName: "Amelia",
    });
    // Saying the same code again keeps it.
    expect(await claimReferral(shop.db, { userId: beth.id, code })).toMatchObject({
      kind: "saved",
    });
    expect(await referralOf(beth.id)).toMatchObject({ state: "pending", code });

    shop.delivery = "capture";
    shop.captured.length = 0;
    await join(beth.id, "pair");
    shop.delivery = "process";
    const events = [...shop.captured];
    for (const event of events) await shop.webhook(event.body, event.signature);
    const referral = (await referralOf(beth.id))!;
    expect(referral).toMatchObject({
      state: "qualified",
      friend_credit_pence: PLANS.pair.pence,
      referrer_credit_pence: PLANS.single.pence,
    });
    expect(referral.settled_checkout_id).toMatch(/^cs_/);

    // The provider delivers every event again: nothing more is queued.
    for (const event of events)
      expect(await shop.webhook(event.body, event.signature)).toEqual({ status: "duplicate" });
    expect(await creditJobs(referral.id)).toHaveLength(1);

    // An earlier attempt granted the friend's month and stopped (a crash): the job's run grants it
    // under the same key, so it is there once.
    await shop.gateway.addCustomerCredit({
      customerId: await customerOf(beth.id),
      pence: PLANS.pair.pence,
      idempotencyKey: `referral-${referral.id}-friend`,
      description: "A month's credit: you joined Littlerobe with a friend's code",
    });
    expect(await runCreditJobs()).toBe(1);
    expect(await referralOf(beth.id)).toMatchObject({ state: "credited" });
    expect(await shop.gateway.getCustomerCredit(await customerOf(beth.id))).toBe(PLANS.pair.pence);
    expect(await shop.gateway.getCustomerCredit(await customerOf(amelia.id))).toBe(
      PLANS.single.pence,
    );
    // Run again once credited: nothing more.
    expect(await creditReferral(shop.db, shop.gateway, referral.id, new Date())).toBe(
      "not_qualified",
    );
    expect(await shop.gateway.getCustomerCredit(await customerOf(beth.id))).toBe(PLANS.pair.pence);
    // Each family was told once, the retry told nobody again.
    expect(await mailsTo(beth.email)).toEqual(["A month's credit for joining with Amelia's code"]);
    expect(await mailsTo(amelia.email)).toEqual([
      "Amelia joined Littlerobe: a month's credit for you",
    ]);

    // Each family sees its own side; staff see both.
    expect(await loadMemberReferrals(shop.db, amelia.id)).toMatchObject({
      code,
      joinedWith: null,
      friends: [{ firstName: "Amelia", state: "credited", creditPence: PLANS.single.pence }],
      creditedPence: PLANS.single.pence,
    });
    const beths = await loadMemberReferrals(shop.db, beth.id);
    expect(beths.joinedWith).toMatchObject({
      code,
      state: "credited",
      creditPence: PLANS.pair.pence,
    });
    expect(beths.friends).toEqual([]);
    expect(beths.code).toMatch(/^AMELIA-/);
    expect(beths.code).not.toBe(code);
    const staff = await listStaffReferrals(shop.db, { q: beth.email }, pageWindow(1));
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({
      id: referral.id,
      code,
      referrer: { id: amelia.id, email: amelia.email },
      friend: { id: beth.id, email: beth.email },
      state: "credited",
      referrerCreditPence: PLANS.single.pence,
      friendCreditPence: PLANS.pair.pence,
    });
    expect(
      await listStaffReferrals(shop.db, { q: code.toLowerCase() }, pageWindow(1)),
    ).toHaveLength(1);
    expect(
      await listStaffReferrals(shop.db, { q: amelia.email, state: "pending" }, pageWindow(1)),
    ).toHaveLength(0);
    expect(await staffReferralTotals(shop.db)).toEqual({
      pending: 0,
      qualified: 0,
      credited: 1,
      refused: 0,
      creditedPence: PLANS.single.pence + PLANS.pair.pence,
    });
  });

  it("gives a referrer with no live plan a month of the friend's plan, kept for their next payment", async () => {
    const amelia = await member("single");
    const code = (await memberReferralCode(shop.db, amelia.id))!;
    const paid = await shop.gateway.getCheckoutSession(await paidSession(amelia.id));
    const subscription = paid!.subscriptionId!;
    await shop.gateway.cancelSubscription(subscription, "Outgrown");
    shop.clock.advanceMinutes(60 * 24 * 32);
    await shop.gateway.renewDueSubscriptions();
    const beth = await shop.addMember();
    await claimReferral(shop.db, { userId: beth.id, code });
    await join(beth.id, "pair");
    expect(await referralOf(beth.id)).toMatchObject({
      state: "qualified",
      referrer_credit_pence: PLANS.pair.pence,
    });
    await runCreditJobs();
    expect(await shop.gateway.getCustomerCredit(await customerOf(amelia.id))).toBe(
      PLANS.pair.pence,
    );
  });

  async function paidSession(userId: string) {
    const [paid] = await shop.db
      .select({ checkoutId: order.checkout_id })
      .from(order)
      .where(eq(order.user_id, userId));
    return paid!.checkoutId!;
  }

  it("refuses one's own code, the same family, a second code, an earlier member and an unknown code", async () => {
    const amelia = await member("single", `amelia-${Date.now()}@example.co.uk`);
    const code = (await memberReferralCode(shop.db, amelia.id))!;
    const tom = await member("single");
    const tomsCode = (await memberReferralCode(shop.db, tom.id))!;
    const refused = (refusal: keyof typeof REFUSAL_MESSAGES) => ({
      kind: "refused",
      refusal,
      message: REFUSAL_MESSAGES[refusal],
    });

    expect(await claimReferral(shop.db, { userId: amelia.id, code })).toEqual(refused("own_code"));
    const sameMailbox = await shop.addMember();
    await shop.db
      .update(users)
      .set({ email: amelia.email.replace("@", "+kids@") })
      .where(eq(users.id, sameMailbox.id));
    expect(await claimReferral(shop.db, { userId: sameMailbox.id, code })).toEqual(
      refused("same_family"),
    );
    expect(await claimReferral(shop.db, { userId: tom.id, code })).toEqual(
      refused("already_member"),
    );
    const beth = await shop.addMember();
    expect(await claimReferral(shop.db, { userId: beth.id, code: "NOBODY-AAAA" })).toEqual(
      refused("unknown_code"),
    );
    await claimReferral(shop.db, { userId: beth.id, code });
    expect(await claimReferral(shop.db, { userId: beth.id, code: tomsCode })).toEqual(
      refused("already_referred"),
    );
    // Two different codes at the same moment: one is kept, the other refused.
    const cara = await shop.addMember();
    const both = await Promise.all([
      claimReferral(shop.db, { userId: cara.id, code }),
      claimReferral(shop.db, { userId: cara.id, code: tomsCode }),
    ]);
    expect(both.map((answer) => answer.kind).sort()).toEqual(["refused", "saved"]);
    expect(
      await shop.db.select().from(referrals).where(eq(referrals.friend_user_id, cara.id)),
    ).toHaveLength(1);
    // Nothing was kept for the refused ones.
    for (const id of [amelia.id, sameMailbox.id, tom.id])
      expect(await referralOf(id)).toBeUndefined();
  });

  it("refuses at payment a friend who pays with the referrer's payment customer", async () => {
    const amelia = await member("single");
    const code = (await memberReferralCode(shop.db, amelia.id))!;
    const beth = await shop.addMember();
    await claimReferral(shop.db, { userId: beth.id, code });
    await shop.db
      .update(users)
      .set({ payment_customer_id: await customerOf(amelia.id) })
      .where(eq(users.id, beth.id));
    await join(beth.id, "single");
    const referral = (await referralOf(beth.id))!;
    expect(referral).toMatchObject({ state: "refused", refusal: "same_family" });
    expect(await creditJobs(referral.id)).toHaveLength(0);
    expect((await loadMemberReferrals(shop.db, amelia.id)).friends).toMatchObject([
      { state: "refused", refusal: "same_family", creditPence: null },
    ]);
  });

  it.runIf(testDbKind === "postgres")(
    "credits once when the same webhook arrives many times at once, and the job runs twice at once",
    async () => {
      const amelia = await member("single");
      const code = (await memberReferralCode(shop.db, amelia.id))!;
      const beth = await shop.addMember();
      await claimReferral(shop.db, { userId: beth.id, code });
      shop.delivery = "capture";
      shop.captured.length = 0;
      await join(beth.id, "single");
      shop.delivery = "process";
      const events = [...shop.captured];
      // Each event delivered five times at once, all events together.
      await Promise.all(
        events.flatMap((event) =>
          Array.from({ length: 5 }, () => shop.webhook(event.body, event.signature)),
        ),
      );
      const referral = (await referralOf(beth.id))!;
      expect(referral.state).toBe("qualified");
      expect(await creditJobs(referral.id)).toHaveLength(1);
      await Promise.all([
        creditReferral(shop.db, shop.gateway, referral.id, new Date()),
        creditReferral(shop.db, shop.gateway, referral.id, new Date()),
        runCreditJobs(),
      ]);
      expect(await referralOf(beth.id)).toMatchObject({ state: "credited" });
      expect(await shop.gateway.getCustomerCredit(await customerOf(beth.id))).toBe(
        PLANS.single.pence,
      );
      expect(await mailsTo(beth.email)).toHaveLength(1);
      expect(await mailsTo(amelia.email)).toHaveLength(1);
      expect(await shop.gateway.getCustomerCredit(await customerOf(amelia.id))).toBe(
        PLANS.single.pence,
      );
    },
  );
});
