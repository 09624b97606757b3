"use client";

import Link from "next/link";
import { useRef } from "react";
import { MENU_LINKS_AFTER_ACCOUNT, MENU_LINKS_BEFORE_ACCOUNT } from "./site-menu-items";

export const SITE_MENU_ID = "site-menu";

interface BurgerMenuProps {
  open: boolean;
  signedIn: boolean;
  /** The panel opened or closed (by the burger, Escape, a click outside or one of its links). */
  onToggle(open: boolean): void;
  onLogin(): void;
  onLogout(): void;
}

/**
 * The burger menu panel (spec 2.3), a native popover (issue 24) that the burger opens and closes
 * (`popovertarget`). The browser closes it on a click outside it or on its overlay ("light dismiss")
 * and on Escape, which gives focus back to the burger; following one of its links closes it too.
 * Opening moves focus to its first link.
 */
export function BurgerMenu({ open, signedIn, onToggle, onLogin, onLogout }: BurgerMenuProps) {
  const panelRef = useRef<HTMLElement>(null);

  const close = () => {
    if (panelRef.current?.matches(":popover-open")) panelRef.current.hidePopover();
  };
  return (
    <>
      {open && (
        <div className="site-menu__overlay" data-testid="site-menu-overlay" aria-hidden="true" />
      )}
      <nav
        id={SITE_MENU_ID}
        ref={panelRef}
        className="site-menu"
        aria-label="Menu"
        popover="auto"
        onToggle={(event) => {
          const opened = event.newState === "open";
          onToggle(opened);
          if (opened) panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
        }}
      >
        <ul className="site-menu__list">
          {MENU_LINKS_BEFORE_ACCOUNT.map((item) => (
            <li key={item.href}>
              <Link href={item.href} onClick={close}>
                {item.label}
              </Link>
            </li>
          ))}
          {signedIn ? (
            <>
              <li>
                <Link href="/account" onClick={close}>
                  My account
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className="site-menu__button"
                  onClick={() => {
                    close();
                    onLogout();
                  }}
                >
                  Logout
                </button>
              </li>
            </>
          ) : (
            <li>
              <button
                type="button"
                className="site-menu__button"
                onClick={() => {
                  close();
                  onLogin();
                }}
              >
                Login
              </button>
            </li>
          )}
          {MENU_LINKS_AFTER_ACCOUNT.map((item) => (
            <li key={item.href}>
              <Link href={item.href} onClick={close}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
