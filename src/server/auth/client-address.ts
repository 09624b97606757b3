import { isIP } from "node:net";

/** The shared bucket for requests whose address cannot be believed (no trusted proxy configured). */
export const UNKNOWN_ADDRESS = "unknown";

/**
 * The client address for rate limiting. Next.js route handlers do not expose the TCP peer, and
 * X-Forwarded-For is whatever the client sent unless a proxy we trust wrote it. So the header is
 * read only when TRUSTED_PROXY lists our proxies: the chain is walked right to left, trusted hops
 * are skipped, and the first other address is the client's. Without a trusted proxy every
 * request shares one address bucket, which a client cannot dodge by inventing headers.
 */
export function clientAddress(headers: Headers, trustedProxies: readonly string[]): string {
  if (trustedProxies.length === 0) return UNKNOWN_ADDRESS;
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => isIP(part) !== 0);
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i]!;
    if (!trustedProxies.includes(hop)) return hop;
  }
  return chain[0] ?? UNKNOWN_ADDRESS;
}
