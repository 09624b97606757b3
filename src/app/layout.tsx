import type { Metadata } from "next";
import type { ReactNode } from "react";
import { env } from "@/config/env";
import "./globals.css";

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env().APP_URL),
    title: "Littlerobe",
    description: "Rent baby and children's clothing on a subscription.",
  };
}

/** The document only: the shop's pages are framed by (shop)/layout.tsx, the back office by admin/. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The shop's early consent check marks <html> before React hydrates it (shop-frame.tsx).
    <html lang="en-GB" suppressHydrationWarning>
      <body>{children}</body>
    </html>
  );
}
