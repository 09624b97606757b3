import type { ReactNode } from "react";
import { AuthEffects } from "@/components/auth/auth-effects";
import { CONSENT_CHOSEN_SCRIPT } from "@/components/consent/consent";
import { ConsentProvider } from "@/components/consent/consent-provider";
import { MaintenancePage } from "@/components/layout/maintenance-page";
import { PreviewBar } from "@/components/layout/preview-bar";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ModalRoot } from "@/components/modal/modal-root";
import { PopupController } from "@/components/popups/popup-controller";
import { FIRST_PAINT_SCRIPT } from "@/components/shop-state/first-paint";
import { ShopProvider } from "@/components/shop-state/shop-provider";
import "@/components/shop-state/first-paint.css";
import type { SiteContext } from "@/components/shop-state/site-context";
import { shownSiteContent } from "@/server/reads/shown-content";
import { isPreviewing } from "@/server/http/preview-mode";
import { showsMaintenance } from "@/domain/content/site-mode";

/**
 * The shop's frame around a page, the same for every visitor (issue 8): it reads the cached
 * settings and no cookie. Who is browsing (greeting, wardrobe, favourites) is filled in by the
 * browser from GET /api/session; drafts show only in preview mode, which a staff session must back.
 * The back office (/admin) has its own frame, so staff can switch maintenance mode off again.
 */
export async function ShopFrame({ children }: { children: ReactNode }) {
  const preview = await isPreviewing();
  const { settings, popups } = await shownSiteContent();

  if (showsMaintenance(settings, { preview }))
    return <MaintenancePage contactEmail={settings.contactEmail} />;

  const site: SiteContext = {
    subscriptionOptions: settings.subscriptionOptions,
    pauseNewMembers: settings.pauseNewMembers,
    headerMenu: settings.headerMenu,
    preview,
    popups,
  };
  return (
    <>
      {/* Before anything is drawn: hides the consent banner from a visitor who has already chosen. */}
      <script>{CONSENT_CHOSEN_SCRIPT}</script>
      {/* ...and draws a member's page from the first paint: the stored hint on <html> (issue 26). */}
      <script>{FIRST_PAINT_SCRIPT}</script>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ConsentProvider>
        <ShopProvider site={site}>
          {preview && <PreviewBar />}
          <SiteHeader />
          <main id="main">{children}</main>
          <SiteFooter
            items={settings.footerItems}
            copyright={settings.copyright}
            rightSideText={settings.footerRightSideText}
            social={settings.newsletter.social}
          />
          <ModalRoot />
          <AuthEffects />
          <PopupController />
        </ShopProvider>
      </ConsentProvider>
    </>
  );
}
