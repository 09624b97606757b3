/** Size and colour options of the demo catalogue (variant_options). */

export interface SizeDefinition {
  name: string;
  slug: string;
  code: string;
  order: number;
}

/** Sizes as UK parents read them, smallest first. */
export const SIZE_DEFINITIONS: SizeDefinition[] = [
  { name: "Newborn", slug: "newborn", code: "NB", order: 10 },
  { name: "0-3 months", slug: "0-3-months", code: "0-3M", order: 20 },
  { name: "3-6 months", slug: "3-6-months", code: "3-6M", order: 30 },
  { name: "6-9 months", slug: "6-9-months", code: "6-9M", order: 40 },
  { name: "9-12 months", slug: "9-12-months", code: "9-12M", order: 50 },
  { name: "12-18 months", slug: "12-18-months", code: "12-18M", order: 60 },
  { name: "18-24 months", slug: "18-24-months", code: "18-24M", order: 70 },
  { name: "2-3 years", slug: "2-3-years", code: "2-3Y", order: 80 },
  { name: "3-4 years", slug: "3-4-years", code: "3-4Y", order: 90 },
  { name: "4-5 years", slug: "4-5-years", code: "4-5Y", order: 100 },
  { name: "5-6 years", slug: "5-6-years", code: "5-6Y", order: 110 },
];

/**
 * Labels imported from older stock, all in the spec's built-in hidden list (section 9).
 * `replaces` is the slug of the modern size they stand in for.
 */
export const LEGACY_SIZE_DEFINITIONS: (SizeDefinition & { replaces: string })[] = [
  { name: "3m", slug: "3m", code: "L3M", order: 25, replaces: "0-3-months" },
  { name: "6m", slug: "6m", code: "L6M", order: 35, replaces: "3-6-months" },
  { name: "12-18m", slug: "12-18m", code: "L12-18M", order: 65, replaces: "12-18-months" },
  { name: "2y", slug: "2y", code: "L2Y", order: 75, replaces: "18-24-months" },
];

export interface ColourDefinition {
  name: string;
  slug: string;
  code: string;
  hex: string;
}

export const COLOUR_DEFINITIONS: ColourDefinition[] = [
  { name: "Oat", slug: "oat", code: "OAT", hex: "#D9C7A7" },
  { name: "Sage", slug: "sage", code: "SAG", hex: "#A3B18A" },
  { name: "Navy", slug: "navy", code: "NAV", hex: "#2B3A55" },
  { name: "Mustard", slug: "mustard", code: "MUS", hex: "#D8A23A" },
  { name: "Rose", slug: "rose", code: "ROS", hex: "#D99A9E" },
  { name: "Charcoal", slug: "charcoal", code: "CHA", hex: "#4A4A4A" },
  { name: "Ecru", slug: "ecru", code: "ECR", hex: "#EFE6D2" },
  { name: "Rust", slug: "rust", code: "RUS", hex: "#B5532F" },
  { name: "Sky", slug: "sky", code: "SKY", hex: "#9CC3D5" },
  { name: "Forest", slug: "forest", code: "FOR", hex: "#3F5E4A" },
];
