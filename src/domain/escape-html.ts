/**
 * The one HTML escaper (issue 24). `& < > " '` become numeric character references, so the result
 * is safe both as element text and inside a quoted attribute (an e-mail's link `href`).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain-text e-mail as its HTML part: the text escaped, its line breaks and spacing kept. */
export function plainTextHtml(text: string): string {
  return `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(text)}</pre>`;
}
