import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { AGE_SIZES } from "@/domain/catalogue/age-sizes";
import type { Executor } from "@/server/db/client";
import {
  children,
  nextSizeProposalPieces,
  nextSizeProposals,
  products,
  productVariants,
  users,
  variantOptions,
} from "@/server/db/schema";
import { nextSizeEmail } from "@/server/integrations/email/templates/next-size-emails";
import type { JobContext } from "@/server/queue/job-queue";
import { claimThenSend } from "@/server/services/notifications/claim-then-send";

const sizes = alias(variantOptions, "size_option");
const colours = alias(variantOptions, "colour_option");

async function loadProposal(tx: Executor, proposalId: number) {
  const [proposal] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      childName: children.first_name,
      size: nextSizeProposals.size,
      nextFrom: nextSizeProposals.next_from,
      status: nextSizeProposals.status,
    })
    .from(nextSizeProposals)
    .innerJoin(users, eq(users.id, nextSizeProposals.user_id))
    .innerJoin(children, eq(children.id, nextSizeProposals.child_id))
    .where(eq(nextSizeProposals.id, proposalId));
  if (!proposal) return null;
  const pieces = await tx
    .select({ name: products.name, size: sizes.name, color: colours.name })
    .from(nextSizeProposalPieces)
    .innerJoin(products, eq(products.id, nextSizeProposalPieces.product_id))
    .innerJoin(productVariants, eq(productVariants.id, nextSizeProposalPieces.product_variant_id))
    .leftJoin(sizes, eq(sizes.id, productVariants.size_id))
    .leftJoin(colours, eq(colours.id, productVariants.color_id))
    .where(eq(nextSizeProposalPieces.proposal_id, proposalId))
    .orderBy(asc(nextSizeProposalPieces.position));
  return { ...proposal, pieces };
}

/**
 * The sizes-ahead.email job's work: the family's e-mail with the proposal's pieces, sent in the
 * job's own transaction with its completion (outbox: once). A proposal gone (its child removed)
 * or already answered by the family by then sends nothing.
 */
export async function sendNextSizeEmail(proposalId: number, context: JobContext): Promise<void> {
  await claimThenSend(context, nextSizeEmail, async (tx) => {
    const proposal = await loadProposal(tx, proposalId);
    if (!proposal || proposal.status !== "proposed") return null;
    return {
      to: proposal.email,
      facts: {
        firstName: proposal.firstName,
        childName: proposal.childName,
        size: AGE_SIZES.find((size) => size.slug === proposal.size)?.name ?? proposal.size,
        nextFrom: proposal.nextFrom,
        pieces: proposal.pieces,
      },
    };
  });
}
