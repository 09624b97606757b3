/**
 * A family's referral code (issue 27, docs/growing.md G-referrals-1): the first letters of the
 * parent's first name and four characters drawn at random, e.g. AMELIA-7K3Q. Short enough to read
 * out, and the random part leaves out the look-alikes (0/O, 1/I/L) so a code copied by hand works.
 */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_SUFFIX_LENGTH = 4;
export const CODE_NAME_MAX = 6;
/** The prefix when the name gives fewer than two letters. */
export const CODE_FALLBACK_NAME = "FRIEND";

const SHAPE = new RegExp(`^[A-Z]{2,${CODE_NAME_MAX}}-[${CODE_ALPHABET}]{${CODE_SUFFIX_LENGTH}}$`);

/** The name part: A–Z letters of the first name (accents dropped), at most six. */
export function codeName(firstName: string | null | undefined): string {
  const letters = (firstName ?? "")
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase()
    .slice(0, CODE_NAME_MAX);
  return letters.length >= 2 ? letters : CODE_FALLBACK_NAME;
}

/** A code from the first name and four random bytes (one character per byte). */
export function referralCode(firstName: string | null | undefined, random: ArrayLike<number>) {
  if (random.length < CODE_SUFFIX_LENGTH)
    throw new RangeError(`A code needs ${CODE_SUFFIX_LENGTH} random bytes.`);
  let suffix = "";
  for (let i = 0; i < CODE_SUFFIX_LENGTH; i += 1)
    suffix += CODE_ALPHABET[random[i]! % CODE_ALPHABET.length];
  return `${codeName(firstName)}-${suffix}`;
}

/** As typed: spaces around and inside dropped, capitals, a space or underscore for the dash. */
export function normaliseReferralCode(input: string): string {
  return input.trim().toUpperCase().replace(/[\s_]/g, "-").replace(/-+/g, "-");
}

export function isReferralCode(code: string): boolean {
  return SHAPE.test(code);
}

export const REFERRAL_CODE_SHAPE_MESSAGE =
  "That doesn't look like a friend's code. It looks like AMELIA-7K3Q: please check it.";

/**
 * The address a code's share link opens: /join, a page cached for everyone, whose script keeps
 * the code in the browser for the checkout (no cookie, nothing personal on a shared page).
 */
export function shareLinkPath(code: string): string {
  return `/join?code=${encodeURIComponent(code)}`;
}

/** The code a /join address carries (its `code` query), normalised; null without a valid one. */
export function codeFromSearch(search: string): string | null {
  const raw = new URLSearchParams(search).get("code");
  if (raw === null) return null;
  const code = normaliseReferralCode(raw);
  return isReferralCode(code) ? code : null;
}
