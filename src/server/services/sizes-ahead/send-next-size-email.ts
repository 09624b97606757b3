import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { env } from "@/config/env";
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
import { createEmailSender } from "@/server/integrations/email";
import { renderEmail } from "@/server/integrations/email/templates";
import { nextSizeEmail } from "@/server/integrations/email/templates/next-size-emails";
import type { JobContext } from "@/server/queue/job-queue";

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
  await context.db.transaction(async (tx) => {
    const proposal = await loadProposal(tx, proposalId);
    await context.complete(tx);
    if (!proposal || proposal.status !== "proposed") return;
    const message = renderEmail(
      nextSizeEmail,
      {
        firstName: proposal.firstName,
        childName: proposal.childName,
        size: AGE_SIZES.find((size) => size.slug === proposal.size)?.name ?? proposal.size,
        nextFrom: proposal.nextFrom,
        pieces: proposal.pieces,
      },
      env().APP_URL,
    );
    await createEmailSender(tx).send({ to: proposal.email, ...message });
  });
}
