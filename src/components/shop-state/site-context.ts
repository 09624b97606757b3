import type { Popup, SubscriptionOption } from "@/domain/content/settings";
import type { SessionProfile } from "@/domain/member/types";

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
