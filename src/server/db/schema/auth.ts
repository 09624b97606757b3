import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

// Tables of better-auth (email and password), with its default column names. Our `users` table is
// the member profile keyed by the same id (spec 4.3).
const authTimestamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const authUser = pgTable("auth_user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("emailVerified").notNull().default(false),
  image: text("image"),
  createdAt: authTimestamp("createdAt").notNull().defaultNow(),
  updatedAt: authTimestamp("updatedAt").notNull().defaultNow(),
});

export const authSession = pgTable(
  "auth_session",
  {
    id: text("id").primaryKey(),
    expiresAt: authTimestamp("expiresAt").notNull(),
    token: text("token").notNull().unique(),
    createdAt: authTimestamp("createdAt").notNull().defaultNow(),
    updatedAt: authTimestamp("updatedAt").notNull().defaultNow(),
    ipAddress: text("ipAddress"),
    userAgent: text("userAgent"),
    userId: text("userId")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
  },
  (t) => [index("auth_session_user_idx").on(t.userId)],
);

export const authAccount = pgTable(
  "auth_account",
  {
    id: text("id").primaryKey(),
    accountId: text("accountId").notNull(),
    providerId: text("providerId").notNull(),
    userId: text("userId")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    accessToken: text("accessToken"),
    refreshToken: text("refreshToken"),
    idToken: text("idToken"),
    accessTokenExpiresAt: authTimestamp("accessTokenExpiresAt"),
    refreshTokenExpiresAt: authTimestamp("refreshTokenExpiresAt"),
    scope: text("scope"),
    password: text("password"),
    createdAt: authTimestamp("createdAt").notNull().defaultNow(),
    updatedAt: authTimestamp("updatedAt").notNull().defaultNow(),
  },
  (t) => [index("auth_account_user_idx").on(t.userId)],
);

export const authVerification = pgTable(
  "auth_verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: authTimestamp("expiresAt").notNull(),
    createdAt: authTimestamp("createdAt").notNull().defaultNow(),
    updatedAt: authTimestamp("updatedAt").notNull().defaultNow(),
  },
  (t) => [index("auth_verification_identifier_idx").on(t.identifier)],
);

/** better-auth's own request limiter, kept in the database so every web process shares it. */
export const authRateLimit = pgTable("auth_rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("lastRequest", { mode: "number" }).notNull(),
});

/**
 * Our per-account and per-address throttle for log-in and password-reset attempts: one counter per
 * (action, subject) and time window.
 */
export const authAttemptCounters = pgTable(
  "auth_attempt_counters",
  {
    id: id(),
    /** 'login' or 'reset'. */
    action: text("action").notNull(),
    /** 'account:<email>' or 'address:<ip>'. */
    subject: text("subject").notNull(),
    window_start: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("auth_attempt_counters_key").on(t.action, t.subject, t.window_start)],
);
