"use client";

import Link from "next/link";
import { useState } from "react";
import { Logo } from "@/components/logo";
import { HintText } from "@/components/shop-state/first-paint";
import { useShop } from "@/components/shop-state/shop-provider";
import { AccountMenu, PendingAccountMenu } from "./account-menu";
import { BurgerMenu, SITE_MENU_ID } from "./burger-menu";
import { BurgerIcon, HeartIcon } from "./icons";
import { HeaderSearch } from "./search-box";
import { useHideOnScroll } from "./use-hide-on-scroll";

/** Below this scroll position the header always shows. */
const HEADER_REVEAL_ZONE_PX = 120;

/**
 * The sticky header of spec 2.3: burger and 'shop now' on the left, the logo in the centre, the
 * greeting or login label, favourites and the cart label on the right. It hides while the page
 * scrolls down and comes back on scrolling up (never while its menu is open or it holds focus).
 */
export function SiteHeader() {
  const { headerMenu, cart, hydrated, openModal, profile, sessionKnown } = useShop();
  const [menuOpen, setMenuOpen] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const scrolledAway = useHideOnScroll(HEADER_REVEAL_ZONE_PX);
  const hidden = scrolledAway && !menuOpen && !focusInside;

  const openLogin = () => openModal({ kind: "login" });
  // The auth client loads only when someone logs out.
  const logout = () =>
    void import("@/components/auth/auth-client").then((m) => m.signOutAndGoHome());

  return (
    <header
      className={`site-header${hidden ? " site-header--hidden" : ""}`}
      data-hidden={hidden ? "true" : "false"}
      // Keyboard focus keeps it in view; a mouse click leaves focus behind and must not pin it.
      onFocus={(event) => setFocusInside((event.target as HTMLElement).matches(":focus-visible"))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setFocusInside(false);
      }}
    >
      <div className="site-header__inner">
        <div className="site-header__left">
          <button
            type="button"
            className="site-header__burger"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={SITE_MENU_ID}
            popoverTarget={SITE_MENU_ID}
          >
            <BurgerIcon open={menuOpen} />
          </button>
          <Link href="/collection" className="site-header__shop">
            {headerMenu.shop}
          </Link>
        </div>
        <Link href="/" className="site-header__logo" aria-label="Littlerobe home">
          <Logo size={44} />
        </Link>
        <div className="site-header__right">
          <HeaderSearch />
          {profile ? (
            <AccountMenu firstName={profile.firstName} onLogout={logout} />
          ) : !sessionKnown ? (
            // Holds the place (no jump) until the browser knows who is browsing: the greeting
            // for a member the stored hint names (issue 26), else 'Login'.
            <PendingAccountMenu login={headerMenu.login} />
          ) : (
            <button type="button" className="site-header__action" onClick={openLogin}>
              {headerMenu.login}
            </button>
          )}
          <Link href="/account" className="site-header__icon" aria-label="Favourites">
            <HeartIcon />
          </Link>
          <button
            type="button"
            className="site-header__action site-header__cart"
            onClick={() => openModal({ kind: "basket" })}
          >
            {/* One span, so the button's name is its words whole ('Wardrobe (2)'): a flex button
                spaces its children apart. On a phone the words shrink to nothing and the count
                shows on the icon (globals.css, decision 062). */}
            <span>
              <span className="site-header__label">{headerMenu.cart} (</span>
              <span className="site-header__count">
                {hydrated ? cart.length : <HintText name="wardrobe" />}
              </span>
              <span className="site-header__label">)</span>
            </span>
          </button>
        </div>
      </div>
      <BurgerMenu
        open={menuOpen}
        signedIn={profile !== null}
        onToggle={setMenuOpen}
        onLogin={openLogin}
        onLogout={logout}
      />
    </header>
  );
}
