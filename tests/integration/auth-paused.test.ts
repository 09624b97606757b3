import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SettingsDocument } from "@/domain/content/documents";
import { authUser, users } from "@/server/db/schema";
import { createDatabaseContentEditor } from "@/server/integrations/content/local-database/content-editor";
import { seedContentDocuments } from "@/server/seed/content";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";
import { makeAuth, register } from "./auth-test-helpers";

// settings.pauseNewMembers puts the shop into paused-membership mode (spec 4.3): no new accounts.
describe(`registration while new members are paused on ${testDbKind}`, () => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedContentDocuments(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function publishPause(on: boolean) {
    const editor = createDatabaseContentEditor(handle.db);
    const settings = (await editor.getDocument("settings", "settings"))!;
    await editor.saveDraft("settings", "settings", {
      ...(settings.draft as SettingsDocument),
      pauseNewMembers: on,
    });
    await editor.publish("settings", "settings");
  }

  it("refuses a sign-up with the waitlist message and creates nothing", async () => {
    await publishPause(true);
    const auth = makeAuth(handle.db);
    const response = await register(auth, "paused.parent@example.co.uk", "a-good-password");
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe(
      "We're not taking new members just now. Please join the waitlist and we'll let you know when a place opens.",
    );
    expect(
      await handle.db
        .select()
        .from(authUser)
        .where(eq(authUser.email, "paused.parent@example.co.uk")),
    ).toEqual([]);
    expect(
      await handle.db.select().from(users).where(eq(users.email, "paused.parent@example.co.uk")),
    ).toEqual([]);
  });

  it("opens registration again when the pause is lifted", async () => {
    await publishPause(false);
    const response = await register(
      makeAuth(handle.db),
      "paused.parent@example.co.uk",
      "a-good-password",
    );
    expect(response.status).toBe(200);
  });
});
