import {
  contactMessageParams,
  markMessageAnsweredContract,
} from "@/domain/api/staff-content-contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { markContactMessageAnswered } from "@/server/services/contact/contact-messages";

/** POST: staff mark a contact message answered (when and by whom; audited). */
export const POST = handleContract(
  markMessageAnsweredContract,
  { role: "staff", params: contactMessageParams, maxBytes: 256 },
  async ({ params, caller }) => {
    const result = await markContactMessageAnswered(getDb(), params.id, staffCaller(caller));
    if (!result.ok)
      throw new AppError(result.reason === "not_found" ? "not_found" : "conflict", result.message);
    return {
      id: result.id,
      handledAt: result.handledAt.toISOString(),
      handledBy: result.handledBy,
    };
  },
);
