import "server-only";
import { authSecret, env } from "@/config/env";
import { getDb } from "@/server/db/client";
import { DEFAULT_ATTEMPT_RULES } from "./attempt-limiter";
import { createAuth, type Auth } from "./auth";

export type { Auth } from "./auth";

// One instance per process, kept on globalThis so development reloads reuse it.
const globalForAuth = globalThis as unknown as { littlerobeAuth?: Auth };

/** The shop's auth on the process's database; created on first use, never during `next build`. */
export function getAuth(): Auth {
  if (!globalForAuth.littlerobeAuth) {
    const config = env();
    globalForAuth.littlerobeAuth = createAuth({
      db: getDb(),
      appUrl: config.APP_URL,
      secret: authSecret(),
      secureCookies: config.NODE_ENV === "production",
      trustedProxies: config.TRUSTED_PROXY,
      devMode: config.DEV_MODE,
      secureDraftModeCookie: config.NODE_ENV !== "development",
      attemptRules: {
        signup: { ...DEFAULT_ATTEMPT_RULES.signup, perAddress: config.SIGNUP_ATTEMPTS_PER_ADDRESS },
        ...(config.LOGIN_ATTEMPTS_PER_ADDRESS && {
          login: {
            ...DEFAULT_ATTEMPT_RULES.login,
            perAddress: config.LOGIN_ATTEMPTS_PER_ADDRESS,
            perAccountAddress: config.LOGIN_ATTEMPTS_PER_ADDRESS,
            perAccount: config.LOGIN_ATTEMPTS_PER_ADDRESS,
          },
        }),
      },
    });
  }
  return globalForAuth.littlerobeAuth;
}
