/** The next-size wardrobe's endpoints (issue 27, sizes ahead of time), kept apart from contracts.ts. */
import { entityId } from "@/domain/ids";
import { z } from "@/domain/zod";
import { defineContract } from "./contract";

/** A proposal holds at most a plan's limit of pieces: far fewer than this. */
const MAX_POSITION = 49;

/** POST /api/next-size: change a piece, accept the wardrobe, or 'Not now'. */
export const nextSizeRequest = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("change"),
    proposalId: entityId,
    position: z.number().int().min(0).max(MAX_POSITION),
    variantId: entityId,
  }),
  z.object({ action: z.literal("accept"), proposalId: entityId }),
  z.object({ action: z.literal("dismiss"), proposalId: entityId }),
]);

export type NextSizeAnswer =
  | { status: "changed" }
  | { status: "dismissed" }
  /** The pieces to put in the wardrobe, in order. */
  | { status: "accepted"; pieces: { productId: number; variantId: number }[] };

export const nextSizeContract = defineContract<NextSizeAnswer>()({
  method: "POST",
  path: "/api/next-size",
  input: nextSizeRequest,
});

/** POST /api/dev/next-size {at}: the day's proposals made as of `at` (browser tests, E2E_CLOCK). */
export const devNextSizeContract = defineContract<{ completed: number }>()({
  method: "POST",
  path: "/api/dev/next-size",
  input: z.object({ at: z.iso.datetime() }),
});
