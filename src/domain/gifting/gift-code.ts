/** Letters and digits that cannot be mistaken for one another when a code is typed from an e-mail. */
export const GIFT_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** 'GIFT-XXXX-XXXX' from eight random bytes (one character each). */
export function giftCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < 8) throw new Error("A gift code needs eight random bytes");
  const chars = Array.from(bytes.slice(0, 8), (b) => GIFT_CODE_ALPHABET[b % 32]!);
  return `GIFT-${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}
