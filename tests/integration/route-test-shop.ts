import { eq } from "drizzle-orm";
import type { Auth } from "@/server/auth/auth";
import { users } from "@/server/db/schema";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";
import { getSessionUser, makeAuth, register, sessionCookie } from "./auth-test-helpers";

// Route handlers run as in the shop: the process's database and auth (on globalThis) are the test's.
const globals = globalThis as unknown as { littlerobeDb?: unknown; littlerobeAuth?: unknown };

export interface RouteTestShop {
  handle: TestDatabase;
  auth: Auth;
  memberCookie: string;
  staffCookie: string;
  staffId: string;
  /** Hands the process back its own database and auth, and closes the test's. */
  close(): Promise<void>;
}

/** A fresh test database for the route handlers, with a signed-in member and a signed-in staff member. */
export async function openRouteTestShop(): Promise<RouteTestShop> {
  const handle = await createTestDatabase();
  const auth = makeAuth(handle.db);
  globals.littlerobeDb = handle;
  globals.littlerobeAuth = auth;
  const memberCookie = sessionCookie(
    await register(auth, "member@example.com", "password-of-member"),
  );
  const staffCookie = sessionCookie(await register(auth, "staff@example.com", "password-of-staff"));
  const staffId = (await getSessionUser(auth, staffCookie))!.id;
  await handle.db.update(users).set({ is_admin: true }).where(eq(users.id, staffId));
  return {
    handle,
    auth,
    memberCookie,
    staffCookie,
    staffId,
    async close() {
      globals.littlerobeAuth = undefined;
      globals.littlerobeDb = undefined;
      await handle.close();
    },
  };
}
