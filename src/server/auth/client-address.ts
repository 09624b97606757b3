import { BlockList, isIP } from "node:net";

/** The bucket of requests whose TCP peer is not known (tests, `next dev`). */
export const UNKNOWN_ADDRESS = "unknown";

/**
 * Set by our Node server (`npm start`) on every request to the TCP peer's address, after deleting
 * whatever the client sent under that name; Next.js route handlers cannot see the socket.
 */
export const PEER_ADDRESS_HEADER = "x-littlerobe-peer-address";

/** '::ffff:203.0.113.5' (an IPv4 client on a dual-stack socket) is '203.0.113.5'; anything else not an IP is null. */
function normalise(value: string | null | undefined): string | null {
  if (!value) return null;
  let address = value.trim();
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) address = mapped[1]!;
  const family = isIP(address);
  if (family === 0) return null;
  return family === 6 ? address.toLowerCase() : address;
}

/** TRUSTED_PROXY entries: single addresses or CIDR ranges ('10.0.0.0/8', 'fd00::/8'). */
function trustedSet(trustedProxies: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of trustedProxies) {
    const [rawAddress, rawPrefix] = entry.split("/");
    const address = normalise(rawAddress);
    if (!address) continue;
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (rawPrefix === undefined) list.addAddress(address, type);
    else if (/^\d+$/.test(rawPrefix)) list.addSubnet(address, Number(rawPrefix), type);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  return list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/**
 * The client address that rate limits key on. It is the TCP peer, unless the peer is one of our
 * trusted proxies: then X-Forwarded-For is walked right to left, skipping trusted hops, and the
 * first other address is the client (whatever the client wrote further left is never reached).
 * From an untrusted peer X-Forwarded-For is ignored, so forging it changes nothing.
 */
export function clientAddress(headers: Headers, trustedProxies: readonly string[]): string {
  const peer = normalise(headers.get(PEER_ADDRESS_HEADER));
  if (!peer) return UNKNOWN_ADDRESS;
  const trusted = trustedSet(trustedProxies);
  if (!isTrusted(trusted, peer)) return peer;
  const chain = (headers.get("x-forwarded-for") ?? "").split(",");
  let nearest = peer;
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = normalise(chain[i]);
    // A hop that is not an address was not written by a proxy of ours: stop at the last one we trust.
    if (!hop) return nearest;
    if (!isTrusted(trusted, hop)) return hop;
    nearest = hop;
  }
  return nearest;
}
