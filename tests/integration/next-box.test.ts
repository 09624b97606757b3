import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  overdueFrom,
  reminderAt,
  swapDueDate,
  swapHoldMessage,
  tooManyOutMessage,
} from "@/domain/member/next-box";
import {
  jobs,
  partialOrder,
  partialReturn,
  productItems,
  returnGrace,
  userProductItems,
} from "@/server/db/schema";
import { returnOverdueJob } from "@/server/jobs/return-overdue";
import { returnReminderJob } from "@/server/jobs/return-reminder";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";
import { loadMembership } from "@/server/services/checkout/load-checkout-details";
import { listReturns } from "@/server/services/admin-orders/staff-lists";
import { pageWindow } from "@/domain/admin/paging";
import { moveGarments } from "@/server/services/garments/move-garment";
import { loadDueBack } from "@/server/services/returns/load-due-back";
import { sendReturnReminder } from "@/server/services/returns/return-grace-jobs";
import { testDbKind } from "../helpers/test-db";
import {
  emailsTo,
  memberItemsOf,
  memberWithGarments,
  openCheckoutShop,
  type CheckoutShop,
} from "./checkout-fixture";

// Issue 27, part next-box: the next box goes before the last one is back; the garments swapped out
// are due back a week after the new box's delivery day, reminded two days before, and a return
// still out three postal days after its due date holds the next swap (docs/growing.md).

let shop: CheckoutShop;
beforeAll(async () => {
  shop = await openCheckoutShop();
}, 120_000);
afterAll(() => shop?.close());

const graceJobs = () => jobHandlers([returnReminderJob, returnOverdueJob], {});
const runGraceJobsAt = (at: Date) => runDueJobs(shop.db, graceJobs(), { now: () => at });
/** Several swaps a period, so the limit (not the allowance) is what refuses. */
const manySwaps = () => ({ ...shop.settings, swapsPerPeriod: 5 });

/** A member on the pair plan with both garments at home, and two new variants to swap in. */
async function pairAtHome() {
  const family = await memberWithGarments(shop, 2);
  const { variantIds } = await shop.addProduct([2, 2, 2, 2]);
  const swap = (lines: (number | { variantId: number; kept: boolean })[], now = shop.clock.now()) =>
    shop.checkout(family.member.id, shop.request({ plan: "ignored", lines, today: now }), {
      settings: manySwaps(),
      now,
    });
  const held = async () =>
    (await memberItemsOf(shop.db, family.member.id)).filter((i) => i.partial_return_id === null);
  const returnsOf = () =>
    shop.db.select().from(partialReturn).where(eq(partialReturn.user_id, family.member.id));
  return { ...family, fresh: variantIds, swap, held, returnsOf };
}

/** The warehouse has the garments of a return (RETURNING → IN_CLEANING). */
async function receive(returnId: number) {
  const onIt = await shop.db
    .select({ itemId: userProductItems.product_item_id })
    .from(userProductItems)
    .where(eq(userProductItems.partial_return_id, returnId));
  await moveGarments(
    shop.db,
    onIt.map((g) => ({ itemId: g.itemId, to: "IN_CLEANING" as const, reason: "Return received" })),
  );
}

/** Moves the member's garments that are on their way to CUSTOMER (delivered). */
async function deliverAll(userId: string) {
  const items = await memberItemsOf(shop.db, userId);
  const [rows] = [
    await shop.db
      .select({ id: productItems.id, status: productItems.status })
      .from(productItems)
      .where(
        inArray(
          productItems.id,
          items.map((i) => i.product_item_id),
        ),
      ),
  ];
  await moveGarments(
    shop.db,
    rows
      .filter((r) => r.status === "HOLD" || r.status === "STORAGE_HOLD")
      .map((r) => ({ itemId: r.id, to: "CUSTOMER" as const, reason: "Delivered" })),
  );
}

describe(`the next box before the last one is back, on ${testDbKind}`, () => {
  it("a swap is handed to the warehouse at once; the swapped-out garments get a due date, a reminder and an overdue check", async () => {
    const family = await pairAtHome();
    const now = shop.clock.now();
    const result = await family.swap([family.fresh[0]!, family.fresh[1]!], now);
    expect(result).toMatchObject({ kind: "placed" });
    if (result.kind !== "placed") return;

    // The new box: its garments held for the member, its hand-over due now (not after the return).
    const [delivery] = await shop.db
      .select()
      .from(partialOrder)
      .where(eq(partialOrder.order_id, result.orderId));
    const handover = await shop.db
      .select()
      .from(jobs)
      .where(eq(jobs.singleton_key, `warehouse.handover:${delivery!.id}`));
    expect(handover).toHaveLength(1);
    expect(handover[0]!.run_at.getTime()).toBeLessThanOrEqual(Date.now());
    const newItems = (await family.held()).filter((i) => i.partial_order_id === delivery!.id);
    expect(newItems).toHaveLength(2);

    // The old ones: one return, due a week after the new box's delivery day.
    const [ret] = await family.returnsOf();
    expect(ret!.due_date).toBe(swapDueDate(delivery!.date!));
    const keys = await shop.db
      .select({ key: jobs.singleton_key, runAt: jobs.run_at })
      .from(jobs)
      .where(
        inArray(jobs.singleton_key, [`returns.reminder:${ret!.id}`, `returns.overdue:${ret!.id}`]),
      )
      .orderBy(jobs.run_at);
    expect(keys).toEqual([
      { key: `returns.reminder:${ret!.id}`, runAt: reminderAt(ret!.due_date!) },
      { key: `returns.overdue:${ret!.id}`, runAt: overdueFrom(ret!.due_date!) },
    ]);
    expect(await loadDueBack(shop.db, { userId: family.member.id })).toEqual([
      {
        returnId: ret!.id,
        reference: ret!.return_reference,
        dueDate: ret!.due_date,
        garments: 2,
        heldSince: null,
      },
    ]);
  });

  it("the plan's limit counts garments at home and on their way back", async () => {
    const family = await pairAtHome();
    const [first, second] = await family.held();
    // One swapped out: 2 at home, 1 on its way back.
    expect(
      await family.swap([{ variantId: first!.product_variant_id, kept: true }, family.fresh[0]!]),
    ).toMatchObject({ kind: "placed" });
    await deliverAll(family.member.id);
    const ordersBefore = await shop.db
      .select()
      .from(partialOrder)
      .where(eq(partialOrder.user_id, family.member.id));

    // Both out again: 3 on their way back on a plan of 2 is refused, and nothing is written.
    const refused = await family.swap([family.fresh[1]!, family.fresh[2]!]);
    expect(refused).toEqual({ kind: "returns_outstanding", message: tooManyOutMessage(3, 2) });
    expect(await family.returnsOf()).toHaveLength(1);
    expect(
      await shop.db.select().from(partialOrder).where(eq(partialOrder.user_id, family.member.id)),
    ).toHaveLength(ordersBefore.length);

    // One of them: 2 on their way back is one plan's worth, allowed.
    const kept = (await family.held()).find((i) => i.product_variant_id !== second!.id)!;
    expect(
      await family.swap([{ variantId: kept.product_variant_id, kept: true }, family.fresh[3]!]),
    ).toMatchObject({ kind: "placed" });
    expect(await family.returnsOf()).toHaveLength(2);
  });

  it("the reminder goes once, two days before the due date, with the prepaid label", async () => {
    const family = await pairAtHome();
    expect(await family.swap([family.fresh[0]!, family.fresh[1]!])).toMatchObject({
      kind: "placed",
    });
    const [ret] = await family.returnsOf();
    const reminders = async () =>
      (await emailsTo(shop.db, family.member.email)).filter((m) =>
        m.subject.startsWith("A reminder: please post your Littlerobe return"),
      );
    const due = reminderAt(ret!.due_date!);

    expect(await runGraceJobsAt(new Date(due.getTime() - 60_000))).toBe(0);
    expect(await reminders()).toHaveLength(0);
    expect(await runGraceJobsAt(due)).toBeGreaterThanOrEqual(1);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`/api/returns/${ret!.id}/label`);
    expect(sent[0]!.text).toContain(ret!.return_reference!);
    // Run again (a retry, a second worker): still one.
    expect(await sendReturnReminder(shop.db, { returnId: ret!.id, now: due })).toBe("already");
    expect(await runGraceJobsAt(due)).toBe(0);
    expect(await reminders()).toHaveLength(1);
  });

  it("four reminder runs at once send one e-mail", async () => {
    const family = await pairAtHome();
    expect(await family.swap([family.fresh[0]!, family.fresh[1]!])).toMatchObject({
      kind: "placed",
    });
    const [ret] = await family.returnsOf();
    const at = reminderAt(ret!.due_date!);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => sendReturnReminder(shop.db, { returnId: ret!.id, now: at })),
    );
    expect(results.filter((r) => r === "sent")).toHaveLength(1);
    expect(results.filter((r) => r === "already")).toHaveLength(3);
    const mails = (await emailsTo(shop.db, family.member.email)).filter((m) =>
      m.subject.startsWith("A reminder"),
    );
    expect(mails).toHaveLength(1);
  });

  it("no reminder and no hold when the garments are back before", async () => {
    const family = await pairAtHome();
    await family.swap([family.fresh[0]!, family.fresh[1]!]);
    const [ret] = await family.returnsOf();
    await receive(ret!.id);
    await runGraceJobsAt(overdueFrom(ret!.due_date!));
    const [grace] = await shop.db
      .select()
      .from(returnGrace)
      .where(eq(returnGrace.partial_return_id, ret!.id));
    expect(grace).toMatchObject({ reminder_sent_at: null, held_since: null });
    expect(
      (await emailsTo(shop.db, family.member.email)).filter(
        (m) => m.subject.startsWith("A reminder") || m.subject.includes("on hold"),
      ),
    ).toHaveLength(0);
  });

  it("a return still out after the postal days holds the next swap until it arrives; nothing is charged; another member is not held", async () => {
    const family = await pairAtHome();
    const other = await pairAtHome();
    expect(await family.swap([family.fresh[0]!, family.fresh[1]!])).toMatchObject({
      kind: "placed",
    });
    await deliverAll(family.member.id);
    const [ret] = await family.returnsOf();
    const late = overdueFrom(ret!.due_date!);
    const justBefore = new Date(late.getTime() - 1000);
    const hold = {
      kind: "returns_outstanding",
      message: swapHoldMessage(ret!.return_reference!, ret!.due_date!),
    };

    // The moment before, the next swap (one garment) could go; from the overdue time it is held,
    // even before the job has run.
    const oneOut = async () => {
      const [keep] = await family.held();
      return [{ variantId: keep!.product_variant_id, kept: true }, family.fresh[2]!];
    };
    expect(await runGraceJobsAt(justBefore)).toBeGreaterThanOrEqual(1); // the reminder only
    const [before] = await shop.db
      .select()
      .from(returnGrace)
      .where(eq(returnGrace.partial_return_id, ret!.id));
    expect(before!.held_since).toBeNull();
    expect(await family.swap(await oneOut(), late)).toEqual(hold);

    // The overdue job holds it once and tells the family why.
    expect(await runGraceJobsAt(late)).toBe(1);
    expect(await runGraceJobsAt(late)).toBe(0);
    const [after] = await shop.db
      .select()
      .from(returnGrace)
      .where(eq(returnGrace.partial_return_id, ret!.id));
    expect(after!.held_since).toEqual(late);
    const onHold = (await emailsTo(shop.db, family.member.email)).filter((m) =>
      m.subject.includes("on hold"),
    );
    expect(onHold).toHaveLength(1);
    expect(onHold[0]!.subject).toBe(
      `Your next swap is on hold until return ${ret!.return_reference} reaches us`,
    );
    // Staff see it on the returns screen, with the overdue filter.
    const listed = await listReturns(
      shop.db,
      { q: ret!.return_reference!, overdue: true },
      pageWindow(1),
      late,
    );
    expect(listed).toEqual([
      expect.objectContaining({
        id: ret!.id,
        swap_held_since: late,
        reminder_sent_at: expect.any(Date),
      }),
    ]);
    // Held by the job's mark whatever the clock says.
    expect(await family.swap(await oneOut(), justBefore)).toEqual(hold);
    const membership = await loadMembership(shop.db, family.member.id, shop.settings, late);
    expect(membership?.nextBox?.hold).toBe(hold.message);

    // Another member is neither held nor shown this family's return.
    expect(await other.swap([other.fresh[0]!, other.fresh[1]!], late)).toMatchObject({
      kind: "placed",
    });
    const theirs = await loadMembership(shop.db, other.member.id, shop.settings, late);
    expect(theirs?.nextBox?.hold).toBeNull();
    expect(theirs?.nextBox?.onTheirWayBack).toBe(2);
    expect(await loadDueBack(shop.db, { userId: other.member.id })).not.toContainEqual(
      expect.objectContaining({ returnId: ret!.id }),
    );

    // The warehouse receives the parcel: the hold lifts.
    await receive(ret!.id);
    expect(await family.swap(await oneOut(), late)).toMatchObject({ kind: "placed" });
    const stillHeld = await shop.db
      .select()
      .from(partialReturn)
      .where(and(eq(partialReturn.user_id, family.member.id)));
    expect(stillHeld).toHaveLength(2);
  });
});
