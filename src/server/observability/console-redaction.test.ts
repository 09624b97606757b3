import { Console } from "node:console";
import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { redactConsole } from "./console-redaction";
import { REDACTED } from "./logger";

const TOKEN = "NphpxVDES9gE3X1ahAi4GosI5YtH8DU2";

function capturedConsole() {
  let text = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const target = new Console({ stdout: stream, stderr: stream });
  redactConsole(target);
  return { target, text: () => text };
}

describe("the console, as Next.js prints a page's error with it", () => {
  it("prints a failed query's error with its class, message, digest and cause, but not its values", () => {
    const { target, text } = capturedConsole();
    const error = Object.assign(
      new DrizzleQueryError(
        'select * from "auth_session" where "token" = $1',
        [TOKEN, "parent@example.com"],
        Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      ),
      { digest: "2954331234" },
    );
    target.error(" ⨯", error);
    const printed = text();
    expect(printed).not.toContain(TOKEN);
    expect(printed).not.toContain("parent@example.com");
    expect(printed).toContain(`Failed query: select * from "auth_session" where "token" = $1`);
    expect(printed).toContain(`params: ${REDACTED}`);
    expect(printed).toContain("digest: '2954331234'");
    expect(printed).toContain("ECONNREFUSED");
  });

  it("redacts tokens in plain text and format arguments, on every method", () => {
    const { target, text } = capturedConsole();
    target.log("session %s", TOKEN);
    target.warn({ cookie: `better-auth.session_token=${TOKEN}.abc` });
    target.info(`/reset-password/${TOKEN}`);
    expect(text()).not.toContain(TOKEN);
    expect(text()).toContain(`session ${REDACTED}`);
    expect(text()).toContain(`/reset-password/${REDACTED}`);
  });
});
