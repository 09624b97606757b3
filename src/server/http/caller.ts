import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { getSignedInUser } from "@/server/auth/get-signed-in-user";

export type Role = "guest" | "member" | "staff";

export type Caller =
  { role: "guest" } | { role: "member" | "staff"; userId: string; sessionEmail: string | null };

/** Who is asking: only ever from the session cookie, never from the body or the query. */
export async function resolveCaller(headers: Headers): Promise<Caller> {
  const user = await getSignedInUser(headers);
  if (!user) return { role: "guest" };
  const [row] = await getDb()
    .select({ isAdmin: users.is_admin })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  return {
    role: row?.isAdmin ? "staff" : "member",
    userId: user.id,
    sessionEmail: user.sessionEmail,
  };
}

/** Staff may do what members may; members what guests may. */
export function allows(required: Role, caller: Caller): boolean {
  if (required === "guest") return true;
  if (required === "member") return caller.role !== "guest";
  return caller.role === "staff";
}

/** The signed-in caller's user id on a route whose role is 'member' or 'staff'. */
export function memberId(caller: Caller): string {
  if (caller.role === "guest") throw new Error("A member route was reached without a member.");
  return caller.userId;
}
