import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendContactMessageAction } from "@/app/(shop)/contact/send-contact-message";
import { contactMessages } from "@/server/db/schema";
import { runAction } from "@/server/http/handle-action";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";
import { APP_URL } from "./auth-test-helpers";

// The action opens the shop's database through getDb(): this test's database.
const globals = globalThis as unknown as { littlerobeDb?: unknown };

const fromTheShop = () => new Headers({ origin: APP_URL });

describe(`the contact form's server action on ${testDbKind}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    globals.littlerobeDb = database;
  });
  afterAll(async () => {
    globals.littlerobeDb = undefined;
    await database?.close();
  });

  const stored = () => database.db.select().from(contactMessages).orderBy(contactMessages.id);
  const send = (values: unknown, headers = fromTheShop()) =>
    runAction(sendContactMessageAction, headers, values);

  it("stores a valid message, trimmed, for staff to answer", async () => {
    const result = await send({
      firstName: "  Amara ",
      surName: "",
      email: "amara@example.co.uk",
      subject: "Sizes for twins",
      message: "Do you have matching outfits in 6m?",
      "form-name": "Contact",
    });
    expect(result).toEqual({ ok: true, data: { firstName: "Amara" } });
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
  });

  it("works from a form posted before JavaScript loads (FormData)", async () => {
    const form = new FormData();
    form.set("$ACTION_ID_abc", "");
    form.set("firstName", "Tom");
    form.set("email", "tom@example.co.uk");
    form.set("subject", "Returns");
    form.set("message", "How do I send things back?");
    expect(await send(form)).toEqual({ ok: true, data: { firstName: "Tom" } });
  });

  it("refuses an empty form with the spec's messages and stores nothing", async () => {
    const before = (await stored()).length;
    const result = await send({});
    expect(result).toEqual({
      ok: false,
      error: {
        code: "validation_failed",
        message: "Please check the highlighted fields.",
        fields: {
          firstName: "required field",
          email: "required field",
          subject: "required field",
          message: "required field",
        },
      },
    });
    expect(await stored()).toHaveLength(before);
  });

  it("refuses a bad e-mail address and blank text, storing nothing", async () => {
    const before = (await stored()).length;
    const result = await send({
      firstName: "Jo",
      email: "jo@",
      subject: "   ",
      message: "Hello",
      surName: "Bloggs",
    });
    expect(result.ok === false && result.error.fields).toEqual({
      email: "Please enter a valid email address",
      subject: "required field",
    });
    expect(await stored()).toHaveLength(before);
  });

  it("refuses a message sent from another site, storing nothing", async () => {
    const before = (await stored()).length;
    const valid = { firstName: "Eve", email: "eve@example.com", subject: "Hi", message: "Hello" };
    for (const headers of [
      new Headers({ origin: "https://evil.example" }),
      new Headers({ origin: "null" }),
      new Headers({ "sec-fetch-site": "cross-site" }),
      new Headers(),
    ]) {
      const result = await send(valid, headers);
      expect(result).toEqual({
        ok: false,
        error: {
          code: "cross_site",
          message: "This request must come from the Littlerobe website.",
        },
      });
    }
    expect(await stored()).toHaveLength(before);
  });
});
