import type { z } from "@/domain/zod";
import type { SessionProfile } from "@/domain/member/types";
import { defineContractWithoutSchema } from "./contract";

/**
 * Who is browsing (issue 8): pages are shared, so the browser asks for its own profile. Kept apart
 * from the other contracts and without a schema (the route reads no input), so every page calls it
 * without loading zod.
 */
export const sessionContract = defineContractWithoutSchema<
  z.ZodObject<Record<string, never>>,
  { profile: SessionProfile | null }
>()({ method: "GET", path: "/api/session" });
