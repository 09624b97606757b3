import { and, eq, isNull, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, mailingListSubscribers, users } from "@/server/db/schema";
import { createMailchimpProvider } from "@/server/integrations/mailing-lists/mailchimp/mailchimp-provider";
import type { MailingListProvider } from "@/server/integrations/mailing-lists/mailing-list-provider";
import { runDueJobs } from "@/server/queue/job-queue";
import { subscriberListJob } from "@/server/jobs/subscriber-list";
import { jobHandlers } from "@/server/queue/define-job";
import { testDbKind } from "../helpers/test-db";
import { openCheckoutShop, PLANS, SUCCESS_CARD, type CheckoutShop } from "./checkout-fixture";

// The SUBSCRIBER mailing list holds the families paying now (spec 3.5, issue 25): a member joins
// when a subscription starts and leaves when it ends, through the queue (the provider is called
// after the change's transaction, an outage is waited out), once each time.
describe(`the SUBSCRIBER list after a paid subscription, on ${testDbKind}`, () => {
  let shop: CheckoutShop;

  beforeAll(async () => {
    shop = await openCheckoutShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  const listRows = (email: string) =>
    shop.db
      .select({
        list: mailingListSubscribers.list,
        name: mailingListSubscribers.name,
        postcode: mailingListSubscribers.postcode,
      })
      .from(mailingListSubscribers)
      .where(eq(mailingListSubscribers.email, email));
  // Mailchimp's adapter pointed at a port where nothing listens.
  const unreachable = () =>
    createMailchimpProvider({
      apiKey: "0123456789abcdef-us21",
      server: "us21",
      baseUrl: "http://127.0.0.1:9/3.0",
      listIds: { NEWSLETTER: "n", WAITLIST: "w", SUBSCRIBER: "s" },
    });
  const subscriptionOf = async (userId: string) =>
    (await shop.db.select().from(users).where(eq(users.id, userId)))[0]!.payment_subscription_id!;
  /** The member's SUBSCRIBER jobs, oldest first. */
  const jobOf = (userId: string) =>
    shop.db
      .select({ status: jobs.status, attempts: jobs.attempts })
      .from(jobs)
      .where(
        and(
          eq(jobs.type, subscriberListJob.name),
          like(jobs.singleton_key, `mailing-list.subscriber:${userId}%`),
        ),
      )
      .orderBy(jobs.id);

  /** A member (a new one unless given) pays for a plan on the sandbox; the webhook places the order. */
  async function paidSubscription(returning?: { id: string; email: string }) {
    const product = await shop.addProduct([1]);
    const member = returning ?? (await shop.addMember({ postcode: "SW11 5QL" }));
    const started = await shop.checkout(
      member.id,
      shop.request({ plan: PLANS.single.plan, lines: [product.variantIds[0]!] }),
    );
    if (started.kind !== "payment") throw new Error(JSON.stringify(started));
    const paid = await shop.pay(started.orderId, SUCCESS_CARD);
    expect(paid).toMatchObject({ kind: "paid" });
    return member;
  }

  it("adds the member with their first name and postcode, once, after the payment", async () => {
    const member = await paidSubscription();
    // Queued with the order, not sent inside the payment's transaction.
    expect(await jobOf(member.id)).toEqual([expect.objectContaining({ status: "pending" })]);
    expect(await listRows(member.email)).toEqual([]);

    await runDueJobs(
      shop.db,
      jobHandlers([subscriberListJob], { mailingList: { devMode: false } }),
    );
    expect(await listRows(member.email)).toEqual([
      { list: "SUBSCRIBER", name: "Amelia", postcode: "SW11 5QL" },
    ]);
    expect(await jobOf(member.id)).toEqual([expect.objectContaining({ status: "done" })]);

    // Asked again for the same subscription (a repeated event): no second job.
    const subscriptionId = await subscriptionOf(member.id);
    await shop.db.transaction((tx) =>
      subscriberListJob.enqueue(tx, { userId: member.id, change: "join", subscriptionId }),
    );
    expect(await jobOf(member.id)).toHaveLength(1);
    expect(
      await runDueJobs(
        shop.db,
        jobHandlers([subscriberListJob], { mailingList: { devMode: false } }),
      ),
    ).toBe(0);
  });

  const runJobs = (options: { provider?: () => MailingListProvider; now?: () => Date } = {}) =>
    runDueJobs(
      shop.db,
      jobHandlers([subscriberListJob], {
        mailingList: { devMode: false, provider: options.provider },
      }),
      options.now ? { now: options.now } : undefined,
    );
  /** Whether the address is on the SUBSCRIBER list now (its local row not unsubscribed). */
  const onList = async (email: string) =>
    (
      await shop.db
        .select({ email: mailingListSubscribers.email })
        .from(mailingListSubscribers)
        .where(
          and(
            eq(mailingListSubscribers.list, "SUBSCRIBER"),
            eq(mailingListSubscribers.email, email),
            isNull(mailingListSubscribers.unsubscribed_at),
          ),
        )
    ).length === 1;

  /** The member cancels in the portal; the provider's customer.subscription.deleted, signed. */
  async function endOfSubscription(userId: string) {
    const subscriptionId = await subscriptionOf(userId);
    shop.delivery = "capture";
    await shop.gateway.cancelSubscription(subscriptionId, "Moving abroad");
    shop.delivery = "process";
    const [updated] = shop.captured.splice(0);
    expect((await shop.webhook(updated!.body, updated!.signature)).status).toBe("processed");
    shop.clock.advanceMinutes(60);
    return shop.sign({
      ...(JSON.parse(updated!.body) as Record<string, unknown>),
      id: `evt_deleted_${subscriptionId}`,
      type: "customer.subscription.deleted",
      created: shop.clock.now().toISOString(),
    });
  }

  it("takes a family off when the subscription ends and back on when they return, once each time", async () => {
    const member = await paidSubscription();
    await runJobs();
    expect(await onList(member.email)).toBe(true);

    // The provider sends the end three times at once: one leave is queued, with the end itself.
    const ended = await endOfSubscription(member.id);
    const results = await Promise.all(
      [1, 2, 3].map(() => shop.webhook(ended.body, ended.signature)),
    );
    expect(results.map((r) => r.status).sort()).toEqual(["duplicate", "duplicate", "processed"]);
    expect(await jobOf(member.id)).toEqual([
      expect.objectContaining({ status: "done" }),
      expect.objectContaining({ status: "pending" }),
    ]);
    expect(await onList(member.email)).toBe(true);
    expect(await runJobs()).toBe(1);
    expect(await onList(member.email)).toBe(false);
    expect(await runJobs()).toBe(0);

    // The family comes back: a new subscription, a join of its own.
    await paidSubscription(member);
    expect(await runJobs()).toBe(1);
    expect(await onList(member.email)).toBe(true);
    expect((await jobOf(member.id)).map((job) => job.status)).toEqual(["done", "done", "done"]);
  });

  it("a leave retried after the family came back leaves them on the list", async () => {
    const member = await paidSubscription();
    await runJobs();
    const ended = await endOfSubscription(member.id);
    await shop.webhook(ended.body, ended.signature);
    // The provider is down when the leave first runs; the family returns before its retry.
    await runJobs({ provider: unreachable });
    expect(await onList(member.email)).toBe(true);
    await paidSubscription(member);
    expect(await runJobs()).toBe(1); // the join; the leave waits out its back-off
    expect(await runJobs({ now: () => new Date(Date.now() + 2 * 60 * 60 * 1000) })).toBe(1);
    expect(await onList(member.email)).toBe(true);
  });

  it("adds nobody in dev mode (the marketing subscriber sync is off), and the job is done", async () => {
    const member = await paidSubscription();
    await runDueJobs(shop.db, jobHandlers([subscriberListJob], { mailingList: { devMode: true } }));
    expect(await listRows(member.email)).toEqual([]);
    expect(await jobOf(member.id)).toEqual([expect.objectContaining({ status: "done" })]);
  });

  it("waits out a provider that does not answer, then adds the member once it does", async () => {
    const member = await paidSubscription();
    await runDueJobs(
      shop.db,
      jobHandlers([subscriberListJob], { mailingList: { provider: unreachable, devMode: false } }),
    );
    expect(await jobOf(member.id)).toEqual([
      expect.objectContaining({ status: "pending", attempts: 1 }),
    ]);

    // Past its back-off, the shop's own list takes it.
    const later = () => new Date(Date.now() + 2 * 60 * 60 * 1000);
    await runDueJobs(
      shop.db,
      jobHandlers([subscriberListJob], { mailingList: { devMode: false } }),
      { now: later },
    );
    expect(await listRows(member.email)).toEqual([
      { list: "SUBSCRIBER", name: "Amelia", postcode: "SW11 5QL" },
    ]);
    expect(await jobOf(member.id)).toEqual([expect.objectContaining({ status: "done" })]);
  });
});
