import { NextBoxReturns } from "@/components/account/next-box-returns";
import { getDb } from "@/server/db/client";
import { loadDueBack } from "@/server/services/returns/load-due-back";

/**
 * 'Due back' on /account (issue 27, part next-box): the member's returns still on their way back,
 * with their due dates or the hold of an overdue one, read before the page is sent.
 */
export async function NextBoxSection({ userId }: { userId: string }) {
  const dueBack = await loadDueBack(getDb(), { userId });
  return <NextBoxReturns dueBack={dueBack} now={new Date()} />;
}
