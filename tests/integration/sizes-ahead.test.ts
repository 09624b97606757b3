/**
 * Sizes ahead of time (issue 27, docs/growing.md part 'sizes-ahead'): the daily job on a moved
 * clock makes one next-size wardrobe and one e-mail per child and size step; the family changes a
 * piece, accepts or says 'Not now'; another family's proposal is not found and nothing changes;
 * two runs at once on PostgreSQL make one proposal and one e-mail.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { offerDay } from "@/domain/children/next-size-wardrobe";
import {
  children,
  jobs,
  memberSubscriptions,
  nextSizeProposalPieces,
  nextSizeProposals,
  products,
  productVariants,
  userProductFavorites,
  variantOptions,
} from "@/server/db/schema";
import { nextSizeEmailJob } from "@/server/jobs/next-size-email";
import { nextSizeProposalsJob, scheduleNextSizeProposals } from "@/server/jobs/next-size-proposals";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";
import { changeProposalPiece } from "@/server/services/sizes-ahead/change-proposal-piece";
import { decideNextSizeProposal } from "@/server/services/sizes-ahead/decide-next-size-proposal";
import { loadNextSizeProposals } from "@/server/services/sizes-ahead/load-next-size-proposals";
import { proposeNextSizes } from "@/server/services/sizes-ahead/propose-next-sizes";
import { tableFingerprints } from "../helpers/table-fingerprint";
import { testDbKind } from "../helpers/test-db";
import {
  emailsTo,
  memberWithGarments,
  openCheckoutShop,
  type CheckoutShop,
} from "./checkout-fixture";

// The job reads the published settings through the content source of the shop's own database;
// here the plans are the test shop's (the Pair plan: 2 garments).
let shop: CheckoutShop;
vi.mock("@/server/services/content/load-site-content", () => ({
  loadSiteContent: async () => ({ settings: shop.settings, popups: [] }),
}));

/** Born 10 January 2024: 2-3 years now; 3-4 years from 10 January 2027, 4-5 from 10 January 2028. */
const BORN = "2024-01-10";
const NEXT_FROM = "2027-01-10";
const LATER_FROM = "2028-01-10";
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const dayBefore = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

let sizeIds: Record<"3-4-years" | "4-5-years" | "2-3-years", number>;

beforeAll(async () => {
  shop = await openCheckoutShop({ poolSize: 12 });
  const options = await shop.db
    .insert(variantOptions)
    .values([
      { name: "2-3 years", slug: "2-3-years", type: "Size" as const, order: 80 },
      { name: "3-4 years", slug: "3-4-years", type: "Size" as const, order: 90 },
      { name: "4-5 years", slug: "4-5-years", type: "Size" as const, order: 100 },
    ])
    .returning({ id: variantOptions.id, slug: variantOptions.slug });
  sizeIds = Object.fromEntries(options.map((o) => [o.slug, o.id])) as typeof sizeIds;
}, 120_000);
afterAll(() => shop?.close());

let counter = 0;
/** A listed product with one variant per entry (its size and stock). */
async function sizedProduct(
  variants: readonly { size: keyof typeof sizeIds; stock: number }[],
): Promise<{ productId: number; variantIds: number[] }> {
  counter += 1;
  const tag = `${testDbKind}-${process.pid}-${counter}-${Date.now().toString(36)}`;
  const [product] = await shop.db
    .insert(products)
    .values({
      name: `Cord Dungarees ${tag}`,
      slug: `cord-${tag}`,
      rrp: "28.00",
      published_at: new Date(),
    })
    .returning({ id: products.id });
  const rows = await shop.db
    .insert(productVariants)
    .values(
      variants.map((variant, index) => ({
        product_id: product!.id,
        sku: `CORD-${tag}-${index}`,
        stock: variant.stock,
        size_id: sizeIds[variant.size],
      })),
    )
    .returning({ id: productVariants.id });
  return { productId: product!.id, variantIds: rows.map((row) => row.id) };
}

/** A live member on the Pair plan (2 garments, both at home) with one child born on BORN. */
async function familyWithChild() {
  const { member } = await memberWithGarments(shop, 2);
  const [child] = await shop.db
    .insert(children)
    .values({ user_id: member.id, first_name: "Isla", date_of_birth: BORN })
    .returning({ id: children.id });
  return { member, childId: child!.id };
}

/** The day's scheduled run, as every process's worker would enqueue and run it, on `day`. */
async function runDay(day: string) {
  const at = noon(day);
  await scheduleNextSizeProposals(shop.db, at);
  return runDueJobs(shop.db, jobHandlers([nextSizeProposalsJob, nextSizeEmailJob], {}), {
    now: () => at,
  });
}

/** The next-size e-mails sent to an address (the family also has their order's confirmation). */
const nextSizeEmails = async (to: string) =>
  (await emailsTo(shop.db, to)).filter((email) => email.subject.includes("next size"));
const proposalsOf = (childId: number) =>
  shop.db
    .select()
    .from(nextSizeProposals)
    .where(eq(nextSizeProposals.child_id, childId))
    .orderBy(nextSizeProposals.id);
const piecesOf = (proposalId: number) =>
  shop.db
    .select()
    .from(nextSizeProposalPieces)
    .where(eq(nextSizeProposalPieces.proposal_id, proposalId))
    .orderBy(nextSizeProposalPieces.position);

describe(`sizes ahead of time on ${testDbKind}`, () => {
  it("22 days before nothing; 21 days before one proposal and one e-mail; again nothing; the next size step a new one", async () => {
    // Stock in 3-4 years (and one in 2-3 years that must never be offered), a favourite first.
    const favourite = await sizedProduct([{ size: "3-4-years", stock: 1 }]);
    await sizedProduct([{ size: "3-4-years", stock: 9 }]);
    await sizedProduct([{ size: "2-3-years", stock: 9 }]);
    const { member, childId } = await familyWithChild();
    await shop.db
      .insert(userProductFavorites)
      .values({ user_id: member.id, product_id: favourite.productId });

    expect(offerDay(NEXT_FROM)).toBe("2026-12-20");
    await runDay(dayBefore(NEXT_FROM, 22));
    expect(await proposalsOf(childId)).toEqual([]);
    expect(await nextSizeEmails(member.email)).toHaveLength(0);

    // A run for another family only (the browser tests' moved clock) leaves this one alone.
    expect(
      await proposeNextSizes(shop.db, {
        now: noon(dayBefore(NEXT_FROM, 21)),
        plans: shop.settings.subscriptionOptions,
        userId: "another-family",
      }),
    ).toEqual({ proposed: 0 });
    expect(await proposalsOf(childId)).toEqual([]);

    await runDay(dayBefore(NEXT_FROM, 21));
    const [proposal, ...more] = await proposalsOf(childId);
    expect(more).toEqual([]);
    expect(proposal).toMatchObject({ size: "3-4-years", next_from: NEXT_FROM, status: "proposed" });
    // Up to the plan's limit (2): the favourite first, then the most stock in the size.
    const pieces = await piecesOf(proposal!.id);
    expect(pieces.map((p) => p.source)).toEqual(["favourite", "stock"]);
    expect(pieces[0]!.product_id).toBe(favourite.productId);
    const sizes = await shop.db
      .select({ size: productVariants.size_id })
      .from(productVariants)
      .where(
        inArray(
          productVariants.id,
          pieces.map((p) => p.product_variant_id),
        ),
      );
    expect(sizes.every((row) => row.size === sizeIds["3-4-years"])).toBe(true);
    const sent = await nextSizeEmails(member.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Isla's next size, 3-4 years, is ready to pick");
    expect(sent[0]!.text).toContain(`Cord Dungarees`);
    expect(sent[0]!.text).toContain("/account#next-size");

    // The same day again, the next day, and a direct run: nothing more.
    await runDay(dayBefore(NEXT_FROM, 21));
    await runDay(dayBefore(NEXT_FROM, 20));
    expect(
      await proposeNextSizes(shop.db, {
        now: noon(dayBefore(NEXT_FROM, 5)),
        plans: shop.settings.subscriptionOptions,
      }),
    ).toEqual({ proposed: 0 });
    expect(await proposalsOf(childId)).toHaveLength(1);
    expect(await nextSizeEmails(member.email)).toHaveLength(1);

    // A year on, 4-5 years: a new proposal (stock in that size now) and its e-mail.
    await sizedProduct([{ size: "4-5-years", stock: 3 }]);
    await runDay(dayBefore(LATER_FROM, 22));
    expect(await proposalsOf(childId)).toHaveLength(1);
    await runDay(dayBefore(LATER_FROM, 21));
    const all = await proposalsOf(childId);
    expect(all.map((p) => p.size)).toEqual(["3-4-years", "4-5-years"]);
    expect(await nextSizeEmails(member.email)).toHaveLength(2);
  });

  it("a member who is not live, or nothing in stock in the size, gets no proposal", async () => {
    // Nothing listed in 5-6 years: a child due for it gets none (and is tried again tomorrow).
    const due56 = await familyWithChild();
    await shop.db
      .update(children)
      .set({ date_of_birth: "2022-01-10" })
      .where(eq(children.id, due56.childId));
    // A family whose membership has ended: none, though 3-4 years is in stock.
    const ended = await familyWithChild();
    await shop.db
      .update(memberSubscriptions)
      .set({ status: "canceled" })
      .where(eq(memberSubscriptions.user_id, ended.member.id));
    await runDay(dayBefore(NEXT_FROM, 10));
    for (const family of [due56, ended]) {
      expect(await proposalsOf(family.childId)).toEqual([]);
      expect(await nextSizeEmails(family.member.email)).toHaveLength(0);
    }
  });

  it("the family changes a piece, then accepts: the pieces answered for the wardrobe; another family is refused", async () => {
    const a = await sizedProduct([{ size: "3-4-years", stock: 4 }]);
    const b = await sizedProduct([
      { size: "3-4-years", stock: 3 },
      { size: "2-3-years", stock: 5 },
    ]);
    const { member, childId } = await familyWithChild();
    const other = await familyWithChild();
    await proposeNextSizes(shop.db, {
      now: noon(dayBefore(NEXT_FROM, 21)),
      plans: shop.settings.subscriptionOptions,
    });
    const [proposal] = await proposalsOf(childId);
    const shown = await loadNextSizeProposals(shop.db, member.id);
    const mine = shown.find((p) => p.id === proposal!.id)!;
    expect(mine).toMatchObject({ childName: "Isla", size: "3-4 years", nextFrom: NEXT_FROM });
    expect(mine.pieces).toHaveLength(2);
    expect(mine.pieces.every((p) => p.size === "3-4 years" && p.state === "kept")).toBe(true);
    // The other family never sees this one.
    expect((await loadNextSizeProposals(shop.db, other.member.id)).map((p) => p.id)).not.toContain(
      proposal!.id,
    );

    // Another family cannot change, accept or dismiss it, and nothing is written.
    const before = await tableFingerprints(shop.db);
    const asOther = { userId: other.member.id, proposalId: proposal!.id };
    expect(
      await changeProposalPiece(shop.db, { ...asOther, position: 0, variantId: a.variantIds[0]! }),
    ).toEqual({ kind: "not_found" });
    for (const decision of ["accept", "dismiss"] as const)
      expect(
        await decideNextSizeProposal(shop.db, { ...asOther, decision, now: new Date() }),
      ).toEqual({ kind: "not_found" });
    expect(await tableFingerprints(shop.db)).toEqual(before);

    // Changes the proposal refuses: another size, no stock, a garment already in it.
    const own = { userId: member.id, proposalId: proposal!.id };
    const first = mine.pieces[0]!;
    const otherPiece = mine.pieces[1]!;
    expect(
      await changeProposalPiece(shop.db, { ...own, position: 0, variantId: b.variantIds[1]! }),
    ).toEqual({ kind: "refused", problem: "not_in_size" });
    const soldOut = await sizedProduct([{ size: "3-4-years", stock: 0 }]);
    expect(
      await changeProposalPiece(shop.db, {
        ...own,
        position: 0,
        variantId: soldOut.variantIds[0]!,
      }),
    ).toEqual({ kind: "refused", problem: "out_of_stock" });
    expect(
      await changeProposalPiece(shop.db, { ...own, position: 0, variantId: otherPiece.variantId }),
    ).toEqual({ kind: "refused", problem: "already_in" });
    expect(
      await changeProposalPiece(shop.db, { ...own, position: 7, variantId: first.variantId }),
    ).toEqual({ kind: "refused", problem: "no_such_piece" });

    // A choice offered under 'Change' is taken.
    const choice = first.choices[0]!;
    expect(choice.size).toBe("3-4 years");
    expect(
      await changeProposalPiece(shop.db, { ...own, position: 0, variantId: choice.variantId }),
    ).toEqual({ kind: "changed" });
    expect((await piecesOf(proposal!.id))[0]).toMatchObject({
      product_variant_id: choice.variantId,
      source: "stock",
    });

    const accepted = await decideNextSizeProposal(shop.db, {
      ...own,
      decision: "accept",
      now: new Date(),
    });
    expect(accepted).toEqual({
      kind: "accepted",
      pieces: [
        { productId: choice.productId, variantId: choice.variantId },
        { productId: otherPiece.productId, variantId: otherPiece.variantId },
      ],
    });
    expect((await proposalsOf(childId))[0]!.status).toBe("accepted");
    // Answered once: no second accept, no change, no 'Not now', and it leaves /account.
    expect(
      await decideNextSizeProposal(shop.db, { ...own, decision: "dismiss", now: new Date() }),
    ).toEqual({
      kind: "decided",
      status: "accepted",
    });
    expect(
      await changeProposalPiece(shop.db, { ...own, position: 0, variantId: first.variantId }),
    ).toEqual({ kind: "decided", status: "accepted" });
    expect((await loadNextSizeProposals(shop.db, member.id)).map((p) => p.id)).not.toContain(
      proposal!.id,
    );
  });

  it("'Not now' dismisses it; a piece that went out of stock is replaced, or dropped, when shown and accepted", async () => {
    // Only three garments in 3-4 years for these families (the others' stock set to 0 first).
    await shop.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.size_id, sizeIds["3-4-years"]));
    const a = await sizedProduct([
      { size: "3-4-years", stock: 1 },
      { size: "3-4-years", stock: 1 },
    ]);
    const b = await sizedProduct([{ size: "3-4-years", stock: 1 }]);
    const one = await familyWithChild();
    const two = await familyWithChild();
    await proposeNextSizes(shop.db, {
      now: noon(dayBefore(NEXT_FROM, 21)),
      plans: shop.settings.subscriptionOptions,
    });
    const [first] = await proposalsOf(one.childId);
    const [second] = await proposalsOf(two.childId);
    expect(
      await decideNextSizeProposal(shop.db, {
        userId: two.member.id,
        proposalId: second!.id,
        decision: "dismiss",
        now: new Date(),
      }),
    ).toEqual({ kind: "dismissed" });
    expect((await proposalsOf(two.childId))[0]).toMatchObject({ status: "dismissed" });
    expect(await loadNextSizeProposals(shop.db, two.member.id)).toEqual([]);

    // Family one's pieces: a (variant with the lower id at equal stock) and b. a's variant goes:
    // replaced by a's other colour. Then b goes too, with nothing left: dropped.
    const pieces = await piecesOf(first!.id);
    expect(pieces.map((p) => p.product_id)).toEqual([a.productId, b.productId]);
    await shop.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.id, pieces[0]!.product_variant_id));
    let [shown] = await loadNextSizeProposals(shop.db, one.member.id);
    expect(shown!.pieces[0]).toMatchObject({
      productId: a.productId,
      variantId: a.variantIds[1],
      state: "replaced",
    });
    await shop.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.id, b.variantIds[0]!));
    [shown] = await loadNextSizeProposals(shop.db, one.member.id);
    expect(shown!.pieces.map((p) => p.state)).toEqual(["replaced", "dropped"]);
    expect(shown!.pieces[1]!.was).toBe(shown!.pieces[1]!.name);

    const accepted = await decideNextSizeProposal(shop.db, {
      userId: one.member.id,
      proposalId: first!.id,
      decision: "accept",
      now: new Date(),
    });
    expect(accepted).toEqual({
      kind: "accepted",
      pieces: [{ productId: a.productId, variantId: a.variantIds[1] }],
    });
    expect(await piecesOf(first!.id)).toHaveLength(1);
  });

  const skip = testDbKind === "pglite";
  it.skipIf(skip)(
    `two runs at once make one proposal and one e-mail${skip ? " (skipped: PGlite has one connection)" : ""}`,
    async () => {
      await sizedProduct([{ size: "3-4-years", stock: 5 }]);
      const { member, childId } = await familyWithChild();
      const at = noon(dayBefore(NEXT_FROM, 21));
      const runs = await Promise.all(
        [0, 1, 2].map(() =>
          proposeNextSizes(shop.db, { now: at, plans: shop.settings.subscriptionOptions }),
        ),
      );
      expect(runs.reduce((sum, run) => sum + run.proposed, 0)).toBeGreaterThanOrEqual(1);
      expect(await proposalsOf(childId)).toHaveLength(1);
      const [proposal] = await proposalsOf(childId);
      const queued = await shop.db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.type, nextSizeEmailJob.name),
            eq(jobs.singleton_key, `sizes-ahead.email:${proposal!.id}`),
          ),
        );
      expect(queued).toHaveLength(1);
      await Promise.all(
        [0, 1].map(() =>
          runDueJobs(shop.db, jobHandlers([nextSizeEmailJob], {}), { now: () => at }),
        ),
      );
      expect(await nextSizeEmails(member.email)).toHaveLength(1);
    },
  );
});
