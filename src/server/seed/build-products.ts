import {
  BRAND_CODES,
  CATEGORY_DEFINITIONS,
  MATERIAL_WORDS,
  MOTIFS,
  TAG_DEFINITIONS,
  type GarmentShape,
} from "./catalogue-data";
import {
  COLOUR_DEFINITIONS,
  LEGACY_SIZE_DEFINITIONS,
  SIZE_DEFINITIONS,
  type ColourDefinition,
  type SizeDefinition,
} from "./variant-option-data";
import { productAccordions, productDescription } from "./product-copy";
import type { Random } from "./random";
import { addDays, daysBefore } from "./seed-dates";

/** In-memory plan of the demo catalogue; seed-catalogue.ts writes it. Pure and deterministic. */

export type ProductVisibility = "listed" | "unpublished" | "archived" | "deleted";

export interface VariantPlan {
  sku: string;
  size: SizeDefinition;
  colour: ColourDefinition;
  stock: number;
  fulfilmentId: string;
  lifespanBase: number;
  deleted: boolean;
}

export interface ProductPlan {
  name: string;
  slug: string;
  reference: string;
  rrp: string;
  orderKey: number;
  visibility: ProductVisibility;
  createdAt: Date;
  publishedAt: Date | null;
  archivedAt: Date | null;
  deletedAt: Date | null;
  description: string;
  accordions: ReturnType<typeof productAccordions>;
  tagSlugs: string[];
  shape: GarmentShape;
  pattern: string;
  imageCount: number;
  variants: VariantPlan[];
}

const HIDDEN: ProductVisibility[] = [
  "unpublished",
  "unpublished",
  "archived",
  "archived",
  "deleted",
  "deleted",
];
/** Listed products whose every variant is out of stock. */
const SOLD_OUT_INDEXES = new Set([5, 23]);

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function tagName(type: keyof typeof TAG_DEFINITIONS, slug: string): string {
  return TAG_DEFINITIONS[type].find((t) => t.slug === slug)?.name ?? slug;
}

/** `listed` products are shown in the shop; six hidden ones (unpublished, archived, deleted) are added. */
export function buildProductPlans(random: Random, listed: number): ProductPlan[] {
  const usedNames = new Set<string>();
  const usedSlugs = new Set<string>();
  const visibilities: ProductVisibility[] = [
    ...Array<ProductVisibility>(listed).fill("listed"),
    ...HIDDEN,
  ];
  let variantCounter = 0;

  return visibilities.map((visibility, index) => {
    const category = random.pick(CATEGORY_DEFINITIONS);
    const brand = random.pick(TAG_DEFINITIONS.BRAND);
    let garment = random.pick(category.garments);
    let motif = random.pick(MOTIFS);
    let material = random.pick(garment.materials ?? category.materials);
    let name = "";
    for (let attempt = 0; attempt < 20; attempt++) {
      name = `${motif.words} ${MATERIAL_WORDS[material]?.words ?? ""} ${garment.noun}`;
      if (!usedNames.has(name)) break;
      garment = random.pick(category.garments);
      motif = random.pick(MOTIFS);
      material = random.pick(garment.materials ?? category.materials);
    }
    usedNames.add(name);
    let slug = slugify(name);
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
    usedSlugs.add(slug);

    const colourCount = random.chance(0.4) ? 2 : 1;
    const colours = random.sample(random.shuffle(COLOUR_DEFINITIONS), colourCount);
    const windowSize = category.sizes[1] - category.sizes[0] + 1;
    const sizeCount = Math.min(windowSize, colourCount === 1 ? random.int(3, 8) : random.int(2, 4));
    const start = random.int(category.sizes[0], category.sizes[1] - sizeCount + 1);
    const sizes = SIZE_DEFINITIONS.slice(start, start + sizeCount);
    const soldOut = visibility === "listed" && SOLD_OUT_INDEXES.has(index);
    const lifespanBase = random.int(40, 80);
    const reference = `${BRAND_CODES[brand.slug] ?? "LR"}-${category.slug.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(4, "0")}`;

    const variants: VariantPlan[] = colours.flatMap((colour) =>
      sizes.map((size) => {
        variantCounter += 1;
        return {
          sku: `${reference}-${colour.code}-${size.code}`,
          size,
          colour,
          stock: soldOut || random.chance(0.2) ? 0 : random.int(1, 6),
          fulfilmentId: `ACS-${String(100000 + variantCounter)}`,
          lifespanBase,
          deleted: false,
        };
      }),
    );
    // Older stock still carries the warehouse's legacy size labels, hidden from the filters.
    if (index % 9 === 4) {
      const variant = variants.find((v) =>
        LEGACY_SIZE_DEFINITIONS.some((l) => l.replaces === v.size.slug),
      );
      const legacy = LEGACY_SIZE_DEFINITIONS.find((l) => l.replaces === variant?.size.slug);
      if (variant && legacy) {
        variant.size = legacy;
        variant.sku = `${reference}-${variant.colour.code}-${legacy.code}`;
      }
    }
    const lastVariant = variants[variants.length - 1];
    if (index % 11 === 7 && variants.length >= 4 && lastVariant) lastVariant.deleted = true;

    const totalStock = variants.filter((v) => !v.deleted).reduce((sum, v) => sum + v.stock, 0);
    const isNew = random.chance(0.2);
    const fit = random.pick(category.fits);
    const concepts: string[] = [];
    if (material === "organic-cotton") concepts.push("organic");
    if (random.chance(0.5)) concepts.push("gender-neutral");
    if (brand.slug === "thimble-tweed-co" || brand.slug === "marlow-and-moss")
      concepts.push("made-in-britain");
    if ((material === "merino-wool" || category.slug === "knitwear") && random.chance(0.4))
      concepts.push("heirloom");
    if (random.chance(0.15)) concepts.push("gift-idea");
    const badges: string[] = [];
    if (isNew) badges.push("new-in");
    else if (random.chance(0.25)) badges.push(random.pick(["bestseller", "staff-pick"]));
    if (totalStock > 0 && totalStock <= 3) badges.push("last-few");
    const seasons = random.sample(
      category.seasons,
      random.chance(0.25) && category.seasons.length > 1 ? 2 : 1,
    );
    const sleeve = category.sleeves.length > 0 ? [random.pick(category.sleeves)] : [];

    const createdAt = isNew ? daysBefore(random.int(10, 30)) : daysBefore(random.int(60, 420));
    const publishedAt = visibility === "unpublished" ? null : addDays(createdAt, random.int(1, 4));
    const hiddenAt =
      visibility === "archived" || visibility === "deleted" ? daysBefore(random.int(1, 4)) : null;
    const rrp = random.int(category.rrp[0], category.rrp[1]) + (random.chance(0.4) ? 0.5 : 0);
    const copyInput = {
      noun: garment.noun,
      shape: garment.shape,
      motif: motif.words,
      colourNames: colours.map((c) => c.name),
      materialCare: MATERIAL_WORDS[material]?.care ?? "",
      fitName: tagName("FIT", fit),
    };

    return {
      name,
      slug,
      reference,
      rrp: rrp.toFixed(2),
      orderKey: (index + 1) * 10,
      visibility,
      createdAt,
      publishedAt,
      archivedAt: visibility === "archived" ? hiddenAt : null,
      deletedAt: visibility === "deleted" ? hiddenAt : null,
      description: productDescription(random, copyInput),
      accordions: productAccordions(copyInput),
      tagSlugs: [
        brand.slug,
        category.slug,
        material,
        motif.pattern,
        fit,
        random.pick(category.types),
        ...concepts,
        ...badges,
        ...seasons,
        ...sleeve,
      ],
      shape: garment.shape,
      pattern: motif.pattern,
      imageCount: random.int(1, 3),
      variants,
    };
  });
}
