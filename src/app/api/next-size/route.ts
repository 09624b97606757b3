import { nextSizeContract } from "@/domain/api/next-size-contracts";
import { PIECE_CHANGE_MESSAGES } from "@/domain/children/next-size-wardrobe";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { changeProposalPiece } from "@/server/services/sizes-ahead/change-proposal-piece";
import { decideNextSizeProposal } from "@/server/services/sizes-ahead/decide-next-size-proposal";

const NOT_FOUND_MESSAGE = "We could not find that wardrobe. Please reload the page.";
const DECIDED_MESSAGE = "You have already answered this wardrobe. Please reload the page.";

/**
 * POST {action, proposalId, …}: the signed-in member changes a piece of their next-size wardrobe,
 * accepts it (answering the pieces for the wardrobe in the browser) or says 'Not now'. Another
 * member's proposal is not found.
 */
export const POST = handleContract(
  nextSizeContract,
  { role: "member", maxBytes: 1024 },
  async ({ input, caller }) => {
    if (caller.role === "guest") throw new AppError("unauthenticated", "Please log in again.");
    const userId = caller.userId;
    const result =
      input.action === "change"
        ? await changeProposalPiece(getDb(), {
            userId,
            proposalId: input.proposalId,
            position: input.position,
            variantId: input.variantId,
          })
        : await decideNextSizeProposal(getDb(), {
            userId,
            proposalId: input.proposalId,
            decision: input.action,
            now: new Date(),
          });
    switch (result.kind) {
      case "not_found":
        throw new AppError("not_found", NOT_FOUND_MESSAGE);
      case "decided":
        throw new AppError("conflict", DECIDED_MESSAGE);
      case "refused":
        throw new AppError("conflict", PIECE_CHANGE_MESSAGES[result.problem]);
      case "changed":
        return { status: "changed" as const };
      case "dismissed":
        return { status: "dismissed" as const };
      case "accepted":
        return { status: "accepted" as const, pieces: result.pieces };
    }
  },
);
