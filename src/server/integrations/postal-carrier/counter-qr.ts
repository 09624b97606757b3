import encodeQR from "qr";

/** The QR code's modules (true: dark), with the four-module quiet zone a scanner needs. */
export function qrModules(text: string): boolean[][] {
  return encodeQR(text, "raw", { ecc: "medium", border: 4 });
}

/** The QR code as an SVG image, for a phone held up to a Post Office counter's scanner. */
export function qrSvg(text: string): string {
  return encodeQR(text, "svg", { ecc: "medium", border: 4 });
}
