import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import type { EmailTemplate } from "./define-email";
import { emailPreviews } from "./index";
import { orderConfirmationEmail, orderDispatchedEmail } from "./order-emails";
import { renderHtml, renderText } from "./render-email";
import * as accountEmails from "./account-emails";
import * as contactEmail from "./contact-email";
import * as giftEmails from "./gift-emails";
import * as membershipEmails from "./membership-emails";
import * as returnEmails from "./return-emails";
import * as nextBoxEmails from "./next-box-emails";
import * as stockEmails from "./stock-emails";
import * as keepEmails from "./keep-emails";
import * as nextSizeEmails from "./next-size-emails";
import * as referralEmails from "./referral-emails";
import * as tradeInEmails from "./trade-in-emails";

const APP = "https://shop.example";

/** Every template of every file, as its module exports it. */
const templates = [
  orderConfirmationEmail,
  orderDispatchedEmail,
  ...[
    accountEmails,
    contactEmail,
    giftEmails,
    membershipEmails,
    returnEmails,
    nextBoxEmails,
    stockEmails,
    keepEmails,
    nextSizeEmails,
    referralEmails,
    tradeInEmails,
  ].flatMap((module) =>
    Object.values(module).filter(
      (value): value is EmailTemplate<unknown> =>
        typeof value === "object" && value !== null && "sample" in value,
    ),
  ),
] as EmailTemplate<unknown>[];

/**
 * The body as a browser parses it, without the plain-text hints (which react-dom writes out and we
 * do not): the two renderers differ only in spelling (`/>`, `&#x27;`, attribute case, the head's
 * order), never in what a mail program shows.
 */
function parsedBody(html: string): string {
  const document = new new Window().DOMParser().parseFromString(html, "text/html");
  for (const element of document.querySelectorAll("[data-text], [data-text-skip]")) {
    element.removeAttribute("data-text");
    element.removeAttribute("data-text-skip");
  }
  return document.body.outerHTML;
}

describe("the e-mail renderer", () => {
  it("lists every template once in the staff preview", () => {
    expect(emailPreviews.map((p) => p.name).sort()).toEqual(templates.map((t) => t.name).sort());
    expect(new Set(emailPreviews.map((p) => p.name)).size).toBe(emailPreviews.length);
  });

  it.each(templates.map((t) => [t.name, t] as const))(
    "writes %s as react-dom/server would",
    (_, template) => {
      const body = template.body(template.sample(), APP);
      const ours = renderHtml(body);
      expect(ours).not.toContain("data-text");
      expect(parsedBody(ours)).toBe(parsedBody(renderToStaticMarkup(body)));
    },
  );

  it("escapes text and attributes, drops the text-only hints and keeps fragments", () => {
    const tree = createElement(
      "p",
      { title: `"<x>"`, "data-text": "hint", style: { fontSize: 16, lineHeight: 1.5 } },
      createElement(Fragment, null, "a < b & ", createElement("strong", null, "c")),
    );
    expect(renderHtml(tree)).toBe(
      '<!DOCTYPE html><p title="&#34;&#60;x&#62;&#34;" style="font-size:16px;line-height:1.5">a &#60; b &#38; <strong>c</strong></p>',
    );
    expect(renderText(tree)).toBe("hint");
  });

  it("refuses an event handler: an e-mail runs no script", () => {
    expect(() => renderHtml(createElement("a", { onClick: () => undefined }, "x"))).toThrow(
      "An e-mail has no event handlers (onClick)",
    );
  });

  it("writes a link's address after its words in the text part, and lists rows on their lines", () => {
    const tree = createElement(
      "div",
      null,
      createElement("p", null, "Hello"),
      createElement("ul", null, createElement("li", null, "one"), createElement("li", null, "two")),
      createElement("a", { href: "https://x.example/a" }, "Open"),
    );
    expect(renderText(tree)).toBe("Hello\n\n- one\n- two\n\nOpen: https://x.example/a");
  });
});
