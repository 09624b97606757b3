import { readdirSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as switchPost } from "@/app/api/staff/content/switches/route";
import { POST as publishPost } from "@/app/api/staff/content/[type]/[uid]/publish/route";
import { PUT as draftPut } from "@/app/api/staff/content/[type]/[uid]/route";
import { POST as newPagePost } from "@/app/api/staff/content/pages/route";
import { GET as exportGet } from "@/app/api/staff/mailing-lists/export/route";
import { POST as answeredPost } from "@/app/api/staff/messages/[id]/answered/route";
import { POST as syncPost } from "@/app/api/staff/warehouse/sync/route";
import {
  contactMessages,
  contentDocuments,
  emailOutbox,
  jobs,
  mailingListSubscribers,
  staffAudit,
} from "@/server/db/schema";
import { contactEmailJob } from "@/server/jobs/contact-email";
import { warehouseSyncJobs } from "@/server/jobs/warehouse-syncs";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";
import { createContactMessage } from "@/server/services/contact/create-contact-message";
import { seedContentDocuments } from "@/server/seed/content";
import { RESERVED_PAGE_UIDS } from "@/domain/content/new-page";
import { APP_URL } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// Issue 12, the back office's content, mailing lists, sync log and contact messages: every
// staff change is audited, content publishes renew the shop's cached pages.

const invalidated = vi.hoisted(() => [] as string[][]);
vi.mock("@/server/cache/invalidate", () => ({
  invalidate: (...tags: string[]) => void invalidated.push(tags),
}));

let shop: RouteTestShop;

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

function call(
  handler: Handler,
  path: string,
  options: {
    method?: string;
    body?: unknown;
    params?: Record<string, string>;
    cookie?: string;
  } = {},
) {
  const method = options.method ?? "POST";
  const headers = new Headers({ origin: APP_URL });
  if (method !== "GET") headers.set("content-type", "application/json");
  const cookie = options.cookie ?? shop.staffCookie;
  if (cookie) headers.set("cookie", cookie);
  return handler(
    new Request(`${APP_URL}${path}`, {
      method,
      headers,
      body: method === "GET" ? undefined : JSON.stringify(options.body ?? {}),
    }),
    { params: Promise.resolve(options.params ?? {}) },
  );
}

const audits = (action: string) =>
  shop.handle.db.select().from(staffAudit).where(eq(staffAudit.action, action));

async function settingsRow() {
  const [row] = await shop.handle.db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.type, "settings"), eq(contentDocuments.uid, "settings")));
  return row!;
}

beforeAll(async () => {
  shop = await openRouteTestShop();
  await seedContentDocuments(shop.handle.db);
});
afterAll(async () => {
  await shop.close();
});
beforeEach(() => {
  invalidated.length = 0;
});

describe("contact messages", () => {
  const values = {
    firstName: "Ada",
    surName: "Lovelace",
    email: "ada@example.com",
    subject: "Sizes for twins",
    message: "Do you have matching outfits in 6-9m?",
  };

  it("a new message is e-mailed once to the shop's address with the visitor as Reply-To", async () => {
    const { id } = await createContactMessage(values as never, shop.handle.db);
    const queued = await shop.handle.db
      .select()
      .from(jobs)
      .where(eq(jobs.type, contactEmailJob.name));
    expect(queued.filter((job) => job.payload.messageId === id)).toHaveLength(1);

    expect(await runDueJobs(shop.handle.db, jobHandlers([contactEmailJob], {}))).toBe(1);
    // A second pass sends nothing more.
    expect(await runDueJobs(shop.handle.db, jobHandlers([contactEmailJob], {}))).toBe(0);
    const sent = await shop.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "hello@littlerobe.co.uk"));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.reply_to).toBe("ada@example.com");
    expect(sent[0]!.subject).toContain("Sizes for twins");
    expect(sent[0]!.text).toContain("Do you have matching outfits in 6-9m?");
    expect(sent[0]!.text).toContain(`/admin/messages/${id}`);
  });

  it("goes to the settings' contact messages address when staff set one", async () => {
    const row = await settingsRow();
    await shop.handle.db
      .update(contentDocuments)
      .set({
        published: { ...(row.published as object), contactMessagesEmail: "team@littlerobe.co.uk" },
      })
      .where(eq(contentDocuments.id, row.id));
    try {
      await createContactMessage({ ...values, subject: "Gift cards" } as never, shop.handle.db);
      await runDueJobs(shop.handle.db, jobHandlers([contactEmailJob], {}));
      const sent = await shop.handle.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, "team@littlerobe.co.uk"));
      expect(sent.map((m) => m.subject)).toEqual([expect.stringContaining("Gift cards")]);
    } finally {
      await shop.handle.db
        .update(contentDocuments)
        .set({ published: row.published })
        .where(eq(contentDocuments.id, row.id));
    }
  });

  it("staff mark a message answered: when and by whom, audited; a second time is refused", async () => {
    const { id } = await createContactMessage(
      { ...values, subject: "Answer me" } as never,
      shop.handle.db,
    );
    const path = `/api/staff/messages/${id}/answered`;
    const params = { id: String(id) };

    const refused = await call(answeredPost as Handler, path, {
      params,
      cookie: shop.memberCookie,
    });
    expect(refused.status).toBe(403);

    const response = await call(answeredPost as Handler, path, { params });
    expect(response.status).toBe(200);
    const [row] = await shop.handle.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(row!.handled_by).toBe(shop.staffId);
    expect(row!.handled_at).toBeInstanceOf(Date);
    const audit = (await audits("contact_message.answered")).filter(
      (a) => a.entity_id === String(id),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_user_id).toBe(shop.staffId);

    const again = await call(answeredPost as Handler, path, { params });
    expect(again.status).toBe(409);
    expect((await audits("contact_message.answered")).length).toBe(1);

    const missing = await call(answeredPost as Handler, "/api/staff/messages/999999/answered", {
      params: { id: "999999" },
    });
    expect(missing.status).toBe(404);
  });
});

describe("mailing lists CSV export", () => {
  beforeAll(async () => {
    await shop.handle.db.insert(mailingListSubscribers).values([
      {
        list: "WAITLIST",
        email: "wait.one@example.com",
        name: "Wait One",
        postcode: "SW2 1AA",
        littleDOB: "2025-03-01",
      },
      {
        list: "WAITLIST",
        email: "=cmd@example.com",
        name: "Formula",
        postcode: "E8 1AA",
        littleDOB: "2024-12-24",
      },
      {
        list: "WAITLIST",
        email: "gone@example.com",
        name: "Gone",
        unsubscribed_at: new Date("2026-01-01T00:00:00Z"),
      },
      { list: "NEWSLETTER", email: "news@example.com" },
    ]);
  });

  const exportCsv = async (query: string, cookie?: string) =>
    call(exportGet as Handler, `/api/staff/mailing-lists/export?${query}`, {
      method: "GET",
      cookie,
    });

  it("exports the waitlist with name, postcode and date of birth, current sign-ups only", async () => {
    const response = await exportCsv("list=WAITLIST");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename=littlerobe-waitlist-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("E-mail,Name,Postcode,Little one's date of birth,Signed up,Unsubscribed");
    expect(lines).toHaveLength(3);
    expect(
      lines.some((l) => l.startsWith("wait.one@example.com,Wait One,SW2 1AA,2025-03-01,")),
    ).toBe(true);
    // A cell that would run as a spreadsheet formula is kept as text.
    expect(lines.some((l) => l.startsWith("'=cmd@example.com,Formula,"))).toBe(true);
    expect(lines.join()).not.toContain("gone@example.com");
  });

  it("follows the screen's filters: the search, unsubscribed ones, another list", async () => {
    const searched = (await (await exportCsv("list=WAITLIST&q=wait.one")).text())
      .trimEnd()
      .split("\r\n");
    expect(searched).toHaveLength(2);
    expect(searched[1]).toContain("wait.one@example.com");

    const gone = (await (await exportCsv("list=WAITLIST&status=unsubscribed")).text())
      .trimEnd()
      .split("\r\n");
    expect(gone.slice(1).map((l) => l.split(",")[0])).toEqual(["gone@example.com"]);

    const news = (await (await exportCsv("list=NEWSLETTER")).text()).trimEnd().split("\r\n");
    expect(news[0]).toBe("E-mail,Signed up,Unsubscribed");
    const newsletter = news.slice(1).map((l) => l.split(",")[0]);
    expect(newsletter).toContain("news@example.com");
    expect(newsletter).not.toContain("wait.one@example.com");
  });

  it("is refused to members", async () => {
    expect((await exportCsv("list=WAITLIST", shop.memberCookie)).status).toBe(403);
  });
});

describe("warehouse sync 'Run now'", () => {
  it("queues the sync due at once and audits who asked", async () => {
    const response = await call(syncPost as Handler, "/api/staff/warehouse/sync", {
      body: { origin: "stockSync" },
    });
    expect(response.status).toBe(200);
    const { jobId } = (await response.json()) as { jobId: number };
    const [job] = await shop.handle.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job!.type).toBe(warehouseSyncJobs.stockSync.name);
    expect(job!.status).toBe("pending");
    expect(job!.run_at.getTime()).toBeLessThanOrEqual(Date.now());
    const audit = (await audits("warehouse.sync_now")).filter((a) => a.entity_id === String(jobId));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toEqual({ origin: "stockSync" });
  });
});

describe("content", () => {
  it("saving a draft and publishing are audited, and publishing renews the shop's content", async () => {
    const params = { type: "page", uid: "about" };
    const read = await shop.handle.db
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.type, "page"), eq(contentDocuments.uid, "about")));
    const draft = read[0]!.draft as { data: Record<string, unknown> };
    const saved = await call(draftPut as Handler, "/api/staff/content/page/about", {
      method: "PUT",
      params,
      body: { ...draft, data: { ...draft.data, title: "About Littlerobe" } },
    });
    expect(saved.status).toBe(200);
    expect(invalidated).toEqual([]);
    expect((await audits("content.save_draft")).map((a) => a.entity_id)).toContain("about");

    const published = await call(publishPost as Handler, "/api/staff/content/page/about/publish", {
      params,
    });
    expect(published.status).toBe(200);
    expect(invalidated).toEqual([["content"]]);
    const [after] = await shop.handle.db
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.type, "page"), eq(contentDocuments.uid, "about")));
    expect((after!.published as { data: { title: string } }).data.title).toBe("About Littlerobe");
    const audit = (await audits("content.publish")).filter((a) => a.entity_id === "about");
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_user_id).toBe(shop.staffId);
  });

  it("maintenance mode is published at once, leaving other draft changes in the draft", async () => {
    const before = await settingsRow();
    await shop.handle.db
      .update(contentDocuments)
      .set({ draft: { ...(before.draft as object), shareTitle: "Unpublished title" } })
      .where(eq(contentDocuments.id, before.id));

    const on = await call(switchPost as Handler, "/api/staff/content/switches", {
      body: { name: "maintenancemode", on: true },
    });
    expect(on.status).toBe(200);
    let row = await settingsRow();
    expect((row.published as Record<string, unknown>).maintenancemode).toBe(true);
    expect((row.published as Record<string, unknown>).shareTitle).not.toBe("Unpublished title");
    expect((row.draft as Record<string, unknown>).maintenancemode).toBe(true);
    expect((row.draft as Record<string, unknown>).shareTitle).toBe("Unpublished title");
    expect(invalidated).toEqual([["content"]]);
    expect(await audits("settings.maintenancemode.on")).toHaveLength(1);

    const off = await call(switchPost as Handler, "/api/staff/content/switches", {
      body: { name: "maintenancemode", on: false },
    });
    expect(off.status).toBe(200);
    row = await settingsRow();
    expect((row.published as Record<string, unknown>).maintenancemode).toBe(false);
    expect(await audits("settings.maintenancemode.off")).toHaveLength(1);

    const refused = await call(switchPost as Handler, "/api/staff/content/switches", {
      body: { name: "pauseNewMembers", on: true },
      cookie: shop.memberCookie,
    });
    expect(refused.status).toBe(403);
    expect(((await settingsRow()).published as Record<string, unknown>).pauseNewMembers).toBe(
      false,
    );
  });
});

describe("new pages and drafts checked against their kind's schema", () => {
  const pageRow = async (uid: string) =>
    (
      await shop.handle.db
        .select()
        .from(contentDocuments)
        .where(and(eq(contentDocuments.type, "page"), eq(contentDocuments.uid, uid)))
    )[0];

  it("'New page' makes an unpublished draft with its title and no sections, audited", async () => {
    invalidated.length = 0;
    const created = await call(newPagePost as Handler, "/api/staff/content/pages", {
      body: { uid: "our-story", title: "Our story" },
    });
    expect(created.status).toBe(200);
    expect(await created.json()).toEqual({ uid: "our-story", draftVersion: 1 });
    const row = await pageRow("our-story");
    expect(row).toMatchObject({
      draft: { type: "page", uid: "our-story", data: { title: "Our story", slices: [] } },
      published: null,
      published_version: null,
    });
    expect(invalidated).toEqual([]); // visitors see nothing until it is published
    const audit = (await audits("content.create_page")).filter((a) => a.entity_id === "our-story");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_user_id: shop.staffId, detail: { title: "Our story" } });
  });

  it("reserves every top-level folder of the app that is not a content page", () => {
    // Pages served from a content document by their own route: a new page cannot take these
    // either (the document exists: 409), and they are not screens of their own.
    const contentPages = new Set(["about", "how-it-works", "terms"]);
    const app = path.resolve(import.meta.dirname, "../../src/app");
    const folders = [app, path.join(app, "(shop)")].flatMap((dir) =>
      readdirSync(dir, { withFileTypes: true })
        // Route groups, dynamic segments and private folders (`_components`) are not addresses.
        .filter((entry) => entry.isDirectory() && !/^[([_]/.test(entry.name))
        .map((entry) => entry.name),
    );
    for (const folder of folders)
      if (!contentPages.has(folder)) expect(RESERVED_PAGE_UIDS, folder).toContain(folder);
  });

  it("an address already used, badly written or the shop's own is refused; nothing is made", async () => {
    const before = await shop.handle.db.select().from(contentDocuments);
    const taken = await call(newPagePost as Handler, "/api/staff/content/pages", {
      body: { uid: "about", title: "About again" },
    });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      uid: "A page already has this address.",
    });
    const badly = await call(newPagePost as Handler, "/api/staff/content/pages", {
      body: { uid: "Our Story!", title: "" },
    });
    expect(badly.status).toBe(422);
    const fields = ((await badly.json()) as { error: { fields: Record<string, string> } }).error
      .fields;
    expect(Object.keys(fields).sort()).toEqual(["title", "uid"]);
    const reserved = await call(newPagePost as Handler, "/api/staff/content/pages", {
      body: { uid: "collection", title: "Collection" },
    });
    expect(reserved.status).toBe(422);
    const member = await call(newPagePost as Handler, "/api/staff/content/pages", {
      body: { uid: "members-page", title: "Members" },
      cookie: shop.memberCookie,
    });
    expect(member.status).toBe(403);
    expect(await shop.handle.db.select().from(contentDocuments)).toEqual(before);
  });

  it("a draft that its kind's schema refuses is a 400 with each field's message; nothing is saved", async () => {
    const about = (await pageRow("about"))!;
    const draft = about.draft as { data: Record<string, unknown> };
    const auditsBefore = (await audits("content.save_draft")).length;
    const refused = await call(draftPut as Handler, "/api/staff/content/page/about", {
      method: "PUT",
      params: { type: "page", uid: "about" },
      body: {
        ...draft,
        data: { ...draft.data, title: "", slices: [{ slice_type: "hero", title: 5 }] },
      },
    });
    expect(refused.status).toBe(400);
    const error = (
      (await refused.json()) as {
        error: { message: string; fields: Record<string, string> };
      }
    ).error;
    expect(error.message).toBe("The document has mistakes: nothing was saved.");
    expect(error.fields["data.title"]).toBe("The page title is required");
    expect(Object.keys(error.fields)).toContain("data.slices.0.title");
    const settings = await call(draftPut as Handler, "/api/staff/content/settings/settings", {
      method: "PUT",
      params: { type: "settings", uid: "settings" },
      body: { maintenancemode: true },
    });
    expect(settings.status).toBe(400);
    expect(
      Object.keys(((await settings.json()) as { error: { fields: object } }).error.fields),
    ).not.toHaveLength(0);
    expect((await pageRow("about"))!.draft).toEqual(about.draft);
    expect((await audits("content.save_draft")).length).toBe(auditsBefore);
  });

  it("a draft is read up to 256 KiB, far above other bodies; a larger one is a 413 and nothing is saved", async () => {
    const about = (await pageRow("about"))!;
    const draft = about.draft as { data: Record<string, unknown> };
    // Refused by the schema (no title), so only the body's size decides between 400 and 413.
    const sized = (bytes: number) =>
      call(draftPut as Handler, "/api/staff/content/page/about", {
        method: "PUT",
        params: { type: "page", uid: "about" },
        body: { ...draft, data: { ...draft.data, title: "" }, padding: "x".repeat(bytes) },
      });
    expect((await sized(200 * 1024)).status).toBe(400);
    const tooLarge = await sized(256 * 1024);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { code: string } }).error.code).toBe(
      "payload_too_large",
    );
    expect((await pageRow("about"))!.draft).toEqual(about.draft);
  });
});
