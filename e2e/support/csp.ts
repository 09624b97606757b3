import { createHash } from "node:crypto";
import { expect, type Page } from "./shop-test";

/**
 * Records CSP violations from before any page script runs: the DOM event (through a function the
 * test exposes) and Chromium's console report. Playwright's own init scripts are not subject to
 * the page's policy.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("reportCspViolation", (line: string) => seen.push(line));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void })
        .reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /content security policy/i.test(message.text()))
      seen.push(message.text());
  });
  return seen;
}

/** The 'sha256-…' source of each executable inline script in a page's HTML, as a browser hashes it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/.test(attributes!) || /type="application\/(ld\+)?json"/.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * An HTML answer's script-src: our origin and exactly the hashes of the page's own inline scripts,
 * never 'unsafe-inline' (issue 23).
 */
export function expectHashedScriptPolicy(policy: string | undefined, html: string, where: string) {
  const sources = /script-src ([^;]*)/.exec(policy ?? "")?.[1]?.split(" ") ?? [];
  expect(sources[0], where).toBe("'self'");
  expect(sources, where).not.toContain("'unsafe-inline'");
  expect(sources, where).not.toContain("'unsafe-eval'");
  expect(sources.slice(1).sort(), where).toEqual(inlineScriptHashes(html).sort());
}
