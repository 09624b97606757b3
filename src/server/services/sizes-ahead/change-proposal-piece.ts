import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { checkPieceChange, type PieceChangeProblem } from "@/domain/children/next-size-wardrobe";
import { normaliseStock } from "@/domain/catalogue/list-products";
import type { Database } from "@/server/db/client";
import { products, productVariants, variantOptions } from "@/server/db/schema";
import { findMemberProposal, loadStoredPieces, storePieces } from "./member-proposals";

export type ChangePieceResult =
  | { kind: "changed" }
  | { kind: "not_found" }
  | { kind: "decided"; status: string }
  | { kind: "refused"; problem: PieceChangeProblem };

/**
 * 'Change' on a piece of a proposal still open: the piece becomes another variant of the size with
 * stock, of a listed product no other piece holds (checkPieceChange). Under the proposal's row
 * lock, so two changes at once are applied one after the other.
 */
export async function changeProposalPiece(
  db: Database,
  input: { userId: string; proposalId: number; position: number; variantId: number },
): Promise<ChangePieceResult> {
  return db.transaction(async (tx) => {
    const proposal = await findMemberProposal(tx, input.userId, input.proposalId, {
      forUpdate: true,
    });
    if (!proposal) return { kind: "not_found" };
    if (proposal.status !== "proposed") return { kind: "decided", status: proposal.status };
    const [variant] = await tx
      .select({
        productId: productVariants.product_id,
        stock: productVariants.stock,
        sizeName: variantOptions.name,
        sizeSlug: variantOptions.slug,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.product_id))
      .leftJoin(variantOptions, eq(variantOptions.id, productVariants.size_id))
      .where(
        and(
          eq(productVariants.id, input.variantId),
          isNull(productVariants.deleted_at),
          isNull(products.deleted_at),
          isNull(products.archived_at),
          isNotNull(products.published_at),
        ),
      );
    const pieces = (await loadStoredPieces(tx, [proposal.id])).get(proposal.id) ?? [];
    const problem = variant
      ? checkPieceChange(
          pieces,
          input.position,
          {
            productId: variant.productId,
            variant: {
              id: input.variantId,
              stock: normaliseStock(variant.stock),
              size:
                variant.sizeName !== null && variant.sizeSlug !== null
                  ? { name: variant.sizeName, slug: variant.sizeSlug }
                  : null,
            },
          },
          proposal.size,
        )
      : "not_in_size";
    if (problem) return { kind: "refused", problem };
    pieces[input.position] = {
      productId: variant!.productId,
      variantId: input.variantId,
      source: "stock",
    };
    await storePieces(tx, proposal.id, pieces);
    return { kind: "changed" };
  });
}
