import { Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { resetEnvForTests } from "@/config/env";
import {
  createLoggerForTests,
  getLogger,
  REDACTED,
  redactText,
  requestLogger,
  setLoggerForTests,
} from "./logger";

/** A destination that keeps every line the logger wrote. */
function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return {
    destination,
    lines,
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe("the logger", () => {
  it("writes one JSON object per line, with level, time, message and service", () => {
    const out = capture();
    const log = createLoggerForTests(out.destination);
    log.info({ event: "order_placed", orderId: 7 }, "order placed");
    log.warn("low stock");
    expect(out.lines).toHaveLength(2);
    const [first, second] = out.records() as [Record<string, unknown>, Record<string, unknown>];
    expect(first).toMatchObject({
      level: "info",
      service: "littlerobe",
      event: "order_placed",
      orderId: 7,
      msg: "order placed",
    });
    expect(Date.parse(String(first.time))).not.toBeNaN();
    expect(second).toMatchObject({ level: "warn", msg: "low stock" });
  });

  it("redacts passwords, tokens, cookies, authorization and card numbers wherever they sit", () => {
    const out = capture();
    const log = createLoggerForTests(out.destination);
    log.info({
      body: {
        email: "parent@example.com",
        password: "hunter22-secret",
        newPassword: "n3w-pass-word",
      },
      headers: {
        Authorization: "Bearer abc.def.ghi",
        cookie: "better-auth.session_token=s3ss10n",
        "set-cookie": ["x=1"],
      },
      payment: {
        card: { card_number: "4242424242424242", cardNumber: "4000056655665556", cvc: "123" },
      },
      deep: [{ level1: { level2: { level3: { resetToken: "tok-123456" } } } }],
      user: { id: "u1", name: "Ada" },
    });
    const line = out.lines[0];
    for (const secret of [
      "hunter22-secret",
      "n3w-pass-word",
      "abc.def.ghi",
      "s3ss10n",
      "4242424242424242",
      "4000056655665556",
      "tok-123456",
    ]) {
      expect(line).not.toContain(secret);
    }
    const record = out.records()[0] as {
      body: Record<string, unknown>;
      headers: Record<string, unknown>;
      payment: { card: Record<string, unknown> };
      deep: { level1: { level2: { level3: Record<string, unknown> } } }[];
      user: Record<string, unknown>;
    };
    expect(record.body).toEqual({
      email: "parent@example.com",
      password: REDACTED,
      newPassword: REDACTED,
    });
    expect(record.headers).toEqual({
      Authorization: REDACTED,
      cookie: REDACTED,
      "set-cookie": REDACTED,
    });
    expect(record.payment.card).toEqual({
      card_number: REDACTED,
      cardNumber: REDACTED,
      cvc: REDACTED,
    });
    expect(record.deep[0]?.level1.level2.level3).toEqual({ resetToken: REDACTED });
    expect(record.user).toEqual({ id: "u1", name: "Ada" });
  });

  it("redacts a token in a logged URL, in the fields and in the message", () => {
    const out = capture();
    const log = createLoggerForTests(out.destination);
    log.info(
      { url: "/reset-password?token=abcdef123&next=/account" },
      "sent /reset-password?token=abcdef123",
    );
    expect(out.lines[0]).not.toContain("abcdef123");
    expect(out.records()[0]).toMatchObject({
      url: `/reset-password?token=${REDACTED}&next=/account`,
      msg: `sent /reset-password?token=${REDACTED}`,
    });
  });

  it("logs an error with its code and causes, but not the bound SQL parameters it carries", () => {
    const out = capture();
    const database = Object.assign(new Error("terminating connection"), { code: "57P01" });
    const query = Object.assign(
      new Error("Failed query: select * from session where token = $1\nparams: s3ss10n-t0k3n", {
        cause: database,
      }),
      {
        params: ["s3ss10n-t0k3n"],
      },
    );
    createLoggerForTests(out.destination).error(
      { err: new Error("Error getting user by id", { cause: query }) },
      "failed",
    );
    expect(out.lines[0]).not.toContain("s3ss10n-t0k3n");
    expect(out.records()[0]).toMatchObject({
      err: {
        type: "Error",
        message: "Error getting user by id",
        cause: {
          message: `Failed query: select * from session where token = $1\nparams: ${REDACTED}`,
          params: REDACTED,
          cause: { code: "57P01" },
        },
      },
    });
  });

  it("redacts secrets given as child-logger fields", () => {
    const out = capture();
    createLoggerForTests(out.destination)
      .child({ requestId: "req-12345678", authorization: "Basic c2VjcmV0" })
      .info("hello");
    expect(out.lines[0]).not.toContain("c2VjcmV0");
    expect(out.records()[0]).toMatchObject({ requestId: "req-12345678", authorization: REDACTED });
  });
});

describe("requestLogger", () => {
  afterEach(() => setLoggerForTests(undefined));

  it("stamps every line with the request id and the fields given", () => {
    const out = capture();
    setLoggerForTests(createLoggerForTests(out.destination));
    const log = requestLogger("0f6c1d2e-request", { method: "POST", path: "/api/favourites" });
    log.info({ event: "request", status: 200 });
    log.child({ step: "save" }).error("failed");
    expect(out.records()).toEqual([
      expect.objectContaining({
        requestId: "0f6c1d2e-request",
        method: "POST",
        path: "/api/favourites",
        event: "request",
        status: 200,
      }),
      expect.objectContaining({
        requestId: "0f6c1d2e-request",
        step: "save",
        level: "error",
        msg: "failed",
      }),
    ]);
  });
});

describe("the configured level", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvForTests();
    setLoggerForTests(undefined);
  });

  function levelWith(vars: Record<string, string | undefined>): string {
    for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
    resetEnvForTests();
    setLoggerForTests(undefined);
    return getLogger().level;
  }

  it("is silent under tests, info otherwise, and LOG_LEVEL wins", () => {
    expect(levelWith({ NODE_ENV: "test", LOG_LEVEL: undefined })).toBe("silent");
    expect(levelWith({ NODE_ENV: "production", LOG_LEVEL: undefined })).toBe("info");
    expect(levelWith({ NODE_ENV: "test", LOG_LEVEL: "warn" })).toBe("warn");
  });
});

describe("secrets inside errors and text, wherever they reach the logger", () => {
  const TOKEN = "6X8INy4PNhEK6BrOqzWWi2k0eLYhkcoe";

  it("writes a failed query's error handed over in another field (better-auth's details) without its values", () => {
    const out = capture();
    const failed = new DrizzleQueryError(
      'select * from "auth_session" where "token" = $1',
      [TOKEN, "parent@example.com"],
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    );
    createLoggerForTests(out.destination).error(
      { event: "better_auth", details: [failed] },
      "Failed to get session",
    );
    expect(out.lines[0]).not.toContain(TOKEN);
    expect(out.lines[0]).not.toContain("parent@example.com");
    expect(out.records()[0]).toMatchObject({
      details: [
        {
          type: "DrizzleQueryError",
          message: `Failed query: select * from "auth_session" where "token" = $1\nparams: ${REDACTED}`,
          params: REDACTED,
          cause: { code: "ECONNREFUSED" },
        },
      ],
    });
  });

  it("redacts bound values over several lines, PostgreSQL's quoted values and its detail", () => {
    const out = capture();
    const log = createLoggerForTests(out.destination);
    log.error(
      {
        err: Object.assign(
          new Error(
            'Failed query: update "pages" set "body" = $1\nparams: first line\nDraft-s3cret-line',
          ),
          { detail: "Key (email)=(parent@example.com) already exists." },
        ),
      },
      "duplicate key: Key (token)=(abc-very-private) already exists",
    );
    const line = out.lines[0]!;
    for (const secret of ["Draft-s3cret-line", "parent@example.com", "abc-very-private"])
      expect(line).not.toContain(secret);
    expect(out.records()[0]).toMatchObject({
      msg: `duplicate key: Key (token)=(${REDACTED}) already exists`,
      err: { detail: REDACTED },
    });
  });

  it("redacts a token however it reached the text, a reset token in a path, and a card number", () => {
    const out = capture();
    const log = createLoggerForTests(out.destination);
    log.info(
      {
        cookie_value_seen: `session ${TOKEN}.sig`,
        path: "/api/auth/reset-password/cNxMXIAmzKK06fBzP2kKEKuc",
        identifier: "reset-password:abcdefghijkl",
        note: "paid with 4242 4242 4242 4242 on order 1764177231",
      },
      `token ${TOKEN} seen`,
    );
    const line = out.lines[0]!;
    for (const secret of [TOKEN, "cNxMXIAmzKK06fBzP2kKEKuc", "abcdefghijkl", "4242 4242 4242 4242"])
      expect(line).not.toContain(secret);
    expect(out.records()[0]).toMatchObject({
      path: `/api/auth/reset-password/${REDACTED}`,
      note: `paid with ${REDACTED} on order 1764177231`,
      msg: `token ${REDACTED} seen`,
    });
  });

  it("leaves ordinary words, ids, hex digests of 16 and numbers alone", () => {
    expect(
      redactText(
        "request 0f6c1d2e-5b7a-4c1e-9f00-123456789abc, chunk 3b1c2a9e4d5f6a7b, 1234567890123",
      ),
    ).toBe("request 0f6c1d2e-5b7a-4c1e-9f00-123456789abc, chunk 3b1c2a9e4d5f6a7b, 1234567890123");
    expect(redactText("internationalisation-considerations")).toBe(
      "internationalisation-considerations",
    );
  });
});
