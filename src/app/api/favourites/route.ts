import { toggleFavouriteContract } from "@/domain/api/contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { toggleFavourite } from "@/server/services/account/toggle-favourite";

/** POST {product_id}: toggles the signed-in member's favourite and answers {favourite} (spec 4.5). */
export const POST = handleContract(
  toggleFavouriteContract,
  { role: "member", maxBytes: 1024 },
  async ({ input, caller }) => {
    if (caller.role === "guest")
      throw new AppError("unauthenticated", "Please log in to save favourites.");
    const result = await toggleFavourite(getDb(), caller.userId, input.product_id);
    if (!result.ok) throw new AppError("not_found", "No such product.");
    return { favourite: result.favourite };
  },
);
