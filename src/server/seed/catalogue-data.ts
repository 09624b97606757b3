import type { TagType } from "@/domain/enums";

/** Word lists of the demo catalogue: fictional UK brands, the taxonomy, sizes and colours. */

export interface TagDefinition {
  name: string;
  slug: string;
  /** Weeks added to (or taken from) a garment's planned lifespan. */
  impact: number;
}

const tag = (name: string, slug: string, impact = 0): TagDefinition => ({ name, slug, impact });

export const TAG_DEFINITIONS: Record<TagType, TagDefinition[]> = {
  BRAND: [
    tag("Bramble & Wren", "bramble-and-wren", 4),
    tag("Little Tollgate", "little-tollgate", 2),
    tag("Puddle Lane", "puddle-lane", 0),
    tag("Hedgerow Kids", "hedgerow-kids", 2),
    tag("Marlow & Moss", "marlow-and-moss", 6),
    tag("Acorn Row", "acorn-row", 0),
    tag("Thimble Tweed Co.", "thimble-tweed-co", 4),
    tag("Saltmarsh Mini", "saltmarsh-mini", -2),
  ],
  CATEGORY: [
    tag("Rompers", "rompers", 0),
    tag("Dresses", "dresses", 2),
    tag("Knitwear", "knitwear", 6),
    tag("Outerwear", "outerwear", 8),
    tag("Sleepsuits", "sleepsuits", -4),
    tag("Trousers", "trousers", -2),
    tag("Tops", "tops", -2),
  ],
  CONCEPT: [
    tag("Organic", "organic", 2),
    tag("Gender neutral", "gender-neutral", 0),
    tag("Made in Britain", "made-in-britain", 4),
    tag("Heirloom", "heirloom", 8),
    tag("Gift idea", "gift-idea", 0),
  ],
  MATERIAL: [
    tag("Organic cotton", "organic-cotton", 2),
    tag("Cotton", "cotton", 0),
    tag("Merino wool", "merino-wool", 6),
    tag("Linen", "linen", -2),
    tag("Bamboo", "bamboo", -4),
    tag("Recycled polyester", "recycled-polyester", 4),
    tag("Corduroy", "corduroy", 4),
  ],
  PATTERN: [
    tag("Plain", "plain", 0),
    tag("Stripes", "stripes", 0),
    tag("Floral", "floral", 0),
    tag("Spots", "spots", 0),
    tag("Check", "check", 0),
    tag("Animal print", "animal-print", 0),
  ],
  SEASON: [
    tag("Spring/Summer", "spring-summer", 0),
    tag("Autumn/Winter", "autumn-winter", 2),
    tag("All year", "all-year", 0),
  ],
  SLEEVE_LENGTH: [
    tag("Long sleeve", "long-sleeve", 0),
    tag("Short sleeve", "short-sleeve", 0),
    tag("Sleeveless", "sleeveless", 0),
  ],
  TAG: [
    tag("New in", "new-in", 0),
    tag("Bestseller", "bestseller", 0),
    tag("Staff pick", "staff-pick", 0),
    tag("Last few", "last-few", 0),
  ],
  TYPE: [
    tag("Everyday", "everyday", -2),
    tag("Occasion", "occasion", 4),
    tag("Sleepwear", "sleepwear", -2),
    tag("Outdoor", "outdoor", 2),
  ],
  FIT: [
    tag("Relaxed", "relaxed", 0),
    tag("Regular", "regular", 0),
    tag("Grow-with-me", "grow-with-me", 6),
    tag("Slim", "slim", -2),
  ],
};

export type GarmentShape = "romper" | "dress" | "top" | "coat" | "trousers" | "sleepsuit";

export interface CategoryDefinition {
  slug: string;
  /** `materials` narrows the category's materials for that garment (no needlecord raincoats). */
  garments: { noun: string; shape: GarmentShape; materials?: string[] }[];
  /** Price range in pounds. */
  rrp: [number, number];
  materials: string[];
  sleeves: string[];
  types: string[];
  fits: string[];
  seasons: string[];
  /** Index range into SIZE_DEFINITIONS of the sizes the category is made in. */
  sizes: [number, number];
}

export const CATEGORY_DEFINITIONS: CategoryDefinition[] = [
  {
    slug: "rompers",
    garments: [
      { noun: "Romper", shape: "romper" },
      { noun: "Playsuit", shape: "romper" },
      { noun: "Bubble Romper", shape: "romper" },
    ],
    rrp: [22, 38],
    materials: ["organic-cotton", "cotton", "linen", "bamboo"],
    sleeves: ["short-sleeve", "long-sleeve", "sleeveless"],
    types: ["everyday", "occasion"],
    fits: ["relaxed", "regular", "grow-with-me"],
    seasons: ["spring-summer", "all-year"],
    sizes: [0, 7],
  },
  {
    slug: "dresses",
    garments: [
      { noun: "Dress", shape: "dress" },
      { noun: "Smock Dress", shape: "dress" },
      { noun: "Pinafore Dress", shape: "dress" },
    ],
    rrp: [28, 55],
    materials: ["organic-cotton", "linen", "corduroy", "cotton"],
    sleeves: ["short-sleeve", "long-sleeve", "sleeveless"],
    types: ["occasion", "everyday"],
    fits: ["relaxed", "regular"],
    seasons: ["spring-summer", "autumn-winter"],
    sizes: [2, 10],
  },
  {
    slug: "knitwear",
    garments: [
      { noun: "Cardigan", shape: "top" },
      { noun: "Jumper", shape: "top" },
      { noun: "Knitted Vest", shape: "top" },
    ],
    rrp: [32, 68],
    materials: ["merino-wool", "organic-cotton"],
    sleeves: ["long-sleeve"],
    types: ["everyday", "occasion"],
    fits: ["relaxed", "regular", "grow-with-me"],
    seasons: ["autumn-winter", "all-year"],
    sizes: [1, 10],
  },
  {
    slug: "outerwear",
    garments: [
      { noun: "Jacket", shape: "coat" },
      { noun: "Pramsuit", shape: "sleepsuit", materials: ["recycled-polyester", "merino-wool"] },
      { noun: "Raincoat", shape: "coat", materials: ["recycled-polyester"] },
      { noun: "Gilet", shape: "coat", materials: ["recycled-polyester", "corduroy"] },
    ],
    rrp: [45, 95],
    materials: ["recycled-polyester", "merino-wool", "corduroy"],
    sleeves: ["long-sleeve"],
    types: ["outdoor"],
    fits: ["relaxed", "grow-with-me"],
    seasons: ["autumn-winter"],
    sizes: [1, 10],
  },
  {
    slug: "sleepsuits",
    garments: [
      { noun: "Sleepsuit", shape: "sleepsuit" },
      { noun: "Zip Sleepsuit", shape: "sleepsuit" },
      { noun: "Pyjama Set", shape: "sleepsuit" },
    ],
    rrp: [18, 32],
    materials: ["organic-cotton", "bamboo", "merino-wool"],
    sleeves: ["long-sleeve", "short-sleeve"],
    types: ["sleepwear"],
    fits: ["regular", "slim", "grow-with-me"],
    seasons: ["all-year"],
    sizes: [0, 8],
  },
  {
    slug: "trousers",
    garments: [
      { noun: "Trousers", shape: "trousers" },
      { noun: "Dungarees", shape: "trousers" },
      { noun: "Joggers", shape: "trousers", materials: ["organic-cotton", "cotton"] },
      { noun: "Leggings", shape: "trousers", materials: ["organic-cotton", "cotton"] },
    ],
    rrp: [20, 42],
    materials: ["organic-cotton", "corduroy", "linen", "cotton"],
    sleeves: [],
    types: ["everyday", "outdoor"],
    fits: ["relaxed", "regular", "slim", "grow-with-me"],
    seasons: ["all-year", "autumn-winter", "spring-summer"],
    sizes: [1, 10],
  },
  {
    slug: "tops",
    garments: [
      { noun: "T-Shirt", shape: "top" },
      { noun: "Long Sleeve Top", shape: "top" },
      { noun: "Blouse", shape: "top" },
    ],
    rrp: [18, 30],
    materials: ["organic-cotton", "cotton", "bamboo", "linen"],
    sleeves: ["short-sleeve", "long-sleeve"],
    types: ["everyday"],
    fits: ["relaxed", "regular"],
    seasons: ["spring-summer", "all-year"],
    sizes: [1, 10],
  },
];

/** Words for product names; each motif implies the PATTERN tag. */
export const MOTIFS: { words: string; pattern: string }[] = [
  { words: "Fox Print", pattern: "animal-print" },
  { words: "Hedgehog Print", pattern: "animal-print" },
  { words: "Little Bee", pattern: "animal-print" },
  { words: "Breton Stripe", pattern: "stripes" },
  { words: "Seaside Stripe", pattern: "stripes" },
  { words: "Pinstripe", pattern: "stripes" },
  { words: "Ditsy Floral", pattern: "floral" },
  { words: "Meadow Floral", pattern: "floral" },
  { words: "Daisy Chain", pattern: "floral" },
  { words: "Polka Dot", pattern: "spots" },
  { words: "Raindrop Spot", pattern: "spots" },
  { words: "Gingham", pattern: "check" },
  { words: "Tartan", pattern: "check" },
  { words: "Waffle Knit", pattern: "plain" },
  { words: "Ribbed", pattern: "plain" },
  { words: "Pointelle", pattern: "plain" },
  { words: "Classic", pattern: "plain" },
  { words: "Scalloped", pattern: "plain" },
];

export const MATERIAL_WORDS: Record<string, { words: string; care: string }> = {
  "organic-cotton": {
    words: "Organic Cotton",
    care: "100% GOTS-certified organic cotton. Machine wash at 30°C with similar colours; reshape and dry flat.",
  },
  cotton: {
    words: "Cotton Jersey",
    care: "100% cotton jersey. Machine wash at 30°C inside out; tumble dry low.",
  },
  "merino-wool": {
    words: "Merino",
    care: "100% extra-fine merino wool. Cool hand wash or wool cycle; dry flat away from direct heat.",
  },
  linen: {
    words: "Linen",
    care: "100% European linen, softened for little ones. Machine wash at 30°C; line dry and steam if needed.",
  },
  bamboo: {
    words: "Bamboo",
    care: "95% bamboo viscose, 5% elastane. Machine wash at 30°C; do not tumble dry.",
  },
  "recycled-polyester": {
    words: "Recycled Shell",
    care: "Shell made from recycled bottles with a PFC-free water-repellent finish. Sponge clean or machine wash at 30°C; do not iron.",
  },
  corduroy: {
    words: "Needlecord",
    care: "100% cotton needlecord. Machine wash at 30°C inside out; iron on the reverse.",
  },
};

/** Short prefixes for product references, one per brand slug. */
export const BRAND_CODES: Record<string, string> = {
  "bramble-and-wren": "BW",
  "little-tollgate": "LT",
  "puddle-lane": "PL",
  "hedgerow-kids": "HK",
  "marlow-and-moss": "MM",
  "acorn-row": "AR",
  "thimble-tweed-co": "TT",
  "saltmarsh-mini": "SM",
};
