import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { MESSAGES } from "@/domain/forms/messages";
import { fieldWithUnusualText } from "@/domain/forms/unusual-text";
import {
  AUTH_PROFILE_UPDATE_MESSAGE,
  isAuthProfileUpdate,
} from "@/domain/member/auth-profile-update";
import { EMAIL_CHANGE_RESULT_PARAM, EMAIL_TAKEN_MESSAGE } from "@/domain/member/email-change";
import type { Database } from "@/server/db/client";
import {
  authAccount,
  authRateLimit,
  authSession,
  authUser,
  authVerification,
} from "@/server/db/schema";
import {
  createEmailSender,
  type EmailMessage,
  type EmailSender,
} from "@/server/integrations/email";
import { getLogger } from "@/server/observability/logger";
import { insertProfileRow, subscribeToNewsletter } from "./after-sign-up";
import {
  consumeAttempt,
  DEFAULT_ATTEMPT_RULES,
  TOO_MANY_ATTEMPTS_MESSAGE,
  type AttemptAction,
  type AttemptRule,
  type AttemptVerdict,
} from "./attempt-limiter";
import { clientAddress } from "./client-address";
import {
  changeEmailMessage,
  EMAIL_CHANGE_LINK_LIFETIME_SECONDS,
  EmailTakenError,
  heldByProfileOnly,
  moveMemberEmail,
} from "./email-change";
import { NEW_MEMBERS_PAUSED_MESSAGE, newMembersPaused } from "./new-members-paused";
import { resetLink, resetPasswordEmail } from "./reset-email";
import { trustedOrigins } from "./trusted-origins";

export const AUTH_BASE_PATH = "/api/auth";
/** Reset links work once and expire after an hour. */
export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/** Next.js's draft-mode cookie; sign-out expires it, so a shared computer leaves no preview behind. */
export const DRAFT_MODE_COOKIE = "__prerender_bypass";

export interface AuthConfig {
  db: Database;
  appUrl: string;
  secret: string;
  /** Secure cookies (production). */
  secureCookies: boolean;
  trustedProxies: readonly string[];
  /** Dev mode skips the newsletter subscription of new members. */
  devMode: boolean;
  /** Next.js sets its draft-mode cookie Secure except under `next dev`; its expiry must match. Default true. */
  secureDraftModeCookie?: boolean;
  emailSender?: EmailSender;
  attemptRules?: Partial<Record<AttemptAction, AttemptRule>>;
}

/** Which auth endpoints are throttled, and which body field names the account. */
const LIMITED_PATHS: Record<
  string,
  { action: AttemptAction; accountField?: "email" | "newEmail" }
> = {
  "/sign-in/email": { action: "login", accountField: "email" },
  "/request-password-reset": { action: "reset", accountField: "email" },
  "/reset-password": { action: "reset-token" },
  "/reset-password/:token": { action: "reset-token" },
  "/sign-up/email": { action: "signup" },
  "/change-email": { action: "email-change", accountField: "newEmail" },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The member id a change-of-e-mail token was issued for (the endpoint has verified its signature). */
function changeEmailTokenUser(token: unknown, newEmail: string): string | null {
  if (typeof token !== "string") return null;
  try {
    const payload = JSON.parse(
      Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"),
    ) as Record<string, unknown>;
    if (typeof payload.userId !== "string" || payload.updateTo !== newEmail.toLowerCase())
      return null;
    return payload.userId;
  } catch {
    return null;
  }
}

/** The callback URL with `email_change=<result>` in place of what it said. */
function withResult(callbackURL: string, appUrl: string, result: string): string {
  const url = new URL(callbackURL, appUrl);
  url.searchParams.set(EMAIL_CHANGE_RESULT_PARAM, result);
  return url.origin === new URL(appUrl).origin ? `${url.pathname}${url.search}` : url.toString();
}

/**
 * better-auth with email and password on our database (PGlite or PostgreSQL), its tables beside
 * ours. Its in-memory request limiter is off: log-in, sign-up and reset attempts are counted in
 * auth_attempt_counters instead, which every web process shares, keyed on the client's real
 * address (see client-address.ts) so that one address cannot use the limits against everyone.
 */
export function createAuth(config: AuthConfig) {
  const { db } = config;
  const emailSender = config.emailSender ?? createEmailSender(db);
  const rules = { ...DEFAULT_ATTEMPT_RULES, ...config.attemptRules };
  const trustedProxies = [...config.trustedProxies];
  const secureDraftCookie = config.secureDraftModeCookie ?? true;
  // Reset requests past the account-wide ceiling: answered as usual, but nothing is sent.
  const quietResets = new WeakSet<Request>();

  /**
   * The outbox records at once; a remote server takes a variable time, and waiting for it would
   * tell whoever asks for a reset whether the account exists, so SMTP delivery goes on behind
   * the answer (failures are recorded in the outbox and logged).
   */
  async function deliver(message: EmailMessage): Promise<void> {
    if (emailSender.transport === "outbox") return emailSender.send(message);
    void emailSender
      .send(message)
      .catch((error: unknown) =>
        getLogger().error({ event: "email_failed", subject: message.subject, err: error }),
      );
  }

  /** Counts the attempt; refuses it (429) past an address's or an address's-on-one-account limit. */
  async function limitAttempt(
    action: AttemptAction,
    account: string | undefined,
    headers: Headers | undefined,
  ): Promise<AttemptVerdict> {
    const address = clientAddress(headers ?? new Headers(), trustedProxies);
    const verdict = await consumeAttempt(
      db,
      action,
      { account: account?.trim() || undefined, address },
      rules[action],
    );
    if (verdict.kind === "refuse") {
      getLogger().info({ event: "auth_attempt_refused", action, address });
      throw new APIError("TOO_MANY_REQUESTS", {
        message: TOO_MANY_ATTEMPTS_MESSAGE,
        code: "TOO_MANY_ATTEMPTS",
      });
    }
    if (verdict.kind === "account-busy")
      getLogger().info({ event: "auth_account_busy", action, address });
    return verdict;
  }

  return betterAuth({
    appName: "Littlerobe",
    baseURL: config.appUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.secret,
    trustedOrigins: trustedOrigins(config.appUrl),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
        rateLimit: authRateLimit,
      },
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
      sendResetPassword: async ({ user, token }, request) => {
        if (request && quietResets.has(request)) return;
        await deliver(
          resetPasswordEmail(
            user.email,
            resetLink(config.appUrl, token),
            RESET_TOKEN_LIFETIME_SECONDS / 60,
            config.appUrl,
          ),
        );
      },
    },
    // The e-mail changes only when the new address's owner opens the link (spec: no squatting).
    user: { changeEmail: { enabled: true } },
    emailVerification: {
      expiresIn: EMAIL_CHANGE_LINK_LIFETIME_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await deliver(
          changeEmailMessage(
            user.email,
            url,
            EMAIL_CHANGE_LINK_LIFETIME_SECONDS / 3600,
            config.appUrl,
          ),
        );
      },
    },
    // Only the change of e-mail sends verification links; this endpoint would let anyone mail a member.
    disabledPaths: ["/send-verification-email"],
    session: { expiresIn: SESSION_LIFETIME_SECONDS, updateAge: 24 * 60 * 60 },
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Sessions do not record addresses; limits read them through clientAddress().
      ipAddress: { disableIpTracking: true },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await insertProfileRow(db, user);
            await subscribeToNewsletter(db, user.email, config.devMode);
          },
        },
        update: {
          // The one way an e-mail changes: the link of a change-of-e-mail request. The profile row
          // and the account move together here; better-auth's own update then writes the same value.
          before: async (data, context) => {
            if (typeof data.email !== "string") return;
            const userId =
              context?.path === "/verify-email"
                ? changeEmailTokenUser(context.query?.token, data.email)
                : null;
            if (!userId)
              throw new APIError("BAD_REQUEST", {
                message: "The e-mail address changes only through the link we send.",
                code: "EMAIL_CHANGE_REFUSED",
              });
            try {
              await moveMemberEmail(db, userId, data.email);
            } catch (error) {
              if (!(error instanceof EmailTakenError)) throw error;
              getLogger().info({ event: "email_change_clash", userId });
              const callbackURL = context?.query?.callbackURL;
              if (typeof callbackURL === "string" && context)
                throw context.redirect(withResult(callbackURL, config.appUrl, "taken"));
              throw new APIError("CONFLICT", { message: EMAIL_TAKEN_MESSAGE, code: "EMAIL_TAKEN" });
            }
            return { data: { ...data, emailVerified: true } };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The pipeline's rule for every body, here for the library's own routes (a NUL in a name
        // would reach PostgreSQL, which refuses it with an error): 422, the forms' message.
        const unusual = fieldWithUnusualText(ctx.body) ?? fieldWithUnusualText(ctx.query);
        if (unusual !== null) {
          throw new APIError("UNPROCESSABLE_ENTITY", {
            message: MESSAGES.unusualCharacters,
            code: "UNUSUAL_CHARACTERS",
          });
        }
        if (ctx.path === "/update-user" && !isAuthProfileUpdate(ctx.body)) {
          throw new APIError("BAD_REQUEST", {
            message: AUTH_PROFILE_UPDATE_MESSAGE,
            code: "INVALID_BODY",
          });
        }
        if (ctx.path === "/sign-up/email" && (await newMembersPaused(db))) {
          throw new APIError("FORBIDDEN", {
            message: NEW_MEMBERS_PAUSED_MESSAGE,
            code: "NEW_MEMBERS_PAUSED",
          });
        }
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const limited = LIMITED_PATHS[ctx.path];
        if (limited) {
          const account = limited.accountField ? body[limited.accountField] : undefined;
          const verdict = await limitAttempt(
            limited.action,
            typeof account === "string" ? account : undefined,
            ctx.headers ?? ctx.request?.headers,
          );
          if (verdict.kind === "account-busy") {
            if (limited.action === "reset" && ctx.request) quietResets.add(ctx.request);
            else await sleep(verdict.slowdownMs);
          }
        }
        // A profile may hold an address that no account has (a demo member, an old row): registering
        // it would leave the new member without a profile, so it is refused with a message. An
        // address an account has keeps better-auth's own answer.
        if (
          ctx.path === "/sign-up/email" &&
          typeof body.email === "string" &&
          (await heldByProfileOnly(db, body.email))
        ) {
          throw new APIError("CONFLICT", { message: EMAIL_TAKEN_MESSAGE, code: "EMAIL_TAKEN" });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-out") {
          ctx.setCookie(DRAFT_MODE_COOKIE, "", {
            path: "/",
            httpOnly: true,
            secure: secureDraftCookie,
            sameSite: secureDraftCookie ? "none" : "lax",
            expires: new Date(0),
          });
        }
      }),
    },
    // better-auth's own lines go to the shop's logger (JSON, secrets redacted), not the console.
    logger: {
      level: "error",
      log: (level, message, ...args) =>
        getLogger()[level]({ event: "better_auth", details: args }, message),
    },
    // Its answers (401, 429, …) are responses as usual, unlogged; any other error is thrown on to the
    // request pipeline, which logs and reports it once and answers 500 with a reference.
    onAPIError: { throw: true },
    telemetry: { enabled: false },
    plugins: [nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
