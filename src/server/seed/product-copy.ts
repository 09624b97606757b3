import type { Random } from "./random";

/** Descriptions and accordion copy for demo products, written for UK parents. */

const OPENERS = [
  "A soft, hard-wearing {noun} made for crawling, climbing and everything in between.",
  "Our {noun} is cut with room to move, so it keeps up from nursery drop-off to Sunday lunch.",
  "A wardrobe favourite: this {noun} layers easily and washes beautifully between little ones.",
  "Designed in Britain and made to last, this {noun} is as happy at the park as at a party.",
  "Gentle on sensitive skin and easy to pop on, this {noun} is a proper everyday hero.",
];

const DETAILS: Record<string, string> = {
  romper:
    "Popper fastenings at the leg make nappy changes quick, and the roomy cut leaves space for cloth nappies.",
  dress:
    "Hidden poppers at the back, a twirl-worthy skirt and a lined bodice keep it comfortable all day.",
  top: "Ribbed cuffs can be folded back as they grow, and the envelope neck slips easily over little heads.",
  coat: "Fleece-lined pockets, a snug hood and reflective trims keep them warm and seen on darker school runs.",
  trousers: "A soft elasticated waist and turn-up hems give an extra season of wear.",
  sleepsuit:
    "A two-way zip and fold-over mitts on the smaller sizes make night-time changes a little easier.",
};

const CLOSERS = [
  "Rent it for as long as it fits, then swap it for the next size up.",
  "Every piece is professionally cleaned and checked before it comes to you.",
  "When it's outgrown, send it back and it goes on to its next little adventure.",
];

export interface ProductCopyInput {
  noun: string;
  shape: string;
  motif: string;
  colourNames: string[];
  materialCare: string;
  fitName: string;
}

export function productDescription(random: Random, input: ProductCopyInput): string {
  const opener = random.pick(OPENERS).replace("{noun}", input.noun.toLowerCase());
  const colours = input.colourNames.join(" and ");
  const detail = DETAILS[input.shape] ?? "";
  return `${opener} Shown in ${colours}, with our ${input.motif.toLowerCase()} design. ${detail} ${random.pick(CLOSERS)}`;
}

export function productAccordions(input: ProductCopyInput): {
  accordion1_title: string;
  accordion1: string;
  accordion2_title: string;
  accordion2: string;
  accordion3_title: string;
  accordion3: string;
} {
  const fitAdvice: Record<string, string> = {
    Relaxed:
      "A relaxed fit with plenty of room; if your child is between sizes, choose their current size.",
    Regular: "A regular fit that runs true to size; if your child is between sizes, go up one.",
    Slim: "A slim, close fit; if your child is between sizes or wears cloth nappies, go up one.",
    "Grow-with-me":
      "Grow-with-me fit: turn-back cuffs and adjustable straps give roughly two extra months of wear.",
  };
  return {
    accordion1_title: "Size & fit",
    accordion1: `${fitAdvice[input.fitName] ?? fitAdvice.Regular} Sizes follow UK age ranges. Our size guide lists height and chest measurements for every age.`,
    accordion2_title: "Fabric & care",
    accordion2: `${input.materialCare} We clean every garment between rentals using eco-friendly detergents, so you only need to wash it as normal while it's with you.`,
    accordion3_title: "Delivery & returns",
    accordion3:
      "Free delivery within 48 hours to the London postcodes we serve, on a day and time slot you choose. Swaps and returns are free: print the prepaid return label from your account and drop the parcel at any Post Office. Small marks and everyday wear are fine, that's what renting is for.",
  };
}
