import { createServer, type Server, type Socket } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "@/server/db/schema";
import { createEmailSender, listOutbox } from "@/server/integrations/email";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

/** A minimal SMTP server: enough of RFC 5321 for nodemailer to hand over one message. */
function startSmtpStandIn(options: { reject?: boolean } = {}) {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket: Socket) => {
    let buffer = "";
    let inData = false;
    let current = { from: "", to: [] as string[], data: "" };
    socket.write("220 stand-in ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index: number;
      while ((index = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(current);
            current = { from: "", to: [], data: "" };
            socket.write("250 OK queued\r\n");
          } else current.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250-stand-in\r\n250 8BITMIME\r\n");
        else if (verb === "MAIL") {
          current.from = line;
          socket.write(options.reject ? "550 Sender refused\r\n" : "250 OK\r\n");
        } else if (verb === "RCPT") {
          current.to.push(line);
          socket.write("250 OK\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (verb === "QUIT") {
          socket.end("221 Bye\r\n");
        } else socket.write("250 OK\r\n");
      }
    });
  });
  return new Promise<{ url: string; received: typeof received; close(): Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

let handle: TestDatabase;
const message = { to: "Parent@Example.com", subject: "Hello from Littlerobe", text: "Plain words", html: "<p>Plain words</p>" };

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
    expect(row).toMatchObject({ to: "parent@example.com", subject: message.subject, text: "Plain words", html: "<p>Plain words</p>", transport: "outbox", sent_at: null });
  });

  it("delivers through SMTP when SMTP_URL is set, and keeps a sent copy", async () => {
    const smtp = await startSmtpStandIn();
    try {
      const sender = createEmailSender(handle.db, { smtpUrl: smtp.url, from: "Littlerobe <hello@littlerobe.co.uk>" });
      expect(sender.transport).toBe("smtp");
      await sender.send({ ...message, to: "smtp.parent@example.com" });
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.from).toContain("hello@littlerobe.co.uk");
      expect(mail.to.join()).toContain("smtp.parent@example.com");
      expect(mail.data).toContain("Subject: Hello from Littlerobe");
      expect(mail.data).toContain("text/plain");
      expect(mail.data).toContain("text/html");
      const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, "smtp.parent@example.com"));
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
      await expect(sender.send({ ...message, to: "refused@example.com" })).rejects.toThrow(/refused@example.com could not be sent/);
      const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, "refused@example.com"));
      expect(row?.sent_at).toBeNull();
      expect(row?.error).toMatch(/Sender refused/);
    } finally {
      await smtp.close();
    }
  });
});
