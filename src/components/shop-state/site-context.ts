import type { Popup, SubscriptionOption } from "@/domain/content/settings";

/** The signed-in member as the browser sees it; null for a guest. */
export interface SessionProfile {
  id: string;
  email: string;
  firstName: string | null;
  isAdmin: boolean;
  favouriteProductIds: number[];
  /** The profile's postcode; the browser keeps it under 'postcode' (spec 4.3). */
  postcode?: string | null;
}

/** What the server hands every page's client components (from settings and the session). */
export interface SiteContext {
  profile: SessionProfile | null;
  subscriptionOptions: SubscriptionOption[];
  /** settings.pauseNewMembers: registration is replaced by the waitlist (spec 4.3). */
  pauseNewMembers: boolean;
  headerMenu: { shop: string; login: string; cart: string };
  preview: boolean;
  /** The 'popups' document's entries (spec 2.7). */
  popups: Popup[];
}
