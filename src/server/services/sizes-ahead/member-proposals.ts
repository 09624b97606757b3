import { and, asc, eq, inArray } from "drizzle-orm";
import type { NextSizePiece, PieceSource } from "@/domain/children/next-size-wardrobe";
import type { Executor } from "@/server/db/client";
import { nextSizeProposalPieces, nextSizeProposals } from "@/server/db/schema";

export type ProposalRow = typeof nextSizeProposals.$inferSelect;

/**
 * A member's proposal by id, locked for the change that follows when `forUpdate`; null when there
 * is none of theirs (another member's proposal reads as none).
 */
export async function findMemberProposal(
  tx: Executor,
  userId: string,
  proposalId: number,
  options: { forUpdate?: boolean } = {},
): Promise<ProposalRow | null> {
  const query = tx
    .select()
    .from(nextSizeProposals)
    .where(and(eq(nextSizeProposals.id, proposalId), eq(nextSizeProposals.user_id, userId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The stored pieces of proposals, in order, by proposal id. */
export async function loadStoredPieces(
  tx: Executor,
  proposalIds: readonly number[],
): Promise<Map<number, NextSizePiece[]>> {
  const byProposal = new Map<number, NextSizePiece[]>(proposalIds.map((id) => [id, []]));
  if (proposalIds.length === 0) return byProposal;
  const rows = await tx
    .select()
    .from(nextSizeProposalPieces)
    .where(inArray(nextSizeProposalPieces.proposal_id, [...proposalIds]))
    .orderBy(asc(nextSizeProposalPieces.proposal_id), asc(nextSizeProposalPieces.position));
  for (const row of rows)
    byProposal.get(row.proposal_id)?.push({
      productId: row.product_id,
      variantId: row.product_variant_id,
      source: row.source as PieceSource,
    });
  return byProposal;
}

/** Replaces a proposal's pieces with these, numbered from 0. */
export async function storePieces(
  tx: Executor,
  proposalId: number,
  pieces: readonly NextSizePiece[],
): Promise<void> {
  await tx.delete(nextSizeProposalPieces).where(eq(nextSizeProposalPieces.proposal_id, proposalId));
  if (pieces.length === 0) return;
  await tx.insert(nextSizeProposalPieces).values(
    pieces.map((piece, position) => ({
      proposal_id: proposalId,
      position,
      product_id: piece.productId,
      product_variant_id: piece.variantId,
      source: piece.source,
    })),
  );
}
