import { describe, expect, it } from "vitest";
import { trustedOrigins } from "./trusted-origins";

describe("origins allowed to sign in", () => {
  it("treats localhost and 127.0.0.1 as the same shop on this machine", () => {
    expect(trustedOrigins("http://localhost:3000")).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
    ]);
    expect(trustedOrigins("http://127.0.0.1:3100/")).toEqual([
      "http://127.0.0.1:3100",
      "http://localhost:3100",
    ]);
  });

  it("trusts only the configured origin of a real host", () => {
    expect(trustedOrigins("https://www.littlerobe.co.uk")).toEqual([
      "https://www.littlerobe.co.uk",
    ]);
  });
});
