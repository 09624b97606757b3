import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailingListSubscribers } from "@/server/db/schema";
import { createLocalMailingListProvider } from "@/server/integrations/mailing-lists/local/local-mailing-list-provider";
import { createMailchimpProvider } from "@/server/integrations/mailing-lists/mailchimp/mailchimp-provider";
import type { MailingListProvider } from "@/server/integrations/mailing-lists/mailing-list-provider";
import { addSubscriber } from "@/server/services/mailing-lists/add-subscriber";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

describe(`the local mailing list on ${testDbKind}`, () => {
  let database: TestDatabase;
  let local: MailingListProvider;

  beforeAll(async () => {
    database = await createTestDatabase();
    local = createLocalMailingListProvider(database.db);
  });
  afterAll(() => database.close());

  const rowsFor = (email: string) =>
    database.db
      .select()
      .from(mailingListSubscribers)
      .where(eq(mailingListSubscribers.email, email));

  it("subscribes once; a repeat sign-up to the same list keeps one row and says already subscribed", async () => {
    expect(
      await local.subscribe({ list: "NEWSLETTER", email: "ada@example.com", fields: {} }),
    ).toEqual({ status: "subscribed" });
    expect(
      await local.subscribe({ list: "NEWSLETTER", email: " Ada@Example.COM ", fields: {} }),
    ).toEqual({
      status: "already_subscribed",
    });
    const rows = await rowsFor("ada@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.list).toBe("NEWSLETTER");
  });

  it("keeps a separate sign-up for each list", async () => {
    await local.subscribe({ list: "NEWSLETTER", email: "both@example.com", fields: {} });
    expect(
      await local.subscribe({ list: "WAITLIST", email: "both@example.com", fields: {} }),
    ).toEqual({ status: "subscribed" });
    const rows = await rowsFor("both@example.com");
    expect(rows.map((row) => row.list).sort()).toEqual(["NEWSLETTER", "WAITLIST"]);
  });

  it("stores one row when the same address signs up many times at once", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        local.subscribe({ list: "WAITLIST", email: "rush@example.com", fields: { name: "Rush" } }),
      ),
    );
    expect(await rowsFor("rush@example.com")).toHaveLength(1);
    expect(results.filter((r) => r.status === "subscribed")).toHaveLength(1);
    expect(results.filter((r) => r.status === "already_subscribed")).toHaveLength(11);
  });

  it("stores the waitlist's name, postcode and little one's date of birth", async () => {
    await local.subscribe({
      list: "WAITLIST",
      email: "wait@example.com",
      fields: { name: "Grace Hopper", postcode: "SW1A 1AA", littleDOB: "2024-02-29" },
    });
    const [row] = await rowsFor("wait@example.com");
    expect(row).toMatchObject({
      name: "Grace Hopper",
      postcode: "SW1A 1AA",
      littleDOB: "2024-02-29",
    });
    expect(row!.fields).toEqual({
      name: "Grace Hopper",
      postcode: "SW1A 1AA",
      littleDOB: "2024-02-29",
    });
  });

  it("a later sign-up adds details without blanking the ones stored before", async () => {
    await local.subscribe({
      list: "WAITLIST",
      email: "later@example.com",
      fields: { name: "Lin" },
    });
    await local.subscribe({
      list: "WAITLIST",
      email: "later@example.com",
      fields: { name: "", postcode: "EH1 1YZ" },
    });
    const [row] = await rowsFor("later@example.com");
    expect(row).toMatchObject({ name: "Lin", postcode: "EH1 1YZ", littleDOB: null });
  });

  it("keeps a date of birth that is not a date as text only", async () => {
    await local.subscribe({
      list: "WAITLIST",
      email: "dob@example.com",
      fields: { littleDOB: "spring 2024" },
    });
    const [row] = await rowsFor("dob@example.com");
    expect(row!.littleDOB).toBeNull();
    expect(row!.fields).toEqual({ littleDOB: "spring 2024" });
  });

  it("takes an address off a list, keeping its row; a later sign-up puts it back", async () => {
    await local.subscribe({ list: "SUBSCRIBER", email: "leaver@example.com", fields: {} });
    await local.remove({ list: "SUBSCRIBER", email: " Leaver@Example.com " });
    await local.remove({ list: "SUBSCRIBER", email: "never@example.com" });
    const [left] = await rowsFor("leaver@example.com");
    expect(left!.unsubscribed_at).toEqual(expect.any(Date));
    await local.subscribe({ list: "SUBSCRIBER", email: "leaver@example.com", fields: {} });
    const [back] = await rowsFor("leaver@example.com");
    expect(back!.unsubscribed_at).toBeNull();
    expect(await rowsFor("never@example.com")).toEqual([]);
  });

  it("the service skips the provider in dev mode", async () => {
    const result = await addSubscriber(
      { list: "NEWSLETTER", email: "dev@example.com" },
      { provider: local, devMode: true },
    );
    expect(result).toEqual({ kind: "done", status: "skipped" });
    expect(await rowsFor("dev@example.com")).toHaveLength(0);
  });
});

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

type Answer = (request: Recorded) => { status: number; body: unknown };

/** A stand-in for the Mailchimp Marketing API: records each request and answers as Mailchimp does. */
function startMailchimpStandIn() {
  const requests: Recorded[] = [];
  let answer: Answer = () => ({ status: 200, body: {} });
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const recorded: Recorded = {
        method: req.method ?? "",
        path: req.url ?? "",
        authorization: req.headers.authorization,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      };
      requests.push(recorded);
      const { status, body } = answer(recorded);
      const type = status >= 400 ? "application/problem+json" : "application/json";
      res.writeHead(status, { "Content-Type": `${type}; charset=utf-8` });
      res.end(JSON.stringify(body));
    });
  });
  return {
    requests,
    answerWith(next: Answer) {
      answer = next;
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/3.0`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const member = (request: Recorded) => ({
  status: 200,
  body: {
    id: "abc",
    email_address: request.body.email_address,
    status: "subscribed",
    merge_fields: request.body.merge_fields,
  },
});

const problem = (status: number, title: string, detail: string) => ({
  status,
  body: {
    type: "https://mailchimp.com/developer/marketing/docs/errors/",
    title,
    status,
    detail,
    instance: "7d1a",
  },
});

describe("the Mailchimp adapter against a stand-in of the Mailchimp API", () => {
  const standIn = startMailchimpStandIn();
  let mailchimp: MailingListProvider;
  const apiKey = "0123456789abcdef-us21";

  beforeAll(async () => {
    const baseUrl = await standIn.start();
    mailchimp = createMailchimpProvider({
      apiKey,
      server: "us21",
      baseUrl,
      listIds: { NEWSLETTER: "news11aa", WAITLIST: "wait22bb", SUBSCRIBER: "subs33cc" },
    });
  });
  afterEach(() => {
    standIn.requests.length = 0;
    standIn.answerWith(member);
  });
  afterAll(() => standIn.stop());

  it("adds the member to the configured list id, with the API key, as subscribed", async () => {
    standIn.answerWith(member);
    expect(
      await mailchimp.subscribe({ list: "NEWSLETTER", email: "Ada@Example.com", fields: {} }),
    ).toEqual({ status: "subscribed" });
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request!.method).toBe("POST");
    expect(request!.path.split("?")[0]).toBe("/3.0/lists/news11aa/members");
    expect(request!.authorization).toBe(
      `Basic ${Buffer.from(`user:${apiKey}`).toString("base64")}`,
    );
    expect(request!.body).toMatchObject({
      email_address: "ada@example.com",
      status: "subscribed",
      merge_fields: {},
    });
  });

  it("sends the waitlist values as merge fields to the waitlist's list", async () => {
    standIn.answerWith(member);
    await mailchimp.subscribe({
      list: "WAITLIST",
      email: "grace@example.com",
      fields: { name: "Grace Hopper", postcode: "SW1A 1AA", littleDOB: "2024-02-29" },
    });
    const [request] = standIn.requests;
    expect(request!.path.split("?")[0]).toBe("/3.0/lists/wait22bb/members");
    expect(request!.body.merge_fields).toEqual({
      FNAME: "Grace Hopper",
      POSTCODE: "SW1A 1AA",
      LITTLEDOB: "2024-02-29",
    });
  });

  it("treats 'Member Exists' as already subscribed and updates the member by its subscriber hash", async () => {
    standIn.answerWith((request) =>
      request.method === "POST"
        ? problem(
            400,
            "Member Exists",
            `${String(request.body.email_address)} is already a list member. Use PUT to insert or update list members.`,
          )
        : member(request),
    );
    const result = await mailchimp.subscribe({
      list: "NEWSLETTER",
      email: "Lin@example.com",
      fields: { name: "Lin" },
    });
    expect(result).toEqual({ status: "already_subscribed" });
    const hash = createHash("md5").update("lin@example.com").digest("hex");
    expect(standIn.requests.map((r) => `${r.method} ${r.path.split("?")[0]}`)).toEqual([
      "POST /3.0/lists/news11aa/members",
      `PUT /3.0/lists/news11aa/members/${hash}`,
    ]);
    expect(standIn.requests[1]!.body).toMatchObject({
      email_address: "lin@example.com",
      status_if_new: "subscribed",
      merge_fields: { FNAME: "Lin" },
    });
  });

  it("an existing member with no new details is not updated", async () => {
    standIn.answerWith(() => problem(400, "Member Exists", "already a list member"));
    expect(
      await mailchimp.subscribe({ list: "NEWSLETTER", email: "x@example.com", fields: {} }),
    ).toEqual({ status: "already_subscribed" });
    expect(standIn.requests).toHaveLength(1);
  });

  it("a Mailchimp server error becomes the friendly failure, never the provider's text", async () => {
    standIn.answerWith(() =>
      problem(500, "Internal Server Error", "An unexpected internal error has occurred."),
    );
    await expect(
      mailchimp.subscribe({ list: "NEWSLETTER", email: "y@example.com", fields: {} }),
    ).rejects.toMatchObject({ reason: "unavailable" });
    const result = await addSubscriber(
      { list: "NEWSLETTER", email: "y@example.com" },
      { provider: mailchimp, devMode: false },
    );
    expect(result).toEqual({ kind: "unavailable" });
  });

  it("an address Mailchimp calls fake is reported as an invalid email", async () => {
    standIn.answerWith(() =>
      problem(
        400,
        "Invalid Resource",
        "z@example.com looks fake or invalid, please enter a real email address.",
      ),
    );
    const result = await addSubscriber(
      { list: "NEWSLETTER", email: "z@example.com" },
      { provider: mailchimp, devMode: false },
    );
    expect(result).toEqual({ kind: "invalid_email" });
  });

  it("takes a member off by archiving them (DELETE by subscriber hash); one not on the list is no error", async () => {
    standIn.answerWith(() => ({ status: 204, body: {} }));
    await mailchimp.remove({ list: "SUBSCRIBER", email: "Ada@Example.com" });
    const hash = createHash("md5").update("ada@example.com").digest("hex");
    expect(standIn.requests.map((r) => `${r.method} ${r.path.split("?")[0]}`)).toEqual([
      `DELETE /3.0/lists/subs33cc/members/${hash}`,
    ]);
    standIn.answerWith(() =>
      problem(404, "Resource Not Found", "The requested resource could not be found."),
    );
    await expect(
      mailchimp.remove({ list: "SUBSCRIBER", email: "gone@example.com" }),
    ).resolves.toBeUndefined();
    standIn.answerWith(() => problem(500, "Internal Server Error", "Try again."));
    await expect(
      mailchimp.remove({ list: "SUBSCRIBER", email: "gone@example.com" }),
    ).rejects.toMatchObject({ reason: "unavailable" });
  });

  it("puts a returning member back with one upsert naming the status, which restores an archived member", async () => {
    standIn.answerWith(member);
    expect(
      await mailchimp.subscribe({
        list: "SUBSCRIBER",
        email: "Back@Example.com",
        fields: { name: "Amelia" },
        rejoin: true,
      }),
    ).toEqual({ status: "subscribed" });
    const hash = createHash("md5").update("back@example.com").digest("hex");
    expect(standIn.requests.map((r) => `${r.method} ${r.path.split("?")[0]}`)).toEqual([
      `PUT /3.0/lists/subs33cc/members/${hash}`,
    ]);
    expect(standIn.requests[0]!.body).toMatchObject({
      email_address: "back@example.com",
      status: "subscribed",
      status_if_new: "subscribed",
      merge_fields: { FNAME: "Amelia" },
    });
    // Someone who unsubscribed themselves stays off: refused for good, not retried.
    standIn.answerWith(() =>
      problem(400, "Member In Compliance State", "back@example.com is in a compliance state."),
    );
    expect(
      await addSubscriber(
        { list: "SUBSCRIBER", email: "back@example.com", rejoin: true },
        { provider: mailchimp, devMode: false },
      ),
    ).toEqual({ kind: "invalid_email" });
  });

  it("a list without a configured id fails without calling Mailchimp", async () => {
    const partial = createMailchimpProvider({
      apiKey,
      server: "us21",
      baseUrl: "http://127.0.0.1:9/3.0",
      listIds: { NEWSLETTER: "n" },
    });
    await expect(
      partial.subscribe({ list: "WAITLIST", email: "w@example.com", fields: {} }),
    ).rejects.toMatchObject({ reason: "unavailable" });
    expect(standIn.requests).toHaveLength(0);
  });
});
