import { describe, expect, it } from "vitest";
import { normaliseEmail } from "./email-address";

describe("normaliseEmail", () => {
  it("drops the spaces around an address and lower-cases all of it", () => {
    expect(normaliseEmail("  Amelia.Hart@Example.CO.UK \n")).toBe("amelia.hart@example.co.uk");
  });

  it("keeps everything else as typed: inner characters, plus tags, non-addresses", () => {
    expect(normaliseEmail("a+Tag@x.test")).toBe("a+tag@x.test");
    expect(normaliseEmail("not an address")).toBe("not an address");
    expect(normaliseEmail("")).toBe("");
  });
});
