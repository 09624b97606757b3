/** The burger menu's fixed links (spec 2.3); the account entries depend on the session. */
export const MENU_LINKS_BEFORE_ACCOUNT = [
  { href: "/collection", label: "Shop" },
  { href: "/about", label: "About us" },
  { href: "/how-it-works", label: "How it works" },
  { href: "/contact", label: "Contact" },
  { href: "/gifting", label: "Gift cards" },
] as const;

export const MENU_LINKS_AFTER_ACCOUNT = [{ href: "/terms", label: "Terms & Conditions" }] as const;
