import { decodeQR } from "qr/decode.js";

/**
 * Reads a label PDF the way a viewer would (issue 25): the file's frame (header, xref offsets,
 * trailer), the text it shows, and the QR code drawn as filled boxes, rasterised and scanned.
 */
export function readLabelPdf(bytes: Uint8Array) {
  const file = Buffer.from(bytes).toString("latin1");
  const header = file.slice(0, 8);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(file)?.[1]);
  // Every object the xref lists starts where it says.
  const xref = file.slice(startxref);
  const offsets = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  const objectsWhereListed = offsets.every((offset, i) =>
    file.startsWith(`${i + 1} 0 obj`, offset),
  );
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(file)?.[1]);
  const streamAt = file.indexOf("stream\n") + "stream\n".length;
  const content = file.slice(streamAt, streamAt + length);
  const streamLengthRight = file.startsWith("\nendstream", streamAt + length);
  const texts = [...content.matchAll(/\((.*?)\) Tj/g)].map((m) =>
    m[1]!
      .replace(/\\([0-7]{3})/g, (_, octal: string) => winAnsi(parseInt(octal, 8)))
      .replace(/\\([()\\])/g, "$1"),
  );
  const media = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(file);
  return {
    header,
    xrefIsRight: xref.startsWith("xref\n") && offsets.length > 0 && objectsWhereListed,
    streamLengthRight,
    trailerEnds: file.endsWith("%%EOF\n"),
    page: { width: Number(media?.[1]), height: Number(media?.[2]) },
    /** The shown text, one space between pieces (the label wraps long lines). */
    text: texts.join(" "),
    content,
    qr: () => scanQr(content, Number(media?.[1]), Number(media?.[2])),
  };
}

/** WinAnsi's typographic characters, where it differs from Latin-1. */
const WIN_ANSI: Record<number, string> = {
  0x80: "€",
  0x85: "…",
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x96: "–",
  0x97: "—",
};
const winAnsi = (code: number) => WIN_ANSI[code] ?? String.fromCharCode(code);

/** The filled boxes of the page on white at 4 pixels a point, then a QR scanner over the image. */
function scanQr(content: string, width: number, height: number): string {
  const scale = 4;
  const w = Math.ceil(width * scale);
  const h = Math.ceil(height * scale);
  const data = new Uint8Array(w * h * 3).fill(255);
  for (const fill of content.matchAll(/0 g (.*?) f/g)) {
    for (const box of fill[1]!.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re/g)) {
      const [x, y, bw, bh] = box.slice(1).map(Number) as [number, number, number, number];
      const x0 = Math.round(x * scale);
      const x1 = Math.round((x + bw) * scale);
      const y0 = Math.round((height - y - bh) * scale);
      const y1 = Math.round((height - y) * scale);
      for (let row = y0; row < y1; row++) data.fill(0, (row * w + x0) * 3, (row * w + x1) * 3);
    }
  }
  return decodeQR({ width: w, height: h, data }, { format: "RGB" });
}
