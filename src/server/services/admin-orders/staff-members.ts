import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { recordStaffChange } from "@/server/services/staff/audit";

export const OWN_ADMIN_MESSAGE =
  "You cannot change your own staff access; ask another member of staff.";

/**
 * Grants or removes a member's staff access (is_admin), audited; never the caller's own, so staff
 * cannot lock themselves out (nor grant themselves anything). Setting what is already set is a
 * no-op with no audit row.
 */
export async function setMemberAdmin(
  db: Database,
  input: { userId: string; isAdmin: boolean; staffId: string },
): Promise<
  | { ok: true; changed: boolean }
  | { ok: false; reason: "not_found" | "own_account"; message: string }
> {
  if (input.userId === input.staffId)
    return { ok: false, reason: "own_account", message: OWN_ADMIN_MESSAGE };
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ is_admin: users.is_admin, email: users.email })
      .from(users)
      .where(eq(users.id, input.userId))
      .for("update");
    if (!member) return { ok: false, reason: "not_found", message: "No such member." };
    if (member.is_admin === input.isAdmin) return { ok: true, changed: false };
    await tx.update(users).set({ is_admin: input.isAdmin }).where(eq(users.id, input.userId));
    await recordStaffChange(tx, {
      staffId: input.staffId,
      action: input.isAdmin ? "user.grant_admin" : "user.remove_admin",
      entityType: "user",
      entityId: input.userId,
      detail: { email: member.email, from: member.is_admin, to: input.isAdmin },
    });
    return { ok: true, changed: true };
  });
}
