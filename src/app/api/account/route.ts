import { saveAccountContract } from "@/domain/api/contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { updateAccountProfile } from "@/server/services/account/update-account-profile";

/** POST the ACCOUNT form: validated with the same rules as the browser, saved to the member's own row. */
export const POST = handleContract(saveAccountContract, { role: "member", maxBytes: 8 * 1024 }, async ({ input, caller }) => {
  if (caller.role === "guest") throw new AppError("unauthenticated", "Please log in.");
  const result = await updateAccountProfile(getDb(), caller.userId, input);
  if (!result.ok) throw new AppError("conflict", Object.values(result.errors)[0] ?? "Your details could not be saved.", { fields: result.errors });
  return { saved: true as const, pendingEmail: null };
});
