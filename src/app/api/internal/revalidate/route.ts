import { revalidateRequestContract } from "@/domain/api/warehouse-contracts";
import { invalidate } from "@/server/cache/invalidate";
import { isRevalidateToken, REVALIDATE_TOKEN_HEADER } from "@/server/cache/request-revalidation";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";

/**
 * POST {tags}: the shop's own background jobs ask for cached pages to be invalidated (they run
 * outside a request, where Next.js cannot). Only with the token derived from the shop's secret.
 */
export const POST = handleContract(
  revalidateRequestContract,
  { role: "guest", maxBytes: 16 * 1024 },
  async ({ input, request }) => {
    if (!isRevalidateToken(request.headers.get(REVALIDATE_TOKEN_HEADER)))
      throw new AppError("forbidden", "Not allowed.");
    invalidate(...input.tags);
    return { invalidated: input.tags.length };
  },
);
