import { addSubscriberContract } from "@/domain/api/contracts";
import { MESSAGES } from "@/domain/forms";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import {
  addSubscriber,
  SUBSCRIBE_FAILED_MESSAGE,
} from "@/server/services/mailing-lists/add-subscriber";

/**
 * POST /api/add-subscriber (spec 7.4): {email, list, ...name, postcode, littleDOB}. The waitlist
 * values are stored when given.
 */
export const POST = handleContract(
  addSubscriberContract,
  { role: "guest", maxBytes: 4096 },
  async ({ input }) => {
    const { list, email, name, postcode, littleDOB } = input;
    const result = await addSubscriber({ list, email, fields: { name, postcode, littleDOB } });
    switch (result.kind) {
      case "done":
        return { status: result.status };
      case "invalid_email":
        throw new AppError("validation_failed", MESSAGES.emailInvalid, {
          fields: { email: MESSAGES.emailInvalid },
        });
      case "unavailable":
        throw new AppError("unavailable", SUBSCRIBE_FAILED_MESSAGE);
    }
  },
);
