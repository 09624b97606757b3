import type { Metadata } from "next";
import { draftMode } from "next/headers";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ModalRoot } from "@/components/modal/modal-root";
import { ShopProvider } from "@/components/shop-state/shop-provider";
import type { SiteContext } from "@/components/shop-state/site-context";
import { env } from "@/config/env";
import { getSessionProfile } from "@/server/services/auth/get-session-profile";
import { loadSiteContent } from "@/server/services/content/load-site-content";
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
  const preview = (await draftMode()).isEnabled;
  const [{ settings }, profile] = await Promise.all([loadSiteContent(preview), getSessionProfile()]);
  const site: SiteContext = {
    profile,
    subscriptionOptions: settings.subscriptionOptions,
    headerMenu: settings.headerMenu,
    preview,
  };
  return (
    <html lang="en-GB">
      <body>
        <ShopProvider site={site}>
          <SiteHeader />
          <main>{children}</main>
          <SiteFooter settings={settings} />
          <ModalRoot />
        </ShopProvider>
      </body>
    </html>
  );
}
