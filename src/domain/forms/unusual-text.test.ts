import { describe, expect, it } from "vitest";
import { fieldWithUnusualText } from "./unusual-text";

describe("fieldWithUnusualText", () => {
  it("names the top-level field of a NUL at any depth, in a value or a key", () => {
    expect(fieldWithUnusualText({ name: "a\u0000b" })).toBe("name");
    expect(fieldWithUnusualText({ body: [{ text: ["ok", "x\u0000"] }] })).toBe("body");
    expect(fieldWithUnusualText({ body: { "k\u0000": "v" } })).toBe("body");
    expect(fieldWithUnusualText({ "k\u0000": 1 })).toBe("");
    expect(fieldWithUnusualText("\u0000")).toBe("");
    expect(fieldWithUnusualText(["\u0000"])).toBe("");
  });

  it("refuses C0, DEL and C1 but keeps tab, line feed and carriage return", () => {
    for (const bad of ["\u0001", "\u0008", "\u000b", "\u000c", "\u001f", "\u007f", "\u0085"])
      expect(fieldWithUnusualText({ reason: `a${bad}` }), JSON.stringify(bad)).toBe("reason");
    expect(fieldWithUnusualText({ reason: "line one\r\n\tline two", n: 1, ok: true })).toBeNull();
    expect(
      fieldWithUnusualText({ when: new Date(0), none: null, list: [1, "é", "🧸"] }),
    ).toBeNull();
  });

  it("refuses half a UTF-16 pair on its own, in a value or a key, but keeps a whole pair", () => {
    for (const half of ["\uD800", "a\uDBFFb", "\uDC00", "x\uDFFF"])
      expect(fieldWithUnusualText({ note: half }), JSON.stringify(half)).toBe("note");
    expect(fieldWithUnusualText({ note: "\uDC00\uD800" })).toBe("note");
    expect(fieldWithUnusualText({ note: { "\uD800": 1 } })).toBe("note");
    expect(fieldWithUnusualText({ note: "\uD83D\uDE00 and \uD83E\uDDF8" })).toBeNull();
  });

  it("walks a deeply nested value without running out of stack", () => {
    let deep: unknown = "end\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(fieldWithUnusualText({ draft: deep })).toBe("draft");
  });
});

describe("which values are walked", () => {
  it("walks plain objects, including those made without a prototype", () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { note: "a\u0000" });
    expect(fieldWithUnusualText({ draft: bare })).toBe("draft");
    expect(fieldWithUnusualText(bare)).toBe("note");
  });

  it("names a nested key's top-level field", () => {
    expect(fieldWithUnusualText({ draft: { ok: "fine", "bad\u0001key": "v" } })).toBe("draft");
  });

  it("leaves values that are not plain objects alone (no body holds them)", () => {
    class Holder {
      note = "a\u0000";
    }
    expect(fieldWithUnusualText({ held: new Holder() })).toBeNull();
    expect(fieldWithUnusualText(new Holder())).toBeNull();
    expect(fieldWithUnusualText(5)).toBeNull();
    expect(fieldWithUnusualText(null)).toBeNull();
    expect(fieldWithUnusualText(undefined)).toBeNull();
  });
});

describe("field names", () => {
  it("may hold a tab or a line break, like any multi-line text", () => {
    expect(fieldWithUnusualText({ "line\nbreak\tkey": "ok" })).toBeNull();
  });

  it("are named back only when a form could have them: other keys stand for the form", () => {
    expect(fieldWithUnusualText({ internal_note: "a\u0000" })).toBe("internal_note");
    expect(fieldWithUnusualText({ firstName2: "a\u0000" })).toBe("firstName2");
    expect(fieldWithUnusualText({ _id: "a\u0000" })).toBe("_id");
    for (const key of ["<script>alert(1)</script>", "a b", "2nd", "a-b", "", "x".repeat(65)])
      expect(fieldWithUnusualText({ [key]: "a\u0000b" }), key).toBe("");
    expect(fieldWithUnusualText({ ["x".repeat(64)]: "a\u0000" })).toBe("x".repeat(64));
  });
});
