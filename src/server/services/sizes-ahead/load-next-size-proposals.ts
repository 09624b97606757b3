import { and, asc, eq } from "drizzle-orm";
import { AGE_SIZES } from "@/domain/catalogue/age-sizes";
import type {
  ShownGarment,
  ShownProposal,
  ShownProposalPiece,
} from "@/domain/children/next-size-proposal";
import { refreshPieces, swapChoices } from "@/domain/children/next-size-wardrobe";
import type { Database } from "@/server/db/client";
import { children, nextSizeProposals } from "@/server/db/schema";
import { loadFamilyChoices, loadProposalProducts, type ProposalProduct } from "./family-choices";
import { loadStoredPieces } from "./member-proposals";

/** The garments a piece may become, offered under 'Change' (the most stock in the size first). */
export const SWAP_CHOICES = 12;

function garment(
  byId: ReadonlyMap<number, ProposalProduct>,
  productId: number,
  variantId: number,
): ShownGarment | null {
  const product = byId.get(productId);
  const variant = product?.variants.find((v) => v.id === variantId);
  if (!product || !variant) return null;
  return {
    productId,
    variantId,
    name: product.name,
    slug: product.slug,
    image: product.image,
    size: variant.size?.name ?? null,
    color: variant.color,
  };
}

/**
 * /account's next-size wardrobes: the member's proposals still open, oldest first, each piece as
 * it stands against today's stock (kept, replaced or dropped: refreshPieces, the rule 'Accept'
 * applies) with the garments it may be changed for. Nothing is written.
 */
export async function loadNextSizeProposals(
  db: Database,
  userId: string,
): Promise<ShownProposal[]> {
  const proposals = await db
    .select({
      id: nextSizeProposals.id,
      size: nextSizeProposals.size,
      nextFrom: nextSizeProposals.next_from,
      childName: children.first_name,
    })
    .from(nextSizeProposals)
    .innerJoin(children, eq(children.id, nextSizeProposals.child_id))
    .where(and(eq(nextSizeProposals.user_id, userId), eq(nextSizeProposals.status, "proposed")))
    .orderBy(asc(nextSizeProposals.id));
  if (proposals.length === 0) return [];
  const [products, choices, stored] = await Promise.all([
    loadProposalProducts(db),
    loadFamilyChoices(db, userId),
    loadStoredPieces(
      db,
      proposals.map((proposal) => proposal.id),
    ),
  ]);
  const byId = new Map(products.map((product) => [product.id, product]));
  return proposals.map((proposal) => {
    const shown = refreshPieces(stored.get(proposal.id) ?? [], {
      sizeSlug: proposal.size,
      products,
      ...choices,
    });
    const live = shown.filter((piece) => piece.state !== "dropped");
    return {
      id: proposal.id,
      childName: proposal.childName,
      size: AGE_SIZES.find((size) => size.slug === proposal.size)?.name ?? proposal.size,
      nextFrom: proposal.nextFrom,
      pieces: shown.flatMap((piece): ShownProposalPiece[] => {
        const was = piece.was && byId.get(piece.was.productId)?.name;
        const shownGarment =
          garment(byId, piece.productId, piece.variantId) ??
          // A dropped piece whose product is no longer listed: its name is not known any more.
          null;
        if (!shownGarment) return [];
        return [
          {
            ...shownGarment,
            position: piece.position,
            source: piece.source,
            state: piece.state,
            was: was ?? null,
            choices:
              piece.state === "dropped"
                ? []
                : swapChoices(
                    live,
                    live.indexOf(piece),
                    products,
                    proposal.size,
                    SWAP_CHOICES,
                  ).flatMap(({ productId, variantId }) => {
                    const choice = garment(byId, productId, variantId);
                    return choice ? [choice] : [];
                  }),
          },
        ];
      }),
    };
  });
}
