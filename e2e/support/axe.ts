import AxeBuilder from "@axe-core/playwright";
import type { Page } from "./shop-test";

const SERIOUS = new Set(["serious", "critical"]);

/** The page's serious and critical axe violations (WCAG 2.1 A/AA and best practice), one line each. */
export async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "best-practice",
  ]);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => SERIOUS.has(violation.impact ?? ""))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}
