import {
  childParams,
  removeChildContract,
  updateChildContract,
} from "@/domain/api/children-contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { removeChild } from "@/server/services/children/remove-child";
import { updateChild } from "@/server/services/children/update-child";
import { CHILD_NOT_FOUND_MESSAGE, childRefusalError } from "../refusal";

/** PUT {firstName, dateOfBirth, sizeNow}: change the family's own child; anyone else's is a 404. */
export const PUT = handleContract(
  updateChildContract,
  { role: "member", params: childParams, maxBytes: 2048 },
  async ({ input, params, caller }) => {
    if (caller.role === "guest") throw new AppError("unauthenticated", "Please log in.");
    const result = await updateChild(getDb(), caller.userId, params.id, input);
    if (result.status === "not_found") throw new AppError("not_found", CHILD_NOT_FOUND_MESSAGE);
    if (result.status !== "saved") throw childRefusalError(result);
    return { saved: true as const };
  },
);

/** DELETE: remove the family's own child; anyone else's is a 404 and nothing changes. */
export const DELETE = handleContract(
  removeChildContract,
  { role: "member", params: childParams, maxBytes: 256 },
  async ({ params, caller }) => {
    if (caller.role === "guest") throw new AppError("unauthenticated", "Please log in.");
    const result = await removeChild(getDb(), caller.userId, params.id);
    if (result.status === "not_found") throw new AppError("not_found", CHILD_NOT_FOUND_MESSAGE);
    return { removed: true as const };
  },
);
