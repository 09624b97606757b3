import { logEvent } from "@/server/auth/log";

export interface OverrideConfig {
  NODE_ENV: "development" | "production" | "test";
  DEV_PROFILE_USER_ID?: string;
}

let warned = false;

/**
 * The developer override (spec 6): outside production, DEV_PROFILE_USER_ID names a fixed profile
 * that is loaded instead of the signed-in one. In production it is refused: ignored, with a
 * warning logged once, so a stray variable can never let anyone act as another member.
 */
export function resolveProfileUserId(
  sessionUserId: string | null,
  config: OverrideConfig,
): string | null {
  const override = config.DEV_PROFILE_USER_ID;
  if (!override) return sessionUserId;
  if (config.NODE_ENV === "production") {
    if (!warned) {
      warned = true;
      logEvent("warn", "dev_profile_override_refused", {
        message: "DEV_PROFILE_USER_ID is ignored because NODE_ENV is production",
      });
    }
    return sessionUserId;
  }
  return override;
}
