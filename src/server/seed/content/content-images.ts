import sharp from "sharp";
import type { ImageStorage } from "@/server/integrations/storage/image-storage";

/** A soft illustration drawn from an SVG, so the demo shop needs no downloaded pictures. */
interface IllustrationSpec {
  path: string;
  width: number;
  height: number;
  from: string;
  to: string;
  /** Accent blobs: [cx, cy, r] as fractions of the width/height, with a colour. */
  blobs: [number, number, number, string][];
  /** Draws a little onesie on a hanger in the middle. */
  garment?: string;
}

const CREAM = "#F7F1E8";
const SAGE = "#B9C9B0";
const BLUSH = "#F2C6C2";
const SKY = "#BFD7EA";
const BUTTER = "#F6E3A1";
const CLAY = "#D9A58B";

const ILLUSTRATIONS: IllustrationSpec[] = [
  {
    path: "content/hero.png",
    width: 960,
    height: 540,
    from: CREAM,
    to: BLUSH,
    blobs: [
      [0.18, 0.3, 0.22, SAGE],
      [0.85, 0.75, 0.28, SKY],
      [0.6, 0.15, 0.1, BUTTER],
    ],
    garment: "#FFFFFF",
  },
  {
    path: "content/share.png",
    width: 600,
    height: 315,
    from: SAGE,
    to: CREAM,
    blobs: [
      [0.2, 0.8, 0.25, BLUSH],
      [0.88, 0.2, 0.18, BUTTER],
    ],
    garment: CLAY,
  },
  {
    path: "content/popup.png",
    width: 480,
    height: 480,
    from: SKY,
    to: CREAM,
    blobs: [
      [0.25, 0.25, 0.2, BUTTER],
      [0.8, 0.85, 0.25, BLUSH],
    ],
    garment: "#FFFFFF",
  },
  {
    path: "content/waitlist.png",
    width: 480,
    height: 480,
    from: BUTTER,
    to: CREAM,
    blobs: [
      [0.75, 0.2, 0.2, SAGE],
      [0.2, 0.85, 0.22, SKY],
    ],
    garment: BLUSH,
  },
  {
    path: "content/wardrobe.png",
    width: 640,
    height: 480,
    from: CREAM,
    to: SAGE,
    blobs: [
      [0.8, 0.25, 0.2, BLUSH],
      [0.15, 0.8, 0.18, BUTTER],
    ],
    garment: SKY,
  },
  {
    path: "content/about.png",
    width: 640,
    height: 480,
    from: BLUSH,
    to: CREAM,
    blobs: [
      [0.2, 0.2, 0.18, SKY],
      [0.85, 0.8, 0.24, SAGE],
    ],
    garment: BUTTER,
  },
  {
    path: "content/sustainability.png",
    width: 640,
    height: 480,
    from: SAGE,
    to: SKY,
    blobs: [
      [0.5, 0.5, 0.34, CREAM],
      [0.15, 0.85, 0.14, BUTTER],
    ],
  },
  {
    path: "content/gifting.png",
    width: 640,
    height: 480,
    from: BUTTER,
    to: BLUSH,
    blobs: [
      [0.3, 0.7, 0.22, CREAM],
      [0.8, 0.25, 0.16, SAGE],
    ],
    garment: "#FFFFFF",
  },
  {
    path: "content/newsletter.png",
    width: 480,
    height: 360,
    from: SKY,
    to: SAGE,
    blobs: [
      [0.8, 0.3, 0.2, CREAM],
      [0.2, 0.75, 0.18, BLUSH],
    ],
  },
];

function onesie(cx: number, cy: number, size: number, fill: string): string {
  const s = size / 100;
  // A baby-grow outline on a 100x100 grid, centred on (cx, cy).
  const path =
    "M35 10 Q50 22 65 10 L88 24 L80 42 L70 38 L70 78 Q70 90 58 90 L54 90 L50 82 L46 90 L42 90 Q30 90 30 78 L30 38 L20 42 L12 24 Z";
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${s})">
    <path d="M50 0 L50 -8 M40 -6 Q50 -18 60 -6" stroke="#8A7F74" stroke-width="2.5" fill="none"/>
    <path d="${path}" fill="${fill}" stroke="#8A7F74" stroke-width="1.5" stroke-linejoin="round"/>
    <circle cx="50" cy="48" r="2.2" fill="#8A7F74"/><circle cx="50" cy="60" r="2.2" fill="#8A7F74"/>
  </g>`;
}

function svgFor(spec: IllustrationSpec): string {
  const { width: w, height: h } = spec;
  const blobs = spec.blobs
    .map(
      ([x, y, r, colour]) =>
        `<circle cx="${x * w}" cy="${y * h}" r="${r * Math.min(w, h) * 1.4}" fill="${colour}" opacity="0.75"/>`,
    )
    .join("");
  const garment = spec.garment
    ? onesie(w / 2, h / 2 + h * 0.04, Math.min(w, h) * 0.5, spec.garment)
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/>
    </linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>${blobs}${garment}
  </svg>`;
}

/** Renders the content illustrations and stores them; fast compression keeps seeding quick. */
export async function storeContentImages(storage: ImageStorage): Promise<void> {
  const rendered = await Promise.all(
    ILLUSTRATIONS.map(async (spec) => ({
      path: spec.path,
      bytes: await sharp(Buffer.from(svgFor(spec)))
        .png({ compressionLevel: 3 })
        .toBuffer(),
    })),
  );
  for (const image of rendered) {
    await storage.put(image.path, { bytes: image.bytes, contentType: "image/png" });
  }
}
