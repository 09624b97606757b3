import { describe, expect, it } from "vitest";
import { auditVerdict } from "./check-audit.mjs";

const report = (vulnerabilities) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0 } },
  });

describe("auditVerdict (npm audit --omit=dev in npm test)", () => {
  it("passes a report with no advisory, or only low and moderate ones", () => {
    expect(auditVerdict(report({}))).toEqual({ verdict: "clean", serious: [] });
    expect(
      auditVerdict(
        report({ a: { name: "a", severity: "low" }, b: { name: "b", severity: "moderate" } }),
      ),
    ).toEqual({ verdict: "clean", serious: [] });
  });

  it("names every high or critical advisory", () => {
    const verdict = auditVerdict(
      report({
        z: { name: "z", severity: "critical" },
        m: { name: "m", severity: "moderate" },
        h: { name: "h", severity: "high" },
      }),
    );
    expect(verdict).toEqual({ verdict: "serious", serious: ["h (high)", "z (critical)"] });
  });

  it("never counts the registry's refusal as a pass", () => {
    const refused = JSON.stringify({
      message:
        "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
    });
    expect(auditVerdict(refused)).toMatchObject({
      verdict: "unchecked",
      reason: expect.stringContaining("405"),
    });
    expect(auditVerdict("")).toMatchObject({ verdict: "unchecked" });
  });
});
