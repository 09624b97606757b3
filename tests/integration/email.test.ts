import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "@/server/db/schema";
import { createEmailSender, listOutbox } from "@/server/integrations/email";
import { startSmtpStandIn } from "../helpers/smtp-stand-in";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let handle: TestDatabase;
const message = {
  to: "Parent@Example.com",
  subject: "Hello from Littlerobe",
  text: "Plain words",
  html: "<p>Plain words</p>",
};

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe("e-mail delivery", () => {
  it("writes every message to the outbox by default, with both parts, and sends nothing", async () => {
    const sender = createEmailSender(handle.db, { smtpUrl: "" });
    expect(sender.transport).toBe("outbox");
    await sender.send(message);
    const [row] = await listOutbox(handle.db, { to: "parent@example.com" });
    expect(row).toMatchObject({
      to: "parent@example.com",
      subject: message.subject,
      text: "Plain words",
      html: "<p>Plain words</p>",
      transport: "outbox",
      sent_at: null,
    });
  });

  it("delivers through SMTP when SMTP_URL is set, and keeps a sent copy", async () => {
    const smtp = await startSmtpStandIn();
    try {
      const sender = createEmailSender(handle.db, {
        smtpUrl: smtp.url,
        from: "Littlerobe <hello@littlerobe.co.uk>",
      });
      expect(sender.transport).toBe("smtp");
      await sender.send({ ...message, to: "smtp.parent@example.com" });
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.from).toContain("hello@littlerobe.co.uk");
      expect(mail.to.join()).toContain("smtp.parent@example.com");
      expect(mail.data).toContain("Subject: Hello from Littlerobe");
      expect(mail.data).toContain("text/plain");
      expect(mail.data).toContain("text/html");
      const [row] = await handle.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, "smtp.parent@example.com"));
      expect(row?.transport).toBe("smtp");
      expect(row?.sent_at).toBeInstanceOf(Date);
      expect(row?.error).toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it("records the failure when the SMTP server refuses, and reports it", async () => {
    const smtp = await startSmtpStandIn({ reject: true });
    try {
      const sender = createEmailSender(handle.db, { smtpUrl: smtp.url });
      await expect(sender.send({ ...message, to: "refused@example.com" })).rejects.toThrow(
        /refused@example.com could not be sent/,
      );
      const [row] = await handle.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, "refused@example.com"));
      expect(row?.sent_at).toBeNull();
      expect(row?.error).toMatch(/Sender refused/);
    } finally {
      await smtp.close();
    }
  });
});
