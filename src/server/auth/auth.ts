import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import type { Database } from "@/server/db/client";
import { authAccount, authRateLimit, authSession, authUser, authVerification } from "@/server/db/schema";
import { createEmailSender, type EmailSender } from "@/server/integrations/email";
import { insertProfileRow, subscribeToNewsletter } from "./after-sign-up";
import { NEW_MEMBERS_PAUSED_MESSAGE, newMembersPaused } from "./new-members-paused";
import { trustedOrigins } from "./trusted-origins";
import { consumeAttempt, DEFAULT_ATTEMPT_RULES, TOO_MANY_ATTEMPTS_MESSAGE, type AttemptAction, type AttemptRule } from "./attempt-limiter";
import { clientAddress } from "./client-address";
import { resetLink, resetPasswordEmail } from "./reset-email";

export const AUTH_BASE_PATH = "/api/auth";
/** Reset links work once and expire after an hour. */
export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

export interface AuthConfig {
  db: Database;
  appUrl: string;
  secret: string;
  /** Secure cookies (production). */
  secureCookies: boolean;
  trustedProxies: readonly string[];
  /** Dev mode skips the newsletter subscription of new members. */
  devMode: boolean;
  emailSender?: EmailSender;
  attemptRules?: Partial<Record<AttemptAction, AttemptRule>>;
}

/** Which auth endpoints are throttled, and which body field names the account. */
const LIMITED_PATHS: Record<string, { action: AttemptAction; accountField?: "email" }> = {
  "/sign-in/email": { action: "login", accountField: "email" },
  "/request-password-reset": { action: "reset", accountField: "email" },
  "/reset-password": { action: "reset" },
  "/sign-up/email": { action: "signup", accountField: "email" },
};

/**
 * better-auth with email and password on our database (PGlite or PostgreSQL), its tables beside
 * ours. Its in-memory request limiter is off: log-in, sign-up and reset attempts are counted in
 * auth_attempt_counters instead, which every web process shares.
 */
export function createAuth(config: AuthConfig) {
  const { db } = config;
  const emailSender = config.emailSender ?? createEmailSender(db);
  const rules = { ...DEFAULT_ATTEMPT_RULES, ...config.attemptRules };
  const trustedProxies = [...config.trustedProxies];

  return betterAuth({
    appName: "Littlerobe",
    baseURL: config.appUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.secret,
    trustedOrigins: trustedOrigins(config.appUrl),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: authUser, session: authSession, account: authAccount, verification: authVerification, rateLimit: authRateLimit },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 50,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_LIFETIME_SECONDS,
      // A reset ends every session of the member, so a stolen session dies with the old password.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = resetLink(config.appUrl, token);
        await emailSender.send(resetPasswordEmail(user.email, link, RESET_TOKEN_LIFETIME_SECONDS / 60));
      },
    },
    session: { expiresIn: SESSION_LIFETIME_SECONDS, updateAge: 24 * 60 * 60 },
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress:
        trustedProxies.length > 0
          ? { ipAddressHeaders: ["x-forwarded-for"], trustedProxies }
          : { disableIpTracking: true },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await insertProfileRow(db, user);
            await subscribeToNewsletter(db, user.email, config.devMode);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email" && (await newMembersPaused(db))) {
          throw new APIError("FORBIDDEN", { message: NEW_MEMBERS_PAUSED_MESSAGE, code: "NEW_MEMBERS_PAUSED" });
        }
        const limited = LIMITED_PATHS[ctx.path];
        if (!limited) return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const rawAccount = limited.accountField ? body[limited.accountField] : undefined;
        const account = typeof rawAccount === "string" && rawAccount.trim() !== "" ? rawAccount : undefined;
        const headers = ctx.headers ?? ctx.request?.headers ?? new Headers();
        const address = clientAddress(headers, trustedProxies);
        const allowed = await consumeAttempt(db, limited.action, { account, address }, rules[limited.action]);
        if (!allowed) throw new APIError("TOO_MANY_REQUESTS", { message: TOO_MANY_ATTEMPTS_MESSAGE, code: "TOO_MANY_ATTEMPTS" });
      }),
    },
    logger: { level: "error" },
    telemetry: { enabled: false },
    plugins: [nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

