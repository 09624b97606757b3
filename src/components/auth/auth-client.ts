"use client";

import { createAuthClient } from "better-auth/react";
import { CHECKOUT_DRAFT_KEY } from "@/domain/checkout/checkout-draft";
import { FIRST_PAINT_HINT_KEY } from "@/domain/member/first-paint-hint";
import { STORAGE_KEYS } from "@/domain/timings";

/** better-auth's browser client, talking to /api/auth on the page's own origin. */
export const authClient = createAuthClient({ basePath: "/api/auth" });

/**
 * Logout (spec 2.3, 4.3): ends the session on the server, forgets the stored postcode, and loads /
 * afresh, which drops the profile, the user and the three item lists held by the page.
 */
export async function signOutAndGoHome(): Promise<void> {
  try {
    await authClient.signOut();
  } finally {
    try {
      window.localStorage.removeItem(STORAGE_KEYS.postcode);
      // The next first paint is a guest's; the checkout's kept typing is the member's (issue 26).
      window.localStorage.removeItem(FIRST_PAINT_HINT_KEY);
      window.sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
    } catch {
      // storage blocked: nothing to forget
    }
    // A full load, not router.push: every piece of member state held by the page is dropped.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/");
  }
}

/** The message the auth layer returned, shown under the form (spec 2.6, 8). */
export function authErrorMessage(
  error: { message?: string | undefined; statusText?: string } | null | undefined,
): string {
  return error?.message || error?.statusText || "Something went wrong, please try again.";
}
