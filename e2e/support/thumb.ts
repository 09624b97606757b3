import type { Page } from "./shop-test";

/** One control on the screen and the size of what a finger can hit (its label counted). */
export interface Target {
  name: string;
  width: number;
  height: number;
  /**
   * A primary control (issue 26): a button (a link drawn as one too), a field, a choice, an
   * accordion, anything in the header. Links, and buttons drawn as links, need the minimum only.
   */
  primary: boolean;
}

/** WCAG 2.2 AA (2.5.8): every target at least 24 × 24 CSS px. */
export const MINIMUM_TARGET = 24;
/** Issue 26: primary controls at least 44 × 44 CSS px (WCAG 2.5.5, Apple's and Google's guides). */
export const PRIMARY_TARGET = 44;

/**
 * Every control on the page a finger could tap, with the box it can be hit in: a radio or checkbox
 * with its label (tapping the label picks it), any other control on its own. Left out: what is not
 * shown (closed menus, dialogs, accordions), a link or link-like button inside a sentence (WCAG's
 * 'inline' exception: its height is the text's), and what is visually hidden on purpose (1 px).
 */
export async function tapTargets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const selector = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "[role=button]",
      "[role=radio]",
      "[role=checkbox]",
    ].join(",");
    const isInline = (element: Element) => getComputedStyle(element).display.startsWith("inline");
    /** A link in running text: the block it sits in says more than the link does. */
    const inSentence = (element: HTMLElement) => {
      if (element.matches("input, select, textarea, summary")) return false;
      if (!isInline(element)) return false;
      let block = element.parentElement;
      while (block && isInline(block)) block = block.parentElement;
      if (!block) return false;
      const own = element.innerText.trim();
      const around = block.innerText.replace(/\s+/g, " ").trim();
      return around.length > own.length && around !== own;
    };
    const labelOf = (input: HTMLInputElement) =>
      input.closest("label") ??
      (input.id ? document.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null);
    const targets: {
      name: string;
      width: number;
      height: number;
      primary: boolean;
    }[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      if (element.closest("[inert], [aria-hidden=true]")) continue;
      let box = element.getBoundingClientRect();
      const choice =
        element instanceof HTMLInputElement && ["radio", "checkbox"].includes(element.type);
      if (choice) {
        const label = labelOf(element as HTMLInputElement);
        if (label) {
          const other = label.getBoundingClientRect();
          const left = Math.min(box.left, other.left);
          const top = Math.min(box.top, other.top);
          box = new DOMRect(
            left,
            top,
            Math.max(box.right, other.right) - left,
            Math.max(box.bottom, other.bottom) - top,
          );
        }
      }
      if (box.width <= 1 && box.height <= 1) continue;
      if (inSentence(element)) continue;
      const text =
        element.getAttribute("aria-label") ??
        (choice ? labelOf(element as HTMLInputElement)?.textContent : element.textContent) ??
        "";
      const name = `${element.tagName.toLowerCase()} '${text.replace(/\s+/g, " ").trim().slice(0, 40)}'`;
      // A link, or a button drawn as one ('Forgot your password?'): the minimum is enough.
      const link =
        ((element.tagName === "A" && !element.classList.contains("button")) ||
          element.classList.contains("link-button")) &&
        !element.closest("header.site-header");
      targets.push({
        name,
        width: Math.round(box.width * 10) / 10,
        height: Math.round(box.height * 10) / 10,
        primary: !link,
      });
    }
    return targets;
  });
}

/** The targets below their size: under 24 px for any, under 44 px for a primary one. */
export async function undersizedTargets(page: Page): Promise<string[]> {
  return (await tapTargets(page))
    .filter(({ width, height, primary }) => {
      const least = primary ? PRIMARY_TARGET : MINIMUM_TARGET;
      return width < least - 0.5 || height < least - 0.5;
    })
    .map(({ name, width, height }) => `${name} ${width}×${height}`);
}
