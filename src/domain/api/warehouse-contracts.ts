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
