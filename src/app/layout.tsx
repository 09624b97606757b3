import type { Metadata } from "next";
import { cookies } from "next/headers";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { CONSENT_COOKIE, parseConsent } from "@/components/consent/consent";
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
import { isPreviewing } from "@/server/http/preview-mode";
import { getSessionProfile } from "@/server/services/auth/get-session-profile";
import { loadSiteContent } from "@/server/services/content/load-site-content";
import { showsMaintenance } from "@/server/services/content/site-mode";
import "./globals.css";

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env().APP_URL),
    title: "Littlerobe",
    description: "Rent baby and children's clothing on a subscription.",
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection(); // settings are read per request, never at build time
  // Drafts need the preview cookie and a staff session, on every request.
  const preview = await isPreviewing();
  const [{ settings, popups }, profile, cookieStore] = await Promise.all([
    loadSiteContent(preview),
    getSessionProfile(),
    cookies(),
  ]);

  if (showsMaintenance(settings, { preview, isStaff: profile?.isAdmin === true })) {
    return (
      <html lang="en-GB">
        <body>
          <MaintenancePage contactEmail={settings.contactEmail} />
        </body>
      </html>
    );
  }

  const site: SiteContext = {
    profile,
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
        <ConsentProvider initial={parseConsent(cookieStore.get(CONSENT_COOKIE)?.value)}>
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
