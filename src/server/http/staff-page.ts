import "server-only";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { resolveCaller } from "./caller";

export interface StaffPageCaller {
  userId: string;
  email: string | null;
}

/**
 * The first call of every back-office page: anyone who is not staff (is_admin) sees the shop's
 * 'Page not found', so the back office does not reveal that it exists. A layout is not enough:
 * layouts are kept across client navigations, pages are not. Memoised per render (React's cache),
 * so the layout and the page of one request read the session once.
 */
export const requireStaffPage = cache(async (): Promise<StaffPageCaller> => {
  const caller = await resolveCaller(await headers());
  if (caller.role !== "staff") notFound();
  return { userId: caller.userId, email: caller.sessionEmail };
});
