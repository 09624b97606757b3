import type { SessionProfile } from "@/domain/member/types";
import { defineInputlessContract } from "./contract";

/**
 * Who is browsing (issue 8): pages are shared, so the browser asks for its own profile. Kept apart
 * from the other contracts and without a schema, so every page calls it without loading zod.
 */
export const sessionContract = defineInputlessContract<{ profile: SessionProfile | null }>()({
  method: "GET",
  path: "/api/session",
});
