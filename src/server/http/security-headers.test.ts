import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe("the Content-Security-Policy", () => {
  it("runs scripts from our own origin only: no inline script (the server adds each page's hashes), never eval", () => {
    const script = directives(contentSecurityPolicy()).get("script-src")!;
    expect(script).toEqual(["'self'"]);
    expect(script).not.toContain("'unsafe-eval'");
    expect(script.some((source) => source.startsWith("http") || source === "*")).toBe(false);
  });

  it("sends nothing anywhere but our own origin", () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
  });

  it("forbids framing, plugins, foreign forms and base URLs", () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
  });

  it("allows eval only under next dev, and upgrades requests only over https", () => {
    expect(directives(contentSecurityPolicy({ dev: true })).get("script-src")).toEqual([
      "'self'",
      "'unsafe-inline'",
      "'unsafe-eval'",
    ]);
    expect(directives(contentSecurityPolicy()).has("upgrade-insecure-requests")).toBe(false);
    expect(
      directives(contentSecurityPolicy({ https: true })).has("upgrade-insecure-requests"),
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
});
