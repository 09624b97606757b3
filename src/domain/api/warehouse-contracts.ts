/** The warehouse sync's staff endpoint (issue 11). */
import { z } from "@/domain/zod";
import { API_LOG_ORIGINS } from "@/domain/enums";
import { defineContract } from "./contract";

/** POST /api/staff/warehouse/sync {origin}: staff run one warehouse sync now. */
export const runWarehouseSyncContract = defineContract<{ jobId: number; origin: string }>()({
  method: "POST",
  path: "/api/staff/warehouse/sync",
  input: z.object({ origin: z.enum(API_LOG_ORIGINS) }).strict(),
});

/**
 * POST /api/dev/warehouse {minutes}: browser tests move the simulated warehouse on by that many
 * minutes, then the order and return syncs run at once. Off (404) unless E2E_CLOCK is set.
 */
export const devWarehouseContract = defineContract<{ completed: number }>()({
  method: "POST",
  path: "/api/dev/warehouse",
  input: z.object({
    minutes: z
      .number()
      .int()
      .min(0)
      .max(60 * 24 * 30),
  }),
});

/** POST /api/internal/revalidate {tags}: a background job's cache invalidation (the shop only). */
export const revalidateRequestContract = defineContract<{ invalidated: number }>()({
  method: "POST",
  path: "/api/internal/revalidate",
  input: z.object({
    tags: z
      .array(z.string().regex(/^[a-z0-9:_-]{1,64}$/))
      .min(1)
      .max(200),
  }),
});
