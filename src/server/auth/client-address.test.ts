import { describe, expect, it } from "vitest";
import { clientAddress, PEER_ADDRESS_HEADER, UNKNOWN_ADDRESS } from "./client-address";

const request = (peer: string | null, forwardedFor?: string) => {
  const headers = new Headers();
  if (peer !== null) headers.set(PEER_ADDRESS_HEADER, peer);
  if (forwardedFor !== undefined) headers.set("x-forwarded-for", forwardedFor);
  return headers;
};

describe("the client address that rate limits key on", () => {
  it("is the TCP peer, whatever X-Forwarded-For says, when the peer is not a trusted proxy", () => {
    expect(clientAddress(request("198.51.100.7", "1.1.1.1"), [])).toBe("198.51.100.7");
    expect(clientAddress(request("198.51.100.7", "1.1.1.1, 10.0.0.1"), ["10.0.0.1"])).toBe(
      "198.51.100.7",
    );
  });

  it("is 'unknown' when no peer was stamped (next dev, tests) or the stamp is not an address", () => {
    expect(clientAddress(request(null, "1.1.1.1"), ["10.0.0.1"])).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(request("not-an-ip"), [])).toBe(UNKNOWN_ADDRESS);
  });

  it("behind trusted proxies, is the first untrusted hop read right to left", () => {
    const proxies = ["10.0.0.1", "10.0.0.2"];
    expect(clientAddress(request("10.0.0.1", "6.6.6.6, 203.0.113.5, 10.0.0.2"), proxies)).toBe(
      "203.0.113.5",
    );
    expect(clientAddress(request("10.0.0.1", "203.0.113.5"), proxies)).toBe("203.0.113.5");
  });

  it("stops at the last trusted hop when the chain holds something that is not an address, or nothing", () => {
    expect(clientAddress(request("10.0.0.1", "garbage, 10.0.0.2"), ["10.0.0.1", "10.0.0.2"])).toBe(
      "10.0.0.2",
    );
    expect(clientAddress(request("10.0.0.1"), ["10.0.0.1"])).toBe("10.0.0.1");
  });

  it("accepts CIDR ranges and IPv4 clients on a dual-stack socket", () => {
    expect(clientAddress(request("::ffff:10.1.2.3", "203.0.113.9"), ["10.0.0.0/8"])).toBe(
      "203.0.113.9",
    );
    expect(clientAddress(request("::ffff:198.51.100.7"), ["10.0.0.0/8"])).toBe("198.51.100.7");
    expect(clientAddress(request("fd00::1", "2001:DB8::5"), ["fd00::/8"])).toBe("2001:db8::5");
  });
});
