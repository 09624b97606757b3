import type { ReactElement } from "react";
import { renderHtml, renderText } from "./render-email";

/**
 * One e-mail of the shop (decision 066): its subject and body from its facts, and sample facts
 * staff preview it with at /admin/emails. `appUrl` is the shop's public address (APP_URL), the
 * start of every link in it.
 */
export interface EmailTemplate<Facts> {
  /** The template's name in /admin/emails/<name>. */
  readonly name: string;
  /** What staff read in the list: 'Order confirmation'. */
  readonly title: string;
  /** Who gets it and when, in a sentence (the preview's caption). */
  readonly when: string;
  subject(facts: Facts): string;
  body(facts: Facts, appUrl: string): ReactElement;
  sample(): Facts;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export function defineEmail<Facts>(template: EmailTemplate<Facts>): EmailTemplate<Facts> {
  return template;
}

/** The subject, the HTML and the plain-text part of one e-mail, from one tree. */
export function renderEmail<Facts>(
  template: EmailTemplate<Facts>,
  facts: Facts,
  appUrl: string,
): RenderedEmail {
  const body = template.body(facts, appUrl);
  return { subject: template.subject(facts), html: renderHtml(body), text: renderText(body) };
}
