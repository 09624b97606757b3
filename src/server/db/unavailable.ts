/** PostgreSQL error codes that mean "the database cannot serve us now", not "the query is wrong". */
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "57014", // query_canceled (our statement timeout)
  "25P03", // idle_in_transaction_session_timeout
  "53300", // too_many_connections
  "08000", // connection_exception
  "08001", // sqlclient_unable_to_establish_sqlconnection
  "08003", // connection_does_not_exist
  "08004", // sqlserver_rejected_establishment_of_sqlconnection
  "08006", // connection_failure
]);

const UNAVAILABLE_NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EPIPE",
]);

// The pg driver's own errors carry no code, only these messages.
const CONNECT_TIMEOUT_MESSAGES = [
  /timeout exceeded when trying to connect/i, // pool: no free connection in time
  /connection terminated due to connection timeout/i, // pool: a new connection did not open in time
  /^timeout expired$/i, // a single client's connect timeout
];
const STATEMENT_TIMEOUT_MESSAGES = [/query read timeout/i];
// A client whose connection broke (the server restarted mid-transaction) refuses every later
// statement with these, the ROLLBACK that ends the transaction included (issue 14's restart bench).
const OTHER_MESSAGES = [
  /connection terminated/i,
  /^client has encountered a connection error and is not queryable$/i,
  /^client was closed and is not queryable$/i,
];

type Walked = { code?: unknown; message?: unknown; cause?: unknown };

function someInChain(error: unknown, test: (link: Walked) => boolean): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    if (test(current as Walked)) return true;
    current = (current as Walked).cause;
  }
  return false;
}

const matches = (patterns: RegExp[]) => (link: Walked) =>
  typeof link.message === "string" &&
  patterns.some((pattern) => pattern.test(link.message as string));

/** Whether an error (or its cause chain) says the database is down, hung or overloaded. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someInChain(
    error,
    (link) =>
      (typeof link.code === "string" &&
        (UNAVAILABLE_SQLSTATES.has(link.code) || UNAVAILABLE_NODE_CODES.has(link.code))) ||
      matches([...CONNECT_TIMEOUT_MESSAGES, ...STATEMENT_TIMEOUT_MESSAGES, ...OTHER_MESSAGES])(
        link,
      ),
  );
}

/** Which of our waits ran out, if the error is one of our timeouts. */
export function databaseTimeoutKind(error: unknown): "connect" | "statement" | undefined {
  if (someInChain(error, matches(CONNECT_TIMEOUT_MESSAGES))) return "connect";
  if (
    someInChain(error, (link) => link.code === "57014" || matches(STATEMENT_TIMEOUT_MESSAGES)(link))
  )
    return "statement";
  return undefined;
}

/** "host:port" of a PostgreSQL URL, never its user or password. */
export function databaseAddress(url: string): string {
  // A socket folder (`postgres://user@/db?host=/run/postgresql`) is not a WHATWG URL.
  const query = new URLSearchParams(url.split("?")[1] ?? "");
  let host = query.get("host") ?? "";
  let port = query.get("port") ?? "";
  try {
    const parsed = new URL(url);
    host ||= parsed.hostname;
    port ||= parsed.port;
  } catch {
    if (!host) return "the address in DATABASE_URL";
  }
  return `${host || "localhost"}:${port || "5432"}`;
}

/**
 * One line for an operator when a script cannot use PostgreSQL: the server's address and the wait
 * that ran out (with the variable that sets it), or the network error. Undefined when the error is
 * not about the database being unavailable.
 */
export function describeDatabaseUnavailable(
  url: string,
  error: unknown,
  timeouts: { connectMs: number; statementMs: number },
): string | undefined {
  if (!isDatabaseUnavailable(error)) return undefined;
  const where = `The PostgreSQL server at ${databaseAddress(url)}`;
  const kind = databaseTimeoutKind(error);
  if (kind === "connect")
    return `${where} did not answer within ${timeouts.connectMs} ms (DATABASE_CONNECT_TIMEOUT_MS). Check that it is running and that DATABASE_URL is right.`;
  if (kind === "statement")
    return `${where} did not finish a statement within ${timeouts.statementMs} ms (DATABASE_STATEMENT_TIMEOUT_MS).`;
  const reason = error instanceof Error ? error.message : String(error);
  return `${where} cannot be used: ${reason}. Check that it is running and that DATABASE_URL is right.`;
}
