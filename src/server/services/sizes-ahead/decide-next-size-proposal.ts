import { eq } from "drizzle-orm";
import { refreshPieces } from "@/domain/children/next-size-wardrobe";
import type { Database } from "@/server/db/client";
import { nextSizeProposals } from "@/server/db/schema";
import { loadFamilyChoices, loadProposalProducts } from "./family-choices";
import { findMemberProposal, loadStoredPieces, storePieces } from "./member-proposals";

export type DecideProposalResult =
  | { kind: "accepted"; pieces: { productId: number; variantId: number }[] }
  | { kind: "dismissed" }
  /** No proposal of this member's with that id. */
  | { kind: "not_found" }
  /** Already accepted or dismissed. */
  | { kind: "decided"; status: string };

/**
 * 'Accept' or 'Not now' on /account. Accept takes the pieces as the page shows them: each one out
 * of stock since is replaced or dropped by the same rule (refreshPieces), stored so, and answered,
 * and the browser puts them in the wardrobe for the checkout, which re-checks the plan's limit,
 * the swap allowance and the stock as for any swap. Only a proposed proposal of the member's own.
 */
export async function decideNextSizeProposal(
  db: Database,
  input: { userId: string; proposalId: number; decision: "accept" | "dismiss"; now: Date },
): Promise<DecideProposalResult> {
  const [products, choices] =
    input.decision === "accept"
      ? await Promise.all([loadProposalProducts(db), loadFamilyChoices(db, input.userId)])
      : [[], { favouriteProductIds: [], pastProductIds: [] }];
  return db.transaction(async (tx) => {
    const proposal = await findMemberProposal(tx, input.userId, input.proposalId, {
      forUpdate: true,
    });
    if (!proposal) return { kind: "not_found" };
    if (proposal.status !== "proposed") return { kind: "decided", status: proposal.status };
    const status = input.decision === "accept" ? "accepted" : "dismissed";
    await tx
      .update(nextSizeProposals)
      .set({ status, decided_at: input.now })
      .where(eq(nextSizeProposals.id, proposal.id));
    if (input.decision === "dismiss") return { kind: "dismissed" };
    const stored = (await loadStoredPieces(tx, [proposal.id])).get(proposal.id) ?? [];
    const pieces = refreshPieces(stored, { sizeSlug: proposal.size, products, ...choices })
      .filter((piece) => piece.state !== "dropped")
      .map(({ productId, variantId, source }) => ({ productId, variantId, source }));
    await storePieces(tx, proposal.id, pieces);
    return {
      kind: "accepted",
      pieces: pieces.map(({ productId, variantId }) => ({ productId, variantId })),
    };
  });
}
