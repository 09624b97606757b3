"use client";

import Link from "next/link";
import { Logo } from "@/components/logo";
import { useShop } from "@/components/shop-state/shop-provider";

// Plain header until the full one lands (issue #3).
export function SiteHeader() {
  const { headerMenu, cart, openModal } = useShop();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/collection">{headerMenu.shop}</Link>
        <Link href="/" aria-label="Littlerobe home">
          <Logo size={44} />
        </Link>
        <button type="button" className="link-button" onClick={() => openModal({ kind: "basket" })}>
          {headerMenu.cart} ({cart.length})
        </button>
      </div>
    </header>
  );
}
