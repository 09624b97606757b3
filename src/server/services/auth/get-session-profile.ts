import "server-only";
import type { SessionProfile } from "@/components/shop-state/site-context";

// Placeholder until authentication lands (issue #4): everyone is a guest.
export async function getSessionProfile(): Promise<SessionProfile | null> {
  return null;
}
