import { describe, expect, it } from "vitest";
import { garmentSearchSchema, prefixPattern } from "./garment-search";

describe("the garment finder's search", () => {
  it("compares codes upper-case and trimmed", () => {
    expect(garmentSearchSchema.parse({ q: "  fox-1 " })).toEqual({ q: "FOX-1" });
  });

  it("ignores a status it does not know and a text that is too long", () => {
    expect(garmentSearchSchema.parse({ q: "A", status: "LOST" })).toEqual({ q: "A" });
    expect(garmentSearchSchema.parse({ q: "x".repeat(101), status: "STORAGE" })).toEqual({
      status: "STORAGE",
    });
  });

  it("matches the text's own wildcards literally", () => {
    expect(prefixPattern("AB")).toBe("AB%");
    expect(prefixPattern("50%_OFF\\")).toBe("50\\%\\_OFF\\\\%");
  });
});
