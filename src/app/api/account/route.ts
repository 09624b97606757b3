import { saveAccountContract } from "@/domain/api/contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { updateAccountProfile } from "@/server/services/account/update-account-profile";
import { emailChangeRequester } from "@/server/services/auth/request-email-change";

/** POST the ACCOUNT form: validated with the same rules as the browser, saved to the member's own row. */
export const POST = handleContract(
  saveAccountContract,
  { role: "member", maxBytes: 8 * 1024 },
  async ({ input, caller, request }) => {
    if (caller.role === "guest") throw new AppError("unauthenticated", "Please log in.");
    // Under the developer override the session is someone else's: its e-mail is not changed.
    const requestEmailChange =
      caller.sessionEmail === null ? null : emailChangeRequester(request.headers);
    const { pendingEmail } = await updateAccountProfile(
      getDb(),
      caller.userId,
      input,
      requestEmailChange,
    );
    return { saved: true as const, pendingEmail };
  },
);
