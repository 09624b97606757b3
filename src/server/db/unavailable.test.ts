import { describe, expect, it } from "vitest";
import {
  databaseAddress,
  databaseTimeoutKind,
  describeDatabaseUnavailable,
  isDatabaseUnavailable,
} from "./unavailable";

// The errors below are the ones the pg driver and PostgreSQL really produce (messages and codes
// copied from pg 8 and the SQLSTATE table); Drizzle wraps them as the cause of its own error.
const pgError = (message: string, code?: string) =>
  Object.assign(new Error(message), code ? { code } : {});
const wrapped = (cause: unknown) => new Error("Failed query: select 1\nparams: ", { cause });
const timeouts = { connectMs: 5000, statementMs: 8000 };

describe("isDatabaseUnavailable", () => {
  it.each([
    [
      "a pool's new connection that did not open in time",
      new Error("Connection terminated due to connection timeout", {
        cause: new Error("Connection terminated unexpectedly"),
      }),
    ],
    ["a pool with no free connection in time", pgError("timeout exceeded when trying to connect")],
    ["a single client's connect timeout", pgError("timeout expired")],
    ["the driver's read timeout", pgError("Query read timeout")],
    [
      "the server's statement timeout",
      pgError("canceling statement due to statement timeout", "57014"),
    ],
    [
      "an idle transaction ended by the server",
      pgError("terminating connection due to idle-in-transaction timeout", "25P03"),
    ],
    [
      "a server shutting down",
      pgError("terminating connection due to administrator command", "57P01"),
    ],
    ["a refused connection", pgError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    [
      "the ROLLBACK of a transaction whose connection broke (the server restarted)",
      new Error("Failed query: rollback\nparams: ", {
        cause: pgError("Client has encountered a connection error and is not queryable"),
      }),
    ],
    [
      "a statement on a client the pool already closed",
      pgError("Client was closed and is not queryable"),
    ],
  ])("recognises %s, also inside Drizzle's error", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    [
      "a unique violation",
      pgError('duplicate key value violates unique constraint "users_email_key"', "23505"),
    ],
    ["a syntax error", pgError('syntax error at or near "selec"', "42601")],
    ["a plain bug", new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      "a message that only mentions a timeout",
      new Error("The session timeout expired for this member"),
    ],
  ])("does not take %s for an unavailable database", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});

describe("describeDatabaseUnavailable", () => {
  const url = "postgres://shop:s3cret@db.internal:6543/littlerobe";

  it("names the server and the connect timeout with its variable, never the password", () => {
    const message = describeDatabaseUnavailable(url, pgError("timeout expired"), timeouts);
    expect(message).toBe(
      "The PostgreSQL server at db.internal:6543 did not answer within 5000 ms (DATABASE_CONNECT_TIMEOUT_MS). Check that it is running and that DATABASE_URL is right.",
    );
    expect(message).not.toContain("s3cret");
  });

  it("names the statement timeout when a statement ran out of time", () => {
    expect(databaseTimeoutKind(wrapped(pgError("Query read timeout")))).toBe("statement");
    expect(describeDatabaseUnavailable(url, wrapped(pgError("x", "57014")), timeouts)).toBe(
      "The PostgreSQL server at db.internal:6543 did not finish a statement within 8000 ms (DATABASE_STATEMENT_TIMEOUT_MS).",
    );
  });

  it("gives the network error when the server cannot be reached, and nothing for other errors", () => {
    expect(
      describeDatabaseUnavailable(
        "postgres://127.0.0.1/test",
        pgError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
        timeouts,
      ),
    ).toBe(
      "The PostgreSQL server at 127.0.0.1:5432 cannot be used: connect ECONNREFUSED 127.0.0.1:5432. Check that it is running and that DATABASE_URL is right.",
    );
    expect(
      describeDatabaseUnavailable(url, pgError("syntax error", "42601"), timeouts),
    ).toBeUndefined();
  });

  it("reads a socket folder given as ?host=", () => {
    expect(databaseAddress("postgres://shop@/littlerobe?host=/var/run/postgresql")).toBe(
      "/var/run/postgresql:5432",
    );
  });
});
