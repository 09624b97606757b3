/**
 * The one HTML escaper (issue 24). `& < > " '` become numeric character references, so the result
 * is safe both as element text and inside a quoted attribute (an e-mail's link `href`).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
