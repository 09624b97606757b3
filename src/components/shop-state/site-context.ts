import type { Popup, SubscriptionOption } from "@/domain/content/settings";

/** What the server hands every page's client components: the settings, the same for everyone. */
export interface SiteContext {
  subscriptionOptions: SubscriptionOption[];
  /** settings.pauseNewMembers: registration is replaced by the waitlist (spec 4.3). */
  pauseNewMembers: boolean;
  headerMenu: { shop: string; login: string; cart: string };
  preview: boolean;
  /** The 'popups' document's entries (spec 2.7). */
  popups: Popup[];
}
