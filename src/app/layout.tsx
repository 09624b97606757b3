import type { Metadata } from "next";
import type { ReactNode } from "react";
import { env, showsDemoShopNotice } from "@/config/env";
import { DemoNotice } from "@/components/layout/demo-notice";
import "./globals.css";

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env().APP_URL),
    title: "Littlerobe",
    description: "Rent baby and children's clothing on a subscription.",
  };
}

/**
 * The document, and a demo shop's notice above every page (it depends on settings only, so shared
 * pages stay cached): the shop's pages are framed by (shop)/layout.tsx, the back office by admin/.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The shop's early consent check marks <html> before React hydrates it (shop-frame.tsx).
    <html lang="en-GB" suppressHydrationWarning>
      <body>
        {showsDemoShopNotice() && <DemoNotice />}
        {children}
      </body>
    </html>
  );
}
