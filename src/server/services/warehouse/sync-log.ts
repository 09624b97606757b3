import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { ApiLogOrigin, ApiLogStatus } from "@/domain/enums";
import { clipNote, runStatus } from "@/domain/warehouse/sync-rules";
import type { Database, Executor } from "@/server/db/client";
import { apiLogs } from "@/server/db/schema";
import { WarehouseError, type Page } from "@/server/integrations/warehouse";

/** What one sync run did, as its api_logs row says it. */
export interface SyncResult {
  origin: ApiLogOrigin;
  status: ApiLogStatus;
  note: string;
  /** The cursor after the run (pulls), or the last partner id stored (pushes). */
  cursor: string | null;
  /** Events applied or records handed over. */
  changes: number;
}

/** Test-only seam: runs inside each event's transaction after its effects (a crash mid-page). */
export interface SyncHooks {
  afterEvent?(cursor: string): Promise<void> | void;
}

/**
 * Serialises every writer of one origin's log across processes for the rest of the transaction,
 * so a cursor read under it is the latest and two runners never apply the same page.
 */
export async function lockOrigin(tx: Executor, origin: ApiLogOrigin): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`warehouse-sync:${origin}`}))`);
}

/** Where the last run of this origin stopped: the newest row that carries a cursor. */
export async function readCursor(db: Executor, origin: ApiLogOrigin): Promise<string | null> {
  const [row] = await db
    .select({ cursor: apiLogs.last_id_synced })
    .from(apiLogs)
    .where(and(eq(apiLogs.origin, origin), isNotNull(apiLogs.last_id_synced)))
    .orderBy(desc(apiLogs.id))
    .limit(1);
  return row?.cursor ?? null;
}

export async function writeLog(
  tx: Executor,
  row: { origin: ApiLogOrigin; status: ApiLogStatus; note: string; cursor: string | null },
): Promise<number> {
  const [inserted] = await tx
    .insert(apiLogs)
    .values({
      origin: row.origin,
      status: row.status,
      note: clipNote(row.note),
      last_id_synced: row.cursor,
    })
    .returning({ id: apiLogs.id });
  return inserted!.id;
}

/** What staff read in the log for a failure: the partner's kind and words, never a stack. */
export function describeFailure(error: unknown): string {
  if (error instanceof WarehouseError) return `${error.kind}: ${error.message}`;
  if (error instanceof Error) return `internal: ${error.message}`;
  return "internal: unknown failure";
}

/**
 * A row that does not move the cursor (NO_UPDATE or ERROR) carries the current one, read under
 * the origin's lock, so "the newest row with a cursor" stays where the applied events stopped.
 */
export async function logWithoutProgress(
  db: Database,
  origin: ApiLogOrigin,
  status: ApiLogStatus,
  note: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await lockOrigin(tx, origin);
    const cursor = await readCursor(tx, origin);
    await writeLog(tx, { origin, status, note, cursor });
    return cursor;
  });
}

export interface PullOptions<T extends { cursor: string }> {
  db: Database;
  origin: ApiLogOrigin;
  fetchPage(after: string | null): Promise<Page<T>>;
  /**
   * Applies one event in the page's transaction; answers a short note (with whether it added
   * stock), or null when the event changed nothing (applied before).
   */
  apply(tx: Executor, item: T): Promise<string | { note: string; newStock: boolean } | null>;
  /** Notes from work done before the pull (a push), shown on the run's first row. */
  before?: { changes: number; notes: string[]; failure?: string };
  /** Extra note on the last row (stockSync's comparison), computed after the pull. */
  after?(): Promise<string | null>;
  hooks?: SyncHooks;
  maxPages?: number;
}

const PAGE_SIZE = 100;

/**
 * Pulls a partner's events after the last cursor and applies them page by page. Each page is
 * applied in one transaction together with its api_logs row and cursor: a crash mid-page leaves
 * nothing of it, and the next run starts from the last committed page. Under the origin's lock
 * the cursor is read again; if another runner moved it meanwhile, the page is dropped and fetched
 * again from there. A partner failure ends the run with an ERROR row that keeps the cursor.
 */
export async function pullEvents<T extends { cursor: string }>(
  options: PullOptions<T>,
): Promise<SyncResult> {
  const { db, origin } = options;
  const failure = options.before?.failure;
  const notes = [...(options.before?.notes ?? [])];
  let changes = options.before?.changes ?? 0;
  let newStock = 0;
  let lastRowId: number | null = null;
  let cursor = await readCursor(db, origin);
  try {
    for (let pageNo = 0; pageNo < (options.maxPages ?? 20); pageNo += 1) {
      const page = await options.fetchPage(cursor);
      if (page.items.length === 0) break;
      const first = lastRowId === null;
      const outcome = await db.transaction(async (tx) => {
        await lockOrigin(tx, origin);
        const committed = await readCursor(tx, origin);
        if (committed !== cursor) return { moved: committed };
        const pageNotes: string[] = [];
        let pageStock = 0;
        const seen = new Set<string>();
        for (const item of page.items) {
          // The same event listed twice in one answer is applied once.
          if (seen.has(item.cursor)) continue;
          seen.add(item.cursor);
          const applied = await options.apply(tx, item);
          await options.hooks?.afterEvent?.(item.cursor);
          if (applied === null) continue;
          if (typeof applied === "string") pageNotes.push(applied);
          else {
            pageNotes.push(applied.note);
            if (applied.newStock) pageStock += 1;
          }
        }
        const newCursor = page.cursor ?? page.items.at(-1)!.cursor;
        const rowNotes = first ? [failure, ...notes, ...pageNotes] : pageNotes;
        const rowChanges = pageNotes.length + (first ? changes : 0);
        const rowId = await writeLog(tx, {
          origin,
          status: first && failure ? "ERROR" : runStatus(rowChanges, pageStock),
          note: summarise(rowNotes, page.items.length),
          cursor: newCursor,
        });
        return { applied: { newCursor, pageNotes, pageStock, rowId } };
      });
      if (!outcome.applied) {
        cursor = outcome.moved ?? null;
        continue;
      }
      lastRowId = outcome.applied.rowId;
      cursor = outcome.applied.newCursor;
      changes += outcome.applied.pageNotes.length;
      newStock += outcome.applied.pageStock;
      notes.push(...outcome.applied.pageNotes);
      if (page.items.length < PAGE_SIZE) break;
    }
  } catch (error) {
    const note = [failure, describeFailure(error)]
      .concat(changes > 0 ? [`${changes} change(s) before it were saved`] : [])
      .filter(Boolean)
      .join("; ");
    const saved = await logWithoutProgress(db, origin, "ERROR", note);
    return { origin, status: "ERROR", note, cursor: saved, changes };
  }
  const extra = options.after ? await options.after().catch(describeFailure) : null;
  const status: ApiLogStatus = failure ? "ERROR" : runStatus(changes, newStock);
  if (lastRowId === null) {
    const note = summarise([failure, ...notes, extra], 0);
    const saved = await logWithoutProgress(db, origin, status, note);
    return { origin, status, note, cursor: saved, changes };
  }
  if (extra) {
    // The comparison belongs to the run's last row; its cursor stays as it is.
    await db
      .update(apiLogs)
      .set({ note: sql`left(coalesce(${apiLogs.note} || '; ', '') || ${extra}, 1000)` })
      .where(eq(apiLogs.id, lastRowId));
  }
  return { origin, status, note: summarise([...notes, extra], 0), cursor, changes };
}

function summarise(parts: readonly (string | null | undefined)[], seen: number): string {
  const notes = parts.filter((part): part is string => Boolean(part));
  if (notes.length === 0) return seen > 0 ? `${seen} event(s), all applied before` : "No updates";
  const shown = notes.slice(0, 10).join("; ");
  return notes.length > 10 ? `${shown}; and ${notes.length - 10} more` : shown;
}
