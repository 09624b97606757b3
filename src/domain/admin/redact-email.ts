/**
 * An e-mail's text as the back office shows it: the value of any link parameter named like a token
 * (a password reset, an e-mail change) is hidden, so reading the outbox never lets staff act as the
 * member it was sent to.
 */
export function redactTokens(text: string): string {
  return text.replace(/([?&][\w-]*token[\w-]*=)[^\s&#"'<>]+/gi, "$1[hidden]");
}

/** The same in an e-mail's HTML part, where a link's `&` is written `&#38;` or `&amp;`. */
export function redactHtmlTokens(html: string): string {
  return html.replace(/((?:[?&]|&#38;|&amp;)[\w-]*token[\w-]*=)[^\s&#"'<>]+/gi, "$1[hidden]");
}
