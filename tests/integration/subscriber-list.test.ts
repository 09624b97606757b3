import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, mailingListSubscribers } from "@/server/db/schema";
import { createMailchimpProvider } from "@/server/integrations/mailing-lists/mailchimp/mailchimp-provider";
import { runDueJobs } from "@/server/queue/job-queue";
import { subscriberListJob } from "@/server/jobs/subscriber-list";
import { jobHandlers } from "@/server/queue/define-job";
import { testDbKind } from "../helpers/test-db";
import { openCheckoutShop, PLANS, SUCCESS_CARD, type CheckoutShop } from "./checkout-fixture";

// A member who starts a subscription joins the SUBSCRIBER mailing list (spec 3.5), through the
// queue: the provider is called after the payment's transaction, and an outage is waited out.
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
  const jobOf = (userId: string) =>
    shop.db
      .select({ status: jobs.status, attempts: jobs.attempts })
      .from(jobs)
      .where(eq(jobs.singleton_key, subscriberListJob.keyOf({ userId })));

  /** A member pays for a plan on the sandbox; the webhook places the order. */
  async function paidSubscription() {
    const product = await shop.addProduct([1]);
    const member = await shop.addMember({ postcode: "SW11 5QL" });
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

    // Asked again (a repeated event, a later subscription): no second job, so a member who has left
    // the list is never put back on it.
    await shop.db.transaction((tx) => subscriberListJob.enqueue(tx, { userId: member.id }));
    expect(await jobOf(member.id)).toHaveLength(1);
    expect(
      await runDueJobs(
        shop.db,
        jobHandlers([subscriberListJob], { mailingList: { devMode: false } }),
      ),
    ).toBe(0);
  });

  it("adds nobody in dev mode (the marketing subscriber sync is off), and the job is done", async () => {
    const member = await paidSubscription();
    await runDueJobs(shop.db, jobHandlers([subscriberListJob], { mailingList: { devMode: true } }));
    expect(await listRows(member.email)).toEqual([]);
    expect(await jobOf(member.id)).toEqual([expect.objectContaining({ status: "done" })]);
  });

  it("waits out a provider that does not answer, then adds the member once it does", async () => {
    const member = await paidSubscription();
    // Mailchimp's adapter pointed at a port where nothing listens.
    const unreachable = () =>
      createMailchimpProvider({
        apiKey: "0123456789abcdef-us21",
        server: "us21",
        baseUrl: "http://127.0.0.1:9/3.0",
        listIds: { NEWSLETTER: "n", WAITLIST: "w", SUBSCRIBER: "s" },
      });
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
