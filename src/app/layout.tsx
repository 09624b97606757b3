import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { Logo } from "@/components/logo";
import { env } from "@/config/env";
import "./globals.css";

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env().APP_URL),
    title: "Littlerobe",
    description: "Rent baby and children's clothing on a subscription.",
  };
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body>
        <header className="site-header">
          <div className="site-header__inner">
            <Link href="/collection">Shop now</Link>
            <Link href="/" aria-label="Littlerobe home">
              <Logo size={44} />
            </Link>
            <Link href="/account">My account</Link>
          </div>
        </header>
        <main>{children}</main>
        <footer className="site-footer">
          <div className="site-footer__inner">
            <span>© Littlerobe</span>
            <Link href="/terms">Terms &amp; Conditions</Link>
          </div>
        </footer>
      </body>
    </html>
  );
}
