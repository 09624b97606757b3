import { inArray } from "drizzle-orm";
import { findPlanByPrice } from "@/domain/checkout/checkout-request";
import { inOfferWindow, pickNextSizeWardrobe } from "@/domain/children/next-size-wardrobe";
import { ukDay } from "@/domain/gifting/gift-request";
import type { SubscriptionOption } from "@/domain/content/settings";
import { isSubscriptionActive } from "@/domain/payments/subscription-state";
import type { Database } from "@/server/db/client";
import { nextSizeProposalPieces, nextSizeProposals } from "@/server/db/schema";
import { nextSizeEmailJob } from "@/server/jobs/next-size-email";
import { loadMemberSubscription } from "@/server/services/checkout/start-checkout";
import { loadFamilyChoices, loadProposalProducts, type ProposalProduct } from "./family-choices";
import { predictFamilies } from "./predict-families";

export interface ProposeResult {
  /** Proposals made by this run (each with its e-mail queued). */
  proposed: number;
}

/**
 * The daily job's work (src/server/jobs/next-size-proposals.ts): every child whose predicted next
 * size starts within 21 days (and not yet) gets one proposal for that size, ever, picked from the
 * family's favourites, past choices and the stock in that size, up to their plan's limit, and the
 * family's e-mail is queued with it. Only a live member's children (the proposal is a swap); a
 * child with nothing in stock in the size gets none today and is tried again tomorrow. Each
 * proposal is its own transaction: the unique (child, size) key makes a run beside another (or a
 * second run) make nothing more, so at most one proposal and one e-mail per child and size.
 */
export async function proposeNextSizes(
  db: Database,
  input: {
    now: Date;
    plans: readonly SubscriptionOption[];
    /** One family's children only (the browser tests' moved clock); absent: every family. */
    userId?: string;
  },
): Promise<ProposeResult> {
  const today = ukDay(input.now);
  const due = (await predictFamilies(db, input.now, input.userId)).filter(
    (child) =>
      child.next !== null && child.nextFrom !== null && inOfferWindow(child.nextFrom, today),
  );
  if (due.length === 0) return { proposed: 0 };
  const made = await db
    .select({ childId: nextSizeProposals.child_id, size: nextSizeProposals.size })
    .from(nextSizeProposals)
    .where(
      inArray(
        nextSizeProposals.child_id,
        due.map((child) => child.childId),
      ),
    );
  const exists = new Set(made.map((row) => `${row.childId}:${row.size}`));
  const waiting = due.filter((child) => !exists.has(`${child.childId}:${child.next}`));
  let products: ProposalProduct[] | null = null;
  let proposed = 0;
  for (const child of waiting) {
    const subscription = await loadMemberSubscription(db, child.userId);
    if (
      !subscription ||
      !isSubscriptionActive(
        { status: subscription.status, pausedUntil: subscription.paused_until },
        input.now,
      )
    )
      continue;
    const plan = findPlanByPrice(input.plans, subscription.price_id);
    if (!plan) continue;
    products ??= await loadProposalProducts(db);
    const pieces = pickNextSizeWardrobe({
      limit: plan.limit,
      sizeSlug: child.next!,
      products,
      ...(await loadFamilyChoices(db, child.userId)),
    });
    if (pieces.length === 0) continue;
    const made = await db.transaction(async (tx) => {
      const [proposal] = await tx
        .insert(nextSizeProposals)
        .values({
          child_id: child.childId,
          user_id: child.userId,
          size: child.next!,
          next_from: child.nextFrom!,
          created_at: input.now,
        })
        .onConflictDoNothing()
        .returning({ id: nextSizeProposals.id });
      if (!proposal) return false;
      await tx.insert(nextSizeProposalPieces).values(
        pieces.map((piece, position) => ({
          proposal_id: proposal.id,
          position,
          product_id: piece.productId,
          product_variant_id: piece.variantId,
          source: piece.source,
        })),
      );
      await nextSizeEmailJob.enqueue(tx, { proposalId: proposal.id }, { runAt: input.now });
      return true;
    });
    if (made) proposed += 1;
  }
  return { proposed };
}
