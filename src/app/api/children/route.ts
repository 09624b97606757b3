import { addChildContract } from "@/domain/api/children-contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { addChild } from "@/server/services/children/add-child";
import { childRefusalError } from "./refusal";

/** POST {firstName, dateOfBirth, sizeNow}: the signed-in family records a child (issue 27). */
export const POST = handleContract(
  addChildContract,
  { role: "member", maxBytes: 2048 },
  async ({ input, caller }) => {
    if (caller.role === "guest") throw new AppError("unauthenticated", "Please log in.");
    const result = await addChild(getDb(), caller.userId, input);
    if (result.status !== "added") throw childRefusalError(result);
    return { id: result.id };
  },
);
