import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "@/server/db/schema";
import { createContactMessage } from "@/server/services/contact/create-contact-message";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

describe(`contact messages on ${testDbKind}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const stored = () => database.db.select().from(contactMessages).orderBy(contactMessages.id);

  it("stores a valid message, trimmed, for staff to answer", async () => {
    const result = await createContactMessage(
      {
        firstName: "  Amara ",
        surName: "",
        email: "amara@example.co.uk",
        subject: "Sizes for twins",
        message: "Do you have matching outfits in 6m?",
        "form-name": "Contact",
      },
      database.db,
    );
    expect(result).toMatchObject({ ok: true, firstName: "Amara" });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: "Amara",
      surName: null,
      email: "amara@example.co.uk",
      subject: "Sizes for twins",
      message: "Do you have matching outfits in 6m?",
      handled_at: null,
    });
    expect(result.ok && result.id).toBe(rows[0]?.id);
  });

  it("refuses an empty form with the spec's messages and stores nothing", async () => {
    const before = (await stored()).length;
    const result = await createContactMessage({}, database.db);
    expect(result).toEqual({
      ok: false,
      errors: { firstName: "required field", email: "required field", subject: "required field", message: "required field" },
    });
    expect(await stored()).toHaveLength(before);
  });

  it("refuses a bad e-mail address and blank text, storing nothing", async () => {
    const before = (await stored()).length;
    const result = await createContactMessage(
      { firstName: "Jo", email: "jo@", subject: "   ", message: "Hello", surName: "Bloggs" },
      database.db,
    );
    expect(result).toEqual({
      ok: false,
      errors: { email: "Please enter a valid email address", subject: "required field" },
    });
    expect(await stored()).toHaveLength(before);
  });
});
