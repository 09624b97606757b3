import {
  FIRST_PAINT_HINT_KEY,
  type FirstPaintCondition,
  type FirstPaintHint,
  type FirstPaintText,
} from "@/domain/member/first-paint-hint";

/**
 * Run by the browser as it reads the page, before the header is drawn (issue 26, decision 061):
 * applies the stored hint to <html>, a flag as `data-hint-<name>`, a text as the CSS property
 * `--hint-<name>` (a JSON string is a CSS string). The page's placeholders (`data-hint-if`,
 * `<HintText>`) show the member's page from the first paint; React replaces them with the real
 * state once it knows it. A constant, so the web server can list its hash in the page's policy
 * (scripts/inline-scripts.mjs, SHOP_INLINE_SCRIPTS).
 */
export const FIRST_PAINT_SCRIPT = `try{var h=JSON.parse(localStorage.getItem("${FIRST_PAINT_HINT_KEY}")||"{}"),d=document.documentElement,k,v;for(k in h)if(/^[a-z-]+$/.test(k)){v=h[k];if(v===1)d.setAttribute("data-hint-"+k,"");else if(typeof v=="string")d.style.setProperty("--hint-"+k,JSON.stringify(v))}}catch(e){}`;

/** Keeps the hint for the next page's first paint (none: the guest's page is right as it is). */
export function keepFirstPaintHint(hint: FirstPaintHint | null): void {
  try {
    if (hint) window.localStorage.setItem(FIRST_PAINT_HINT_KEY, JSON.stringify(hint));
    else window.localStorage.removeItem(FIRST_PAINT_HINT_KEY);
  } catch {
    // storage blocked: every first paint is the guest's, as before
  }
}

/** Props of a placeholder shown only when the hint says `condition` (first-paint.css). */
export function shownIf(condition: FirstPaintCondition) {
  return { "data-hint-if": condition };
}

/** A hint's text, drawn by CSS from `--hint-<name>` (first-paint.css has one rule per name). */
export function HintText({ name }: { name: FirstPaintText }) {
  return <span data-hint={name} />;
}
