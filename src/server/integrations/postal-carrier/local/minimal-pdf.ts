/**
 * A one-page PDF of text, lines and filled boxes, written by hand (docs/decisions/055): the label
 * needs nothing more, and PDF 1.4 with the standard Helvetica fonts opens in every viewer and
 * printer without embedding a font. Coordinates are in points from the bottom left.
 */

/** A6, the size of a parcel label (105 × 148 mm). */
export const A6 = { width: 297.64, height: 419.53 } as const;

/** WinAnsi codes of the typographic characters outside Latin-1 that names and words use. */
const WIN_ANSI_EXTRAS: Record<string, number> = {
  "€": 0x80,
  "…": 0x85,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "–": 0x96,
  "—": 0x97,
};

/** The text as a PDF string literal in WinAnsi; what the fonts cannot show becomes '?'. */
function pdfString(text: string): string {
  let out = "(";
  for (const char of text) {
    const code = WIN_ANSI_EXTRAS[char] ?? char.codePointAt(0)!;
    const byte = code <= 0xff && !(code >= 0x80 && code <= 0x9f && !(char in WIN_ANSI_EXTRAS));
    const value = byte ? code : 0x3f;
    if (value === 0x28 || value === 0x29 || value === 0x5c)
      out += `\\${String.fromCharCode(value)}`;
    else if (value < 0x20 || value > 0x7e) out += `\\${value.toString(8).padStart(3, "0")}`;
    else out += String.fromCharCode(value);
  }
  return `${out})`;
}

/** Rough Helvetica advance widths (thousandths of the size), enough to wrap and centre. */
function charWidth(char: string): number {
  if (" ,.:;'!|il".includes(char)) return 278;
  if ("ftrIj()[]-/".includes(char)) return 333;
  if ("mMW".includes(char)) return 833;
  if (/[A-Z]/.test(char)) return 722;
  return 556;
}

export function textWidth(text: string, size: number, bold = false): number {
  const units = [...text].reduce((sum, char) => sum + charWidth(char), 0);
  return (units * size * (bold ? 1.06 : 1)) / 1000;
}

/** The text in lines no wider than `width`, broken between words. */
export function wrapText(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const num = (value: number) => String(Math.round(value * 100) / 100);

export class PdfPage {
  private readonly ops: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  text(x: number, y: number, size: number, text: string, options: { bold?: boolean } = {}) {
    const font = options.bold ? "F2" : "F1";
    this.ops.push(`BT /${font} ${num(size)} Tf ${num(x)} ${num(y)} Td ${pdfString(text)} Tj ET`);
    return this;
  }

  /** A box's outline. */
  strokeRect(x: number, y: number, w: number, h: number, lineWidth = 1) {
    this.ops.push(`${num(lineWidth)} w ${num(x)} ${num(y)} ${num(w)} ${num(h)} re S`);
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, lineWidth = 1) {
    this.ops.push(`${num(lineWidth)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`);
    return this;
  }

  /** Black boxes: the QR code's modules (the only filled shapes on a label). */
  fillRects(rects: readonly (readonly [number, number, number, number])[]) {
    if (rects.length === 0) return this;
    this.ops.push(`0 g ${rects.map((r) => `${r.map(num).join(" ")} re`).join(" ")} f`);
    return this;
  }

  /** The whole file: catalogue, page, two standard fonts, the content stream, info, xref. */
  toBytes(info: { title: string }): Uint8Array {
    const content = this.ops.join("\n");
    const objects = [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(this.width)} ${num(this.height)}] ` +
        "/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
      `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
      `<< /Title ${pdfString(info.title)} /Producer (Littlerobe) >>`,
    ];
    let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
    const offsets: number[] = [];
    objects.forEach((object, index) => {
      offsets.push(Buffer.byteLength(body, "latin1"));
      body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xrefAt = Buffer.byteLength(body, "latin1");
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\n`;
    body += `startxref\n${xrefAt}\n%%EOF\n`;
    return new Uint8Array(Buffer.from(body, "latin1"));
  }
}
