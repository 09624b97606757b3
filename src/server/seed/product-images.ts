import sharp from "sharp";
import type { Executor } from "@/server/db/client";
import { createDatabaseImageStorage } from "@/server/integrations/storage/local-database/database-image-storage";
import type { GarmentShape } from "./catalogue-data";

/**
 * Product photos drawn locally: a flat garment silhouette in the variant's colour and the
 * product's pattern on a soft background, rendered from SVG with sharp. Nothing is downloaded.
 */

export const IMAGE_WIDTH = 800;
export const IMAGE_HEIGHT = 1000;
export const DEFAULT_PRODUCT_IMAGE_PATH = "defaults/product.png";

const SHAPES: Record<GarmentShape, string> = {
  romper:
    "M320 180 Q400 235 480 180 L560 200 L650 290 L600 360 L560 330 L560 720 Q560 790 500 800 L440 800 Q400 760 360 800 L300 800 Q240 790 240 720 L240 330 L200 360 L150 290 L240 200 Z",
  sleepsuit:
    "M330 160 Q400 205 470 160 L540 175 L660 330 L670 520 L620 525 L600 380 L560 330 L560 600 L575 840 L590 880 L470 880 L455 840 L420 640 L400 620 L380 640 L345 840 L330 880 L210 880 L225 840 L240 600 L240 330 L200 380 L180 525 L130 520 L140 330 L260 175 Z",
  dress:
    "M330 170 Q400 225 470 170 L525 185 L545 260 L520 420 L665 820 Q400 875 135 820 L280 420 L255 260 L275 185 Z",
  top: "M320 190 Q400 240 480 190 L580 215 L690 520 L630 545 L560 370 L560 770 L240 770 L240 370 L170 545 L110 520 L220 215 Z",
  coat: "M320 170 Q400 215 480 170 L585 205 L695 540 L635 565 L565 380 L575 820 L225 820 L235 380 L165 565 L105 540 L215 205 Z",
  trousers: "M255 190 L545 190 L585 850 L455 850 L405 390 L395 390 L345 850 L215 850 Z",
};

/** Seams and details drawn over the silhouette. */
const DETAILS: Partial<Record<GarmentShape, string>> = {
  coat: '<path d="M400 200 L400 820" stroke="rgba(0,0,0,0.25)" stroke-width="6"/><rect x="270" y="600" width="90" height="70" rx="10" fill="none" stroke="rgba(0,0,0,0.2)" stroke-width="5"/><rect x="440" y="600" width="90" height="70" rx="10" fill="none" stroke="rgba(0,0,0,0.2)" stroke-width="5"/>',
  trousers: '<rect x="255" y="190" width="290" height="50" fill="rgba(0,0,0,0.12)"/>',
  romper:
    '<circle cx="370" cy="780" r="7" fill="rgba(255,255,255,0.7)"/><circle cx="430" cy="780" r="7" fill="rgba(255,255,255,0.7)"/>',
  top: '<rect x="240" y="740" width="320" height="30" fill="rgba(0,0,0,0.1)"/>',
};

const PATTERNS: Record<string, string> = {
  stripes: '<rect width="60" height="22" fill="rgba(255,255,255,0.45)"/>',
  spots: '<circle cx="30" cy="30" r="8" fill="rgba(255,255,255,0.6)"/>',
  floral:
    '<g fill="rgba(255,255,255,0.6)"><circle cx="30" cy="22" r="6"/><circle cx="38" cy="30" r="6"/><circle cx="30" cy="38" r="6"/><circle cx="22" cy="30" r="6"/></g><circle cx="30" cy="30" r="4" fill="#E9C46A"/>',
  check:
    '<rect width="30" height="60" fill="rgba(255,255,255,0.35)"/><rect width="60" height="30" fill="rgba(255,255,255,0.35)"/>',
  "animal-print":
    '<path d="M18 40 L24 22 L30 34 L36 22 L42 40 Q30 50 18 40 Z" fill="rgba(255,255,255,0.55)"/>',
};

const BACKGROUNDS = ["#F6F1EA", "#EEF2EC", "#F4ECEC", "#EDF1F5"];

export interface GarmentImageInput {
  shape: GarmentShape;
  hex: string;
  pattern: string;
  /** Which of the product's images: the second is a close-up. */
  view: number;
}

export function garmentSvg(input: GarmentImageInput): string {
  const background = BACKGROUNDS[(input.view - 1) % BACKGROUNDS.length];
  const motif = PATTERNS[input.pattern];
  const fill = motif ? "url(#motif)" : input.hex;
  const zoom = input.view === 2 ? ' transform="translate(-120 -135) scale(1.3)"' : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">
<defs><pattern id="motif" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="${input.hex}"/>${motif ?? ""}</pattern></defs>
<rect width="100%" height="100%" fill="${background}"/>
<ellipse cx="400" cy="915" rx="260" ry="26" fill="rgba(0,0,0,0.06)"/>
<g${zoom}><path d="${SHAPES[input.shape]}" fill="${fill}" stroke="rgba(0,0,0,0.18)" stroke-width="6" stroke-linejoin="round"/>${DETAILS[input.shape] ?? ""}</g>
</svg>`;
}

export async function renderGarmentPng(input: GarmentImageInput): Promise<Buffer> {
  // A 16-colour palette keeps flat artwork crisp and files small (about 10 KB), so storing is quick.
  return sharp(Buffer.from(garmentSvg(input)))
    .png({ palette: true, colours: 16, dither: 0, effort: 1, compressionLevel: 9 })
    .toBuffer();
}

export interface ProductImageRequest {
  slug: string;
  shape: GarmentShape;
  pattern: string;
  /** Colours of the product's variants; image n shows colour n (cycling). */
  colours: string[];
  paths: string[];
}

/** Renders and stores every product image plus the default image; returns how many were stored. */
export async function seedProductImages(
  db: Executor,
  products: ProductImageRequest[],
): Promise<number> {
  const storage = createDatabaseImageStorage(db);
  const jobs: { path: string; input: GarmentImageInput }[] = [
    {
      path: DEFAULT_PRODUCT_IMAGE_PATH,
      input: { shape: "top", hex: "#CFC8BE", pattern: "plain", view: 1 },
    },
  ];
  for (const product of products) {
    product.paths.forEach((path, i) => {
      const hex = product.colours[i % product.colours.length] ?? "#CFC8BE";
      jobs.push({
        path,
        input: { shape: product.shape, hex, pattern: product.pattern, view: i + 1 },
      });
    });
  }
  // Many products share a look: each distinct image is rendered once. Rendering runs on
  // sharp's worker threads while earlier images are being stored.
  const rendered = new Map<string, Promise<Buffer>>();
  const renders = jobs.map(({ input }) => {
    const key = `${input.shape}|${input.hex}|${input.pattern}|${input.view}`;
    const render = rendered.get(key) ?? renderGarmentPng(input);
    rendered.set(key, render);
    return render;
  });
  // Rejections are handled by the awaits below; this only stops unhandled-rejection noise.
  for (const render of rendered.values()) render.catch(() => {});
  for (const [i, job] of jobs.entries()) {
    await storage.put(job.path, {
      bytes: await (renders[i] as Promise<Buffer>),
      contentType: "image/png",
    });
  }
  return jobs.length;
}
