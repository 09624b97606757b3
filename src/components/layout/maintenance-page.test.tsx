import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MaintenancePage } from "./maintenance-page";

function textOf(html: string): string {
  return html.replace(/<[^>]+>/g, "");
}

describe("the maintenance page (spec 2.2)", () => {
  const html = renderToStaticMarkup(<MaintenancePage contactEmail="hello@littlerobe.co.uk" />);

  it("shows the spec's message word for word, with the settings' e-mail address", () => {
    const message = /<p class="maintenance__message"[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? "";
    expect(textOf(message)).toBe(
      "Our website is currently down for maintenance work. For any urgent queries, please get in touch via hello@littlerobe.co.uk",
    );
    expect(message).toContain('href="mailto:hello@littlerobe.co.uk"');
  });

  it("shows the large logo (size 350)", () => {
    expect(html).toMatch(/<svg[^>]*aria-label="Littlerobe"[^>]*height="350"/);
  });
});
