import "server-only";
import { headers } from "next/headers";
import type { SessionProfile } from "@/domain/member/types";
import { getDb } from "@/server/db/client";
import { loadSessionProfile } from "../account/load-session-profile";
import { getSignedInUser } from "./get-signed-in-user";

/** The signed-in member as every page's client components see it; null for a guest. */
export async function getSessionProfile(): Promise<SessionProfile | null> {
  const user = await getSignedInUser(await headers());
  if (!user) return null;
  return loadSessionProfile(getDb(), user.id, user.sessionEmail);
}
