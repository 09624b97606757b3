import { describe, expect, it } from "vitest";
import { csvCell, csvDecimal, toCsv } from "./csv";

describe("CSV export", () => {
  it("writes a header row and CRLF-ended rows", () => {
    const csv = toCsv(
      [
        { header: "SKU", value: (r: { sku: string; n: number }) => r.sku },
        { header: "Rentals", value: (r) => r.n },
      ],
      [
        { sku: "FOX-1", n: 3 },
        { sku: "OWL-2", n: 0 },
      ],
    );
    expect(csv).toBe("SKU,Rentals\r\nFOX-1,3\r\nOWL-2,0\r\n");
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('Dungarees, "blue"')).toBe('"Dungarees, ""blue"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("keeps a cell that looks like a formula as text", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+44 7700")).toBe("'+44 7700");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("@sum")).toBe("'@sum");
    expect(csvCell(-5)).toBe("-5"); // a number is a number
  });

  it("writes a database decimal as a number: the formula guard is for text cells only", () => {
    expect(csvCell(csvDecimal("-37.98"))).toBe("-37.98");
    expect(csvCell(csvDecimal("0.00"))).toBe("0.00");
    expect(csvCell(csvDecimal("1250"))).toBe("1250");
    expect(csvCell(csvDecimal(null))).toBe("");
    // Anything that is not a plain decimal is text again, and guarded.
    expect(csvCell(csvDecimal("-1+1"))).toBe("'-1+1");
    expect(csvCell(csvDecimal("=1,2"))).toBe(`"'=1,2"`);
    const csv = toCsv(
      [
        { header: "sku", value: (r: { sku: string; margin: string }) => r.sku },
        { header: "margin", value: (r) => csvDecimal(r.margin) },
      ],
      [{ sku: "-FOX", margin: "-37.98" }],
    );
    expect(csv).toBe("sku,margin\r\n'-FOX,-37.98\r\n");
  });

  it("writes empty cells for missing values and ISO dates", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(new Date("2026-11-25T10:00:00Z"))).toBe("2026-11-25T10:00:00.000Z");
    expect(csvCell(true)).toBe("true");
  });
});
