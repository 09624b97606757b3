import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// Every process of a public (https) shop refuses to start on stand-ins (src/config/stand-ins.mjs),
// with one line on standard error: `npm start`, the web server and the job worker, each started
// here as a real process with nothing but the address set.

const root = path.resolve(import.meta.dirname, "..");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "littlerobe-stand-ins-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const REFUSAL =
  "Refusing to start https://shop.example on stand-ins: set PAYMENT_PROVIDER=stripe, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, WAREHOUSE_URL, WAREHOUSE_API_KEY, SMTP_URL, MAILING_LIST_PROVIDER=mailchimp, MAILCHIMP_API_KEY, MAILCHIMP_LIST_NEWSLETTER, MAILCHIMP_LIST_WAITLIST, MAILCHIMP_LIST_SUBSCRIBER, ROYAL_MAIL_CLICK_DROP_API_KEY, RETURN_ADDRESS; or set DEMO_SHOP=true for a demo shop.";

/**
 * Runs a process with only these variables (and PATH) and a folder of its own; a process that
 * has not ended within the time is stopped, so a missing refusal fails here rather than hangs.
 */
function run(args, variables) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: path.join(scratch, "data"),
        // No build here: a web server that gets past the check stops at once for want of one.
        NEXT_DIST_DIR: path.join(scratch, "no-build"),
        START_SKIP_BUILD: "1",
        PORT: "1",
        ...variables,
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.stdout.resume();
    const timer = setTimeout(() => process.kill(-child.pid, "SIGKILL"), 20_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe("a public shop with no settings", () => {
  it.each([
    ["npm start", ["scripts/start.mjs"]],
    ["the web server", ["scripts/server.mjs"]],
    ["the job worker", ["--import", "tsx", "--conditions=react-server", "scripts/worker.ts"]],
  ])(
    "%s exits with the one line naming every missing setting",
    async (_, args) => {
      const { code, stderr } = await run(args, { APP_URL: "https://shop.example" });
      expect(code).toBe(1);
      expect(stderr).toBe(`${REFUSAL}\n`);
    },
    30_000,
  );

  it("starts with DEMO_SHOP=true: the web server goes on (and stops here for want of a build)", async () => {
    const { code, stderr } = await run(["scripts/server.mjs"], {
      APP_URL: "https://shop.example",
      DEMO_SHOP: "true",
    });
    expect(code).toBe(1);
    expect(stderr).not.toContain("Refusing to start");
    expect(stderr).toContain("no-build");
  }, 30_000);
});
