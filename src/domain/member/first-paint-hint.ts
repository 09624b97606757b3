import type { CartPlan } from "@/domain/cart/types";
import { picksLeftText, wardrobeNote } from "@/domain/cart/wardrobe-note";
import { subscriptionBanner } from "@/domain/checkout/basket-summary";
import { childSizeChipLabel } from "@/domain/children/child-texts";
import { greeting } from "./member-state";

/**
 * What a visitor's first paint needs to know before the page's JavaScript has asked who is
 * browsing (issue 26, decision 061). Pages are shared and cached, so their HTML is the guest's;
 * the browser keeps this hint under FIRST_PAINT_HINT_KEY and a constant inline script applies it
 * to <html> before the header is drawn: a flag (1) becomes the attribute `data-hint-<name>`, a
 * text the CSS property `--hint-<name>` that the page's placeholders show. Only display facts are
 * kept, nothing secret: whether someone is signed in, their greeting, the wardrobe's count, the
 * plan's name and the texts built from them. The server never reads it.
 */
export const FIRST_PAINT_HINT_KEY = "littlerobe_hint";

export interface FirstPaintHint {
  /** Signed in. */
  member?: 1;
  /** A plan is chosen (a member's own, or a guest's choice): no plan chooser first, a banner. */
  plan?: 1;
  /** The plan leaves pieces to pick (the collection's banner has a second line). */
  left?: 1;
  /** The wardrobe is full or over (the product page's note before 'Add to wardrobe'). */
  full?: 1;
  /** More pieces than the plan allows (the banner's count in red). */
  over?: 1;
  /** The header's 'Hi Amelia'. */
  greeting?: string;
  /** The checkout's 'Welcome back, Amelia.' */
  welcome?: string;
  /** The wardrobe's count in the header ('Wardrobe (10)'). */
  wardrobe?: string;
  /** The banner's plan ('Subscription B'), its count ('10 of 10 picked') and what is left. */
  "plan-name"?: string;
  picked?: string;
  "to-pick"?: string;
  /** The product page's note when the wardrobe is full. */
  "full-note"?: string;
  /** The family has children: /collection draws their size chips (issue 27), labelled below. */
  chips?: 1;
  "chip-one"?: string;
  "chip-two"?: string;
  "chip-three"?: string;
  "chip-four"?: string;
}

/**
 * The size chips a first paint can draw, in the children's order. A family's fifth child's chip
 * appears when the session answers, as every chip did before the hint had them (decision 061-15).
 */
export const CHIP_HINTS = ["chip-one", "chip-two", "chip-three", "chip-four"] as const;

/** The texts a placeholder can show (each one is a `--hint-<name>` CSS property). */
export type FirstPaintText = {
  [K in keyof FirstPaintHint]-?: FirstPaintHint[K] extends 1 | undefined ? never : K;
}[keyof FirstPaintHint];

/** The states a placeholder can be shown for (`data-hint-if`), while the real one is not known. */
export type FirstPaintCondition =
  "member" | "guest" | "plan" | "no-plan" | "left" | "full" | "chips";

/** Control characters cannot be in a CSS string as they are: a name is shown without them. */
function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, "");
}

/** 'Welcome back, Amelia.' at the top of /checkout (issue 26). */
export function checkoutWelcome(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Welcome back, ${name}.` : "Welcome back.";
}

/**
 * The hint for what the browser knows now: the signed-in member (null for a guest), the wardrobe's
 * count and the chosen plan. Null when the page's own HTML (a guest with nothing picked) is right.
 */
export function firstPaintHint(
  member: {
    firstName: string | null;
    children?: readonly { firstName: string; size: string }[];
  } | null,
  cartCount: number,
  plan: CartPlan | null,
): FirstPaintHint | null {
  if (!member && cartCount === 0 && !plan) return null;
  const hint: FirstPaintHint = { wardrobe: String(cartCount) };
  if (member) {
    hint.member = 1;
    hint.greeting = printable(greeting(member.firstName));
    hint.welcome = printable(checkoutWelcome(member.firstName));
    const kids = member.children ?? [];
    if (kids.length > 0) hint.chips = 1;
    CHIP_HINTS.forEach((name, index) => {
      const child = kids[index];
      if (child) hint[name] = printable(childSizeChipLabel(child));
    });
  }
  const banner = subscriptionBanner(cartCount, plan);
  if (banner) {
    hint.plan = 1;
    hint["plan-name"] = banner.planText;
    hint.picked = banner.countText;
    if (banner.isError) hint.over = 1;
  }
  const left = picksLeftText(cartCount, plan);
  if (left) {
    hint.left = 1;
    hint["to-pick"] = left;
  }
  const note = wardrobeNote(cartCount, plan);
  if (note) {
    hint.full = 1;
    hint["full-note"] = note.text;
  }
  return hint;
}
