import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ConsentProvider } from "@/components/consent/consent-provider";
import { MaintenancePage } from "@/components/layout/maintenance-page";
import { PreviewBar } from "@/components/layout/preview-bar";
import { AuthEffects } from "@/components/auth/auth-effects";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ModalRoot } from "@/components/modal/modal-root";
import { PopupController } from "@/components/popups/popup-controller";
import { ShopProvider } from "@/components/shop-state/shop-provider";
import type { SiteContext } from "@/components/shop-state/site-context";
import { env } from "@/config/env";
import { cachedSiteContent } from "@/server/cache/cached-reads";
import { isPreviewing } from "@/server/http/preview-mode";
import { showsMaintenance } from "@/server/services/content/site-mode";
import "./globals.css";

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env().APP_URL),
    title: "Littlerobe",
    description: "Rent baby and children's clothing on a subscription.",
  };
}

/**
 * Every page's frame, the same for every visitor (issue 8): it reads the cached settings and no
 * cookie. Who is browsing (greeting, wardrobe, favourites) is filled in by the browser from
 * GET /api/session; drafts show only in preview mode, which a staff session must back.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const preview = await isPreviewing();
  const { settings, popups } = await cachedSiteContent(preview);

  if (showsMaintenance(settings, { preview })) {
    return (
      <html lang="en-GB">
        <body>
          <MaintenancePage contactEmail={settings.contactEmail} />
        </body>
      </html>
    );
  }

  const site: SiteContext = {
    subscriptionOptions: settings.subscriptionOptions,
    pauseNewMembers: settings.pauseNewMembers,
    headerMenu: settings.headerMenu,
    preview,
    popups,
  };
  return (
    <html lang="en-GB">
      <body>
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
      </body>
    </html>
  );
}
