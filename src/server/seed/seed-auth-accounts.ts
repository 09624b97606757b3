import { hashPassword } from "better-auth/crypto";
import type { Executor } from "@/server/db/client";
import { authAccount, authUser } from "@/server/db/schema";
import { DEMO_MEMBER, STAFF_MEMBER } from "./member-data";

/**
 * Sign-in accounts for the demo member and the staff member, with the same ids as their users
 * rows, hashed by the auth library itself so they log in like any registered member.
 */
export async function seedAuthAccounts(db: Executor): Promise<number> {
  const people = [DEMO_MEMBER, STAFF_MEMBER];
  for (const person of people) {
    await db
      .insert(authUser)
      .values({ id: person.id, name: "", email: person.email, emailVerified: true })
      .onConflictDoNothing();
    await db
      .insert(authAccount)
      .values({
        id: `credential-${person.id}`,
        accountId: person.id,
        providerId: "credential",
        userId: person.id,
        password: await hashPassword(person.password),
      })
      .onConflictDoNothing();
  }
  return people.length;
}
