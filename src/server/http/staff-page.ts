import "server-only";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { resolveCaller } from "./caller";

export interface StaffPageCaller {
  userId: string;
  email: string | null;
}

/**
 * The first call of every back-office page: anyone who is not staff (is_admin) sees the shop's
 * 'Page not found', so the back office does not reveal that it exists. A layout is not enough:
 * layouts are kept across client navigations, pages are not.
 */
export async function requireStaffPage(): Promise<StaffPageCaller> {
  const caller = await resolveCaller(await headers());
  if (caller.role !== "staff") notFound();
  return { userId: caller.userId, email: caller.sessionEmail };
}
