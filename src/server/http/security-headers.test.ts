import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  createNonce,
  REACT_SHELL_SCRIPT,
  REACT_SHELL_SCRIPT_HASH,
  securityHeaders,
} from "./security-headers";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe("the Content-Security-Policy", () => {
  it("runs inline scripts only with this render's nonce, and nothing from elsewhere", () => {
    const script = directives(contentSecurityPolicy({ nonce: "abc123==" })).get("script-src")!;
    expect(script).toEqual(["'self'", "'nonce-abc123=='", `'${REACT_SHELL_SCRIPT_HASH}'`]);
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
  });

  it("runs no inline script but React's shell snippet without a nonce", () => {
    expect(directives(contentSecurityPolicy()).get("script-src")).toEqual([
      "'self'",
      `'${REACT_SHELL_SCRIPT_HASH}'`,
    ]);
  });

  it("hashes the snippet this React version writes into prerendered shells", () => {
    // Fails when a React upgrade changes the snippet: take the new text and hash from here.
    const fizz = readFileSync(
      "node_modules/next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js",
      "utf8",
    );
    expect(fizz).toContain(JSON.stringify(REACT_SHELL_SCRIPT));
    expect(`sha256-${createHash("sha256").update(REACT_SHELL_SCRIPT).digest("base64")}`).toBe(
      REACT_SHELL_SCRIPT_HASH,
    );
  });

  it("forbids framing, plugins, foreign forms and base URLs", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "n" }));
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
  });

  it("allows eval only under next dev, and upgrades requests only over https", () => {
    expect(
      directives(contentSecurityPolicy({ nonce: "n", dev: true })).get("script-src"),
    ).toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy({ nonce: "n" })).has("upgrade-insecure-requests")).toBe(
      false,
    );
    expect(
      directives(contentSecurityPolicy({ nonce: "n", https: true })).has(
        "upgrade-insecure-requests",
      ),
    ).toBe(true);
  });
});

describe("the security headers", () => {
  it("send HSTS only when the shop is served over https", () => {
    expect(securityHeaders({ https: false })).not.toHaveProperty("strict-transport-security");
    expect(securityHeaders({ https: true })["strict-transport-security"]).toMatch(
      /^max-age=\d{8,}$/,
    );
  });

  it("refuse framing, sniffing and full referrers, and switch off unused features", () => {
    const headers = securityHeaders({});
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=(self)"]) {
      expect(headers["permissions-policy"]).toContain(feature);
    }
  });

  it("make a different nonce each time, in the characters Next.js reads from the policy", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
