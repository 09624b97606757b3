import { notFound } from "next/navigation";
import { entityId } from "@/domain/ids";
import { getDb, type Executor } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";

/**
 * A back-office record page's record: staff only; the id from the address (a whole number in the
 * column's range); the record `load` reads for it. Anything else is the shop's 'Page not found'.
 */
export async function readRecord<T>(
  params: Promise<{ id: string }>,
  load: (db: Executor, id: number) => Promise<T | null | undefined>,
): Promise<T> {
  await requireStaffPage();
  const id = entityId.safeParse((await params).id);
  if (!id.success) notFound();
  const record = await load(getDb(), id.data);
  if (!record) notFound();
  return record;
}
