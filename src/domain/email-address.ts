/**
 * The one e-mail normaliser (issue 24): an address is compared, stored as a key and looked up
 * ignoring the spaces around it and the case of its letters, as mail providers and better-auth do.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
