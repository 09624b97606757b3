"use client";

import Link from "next/link";
import { useEffect, useRef, type RefObject } from "react";
import { MENU_LINKS_AFTER_ACCOUNT, MENU_LINKS_BEFORE_ACCOUNT } from "./site-menu-items";

export const SITE_MENU_ID = "site-menu";

interface BurgerMenuProps {
  open: boolean;
  signedIn: boolean;
  burgerRef: RefObject<HTMLButtonElement | null>;
  onClose(options?: { restoreFocus?: boolean }): void;
  onLogin(): void;
  onLogout(): void;
}

/**
 * The burger menu panel (spec 2.3). A click outside it or on its overlay closes it, and so do
 * Escape and following one of its links. Opening moves focus to its first link.
 */
export function BurgerMenu({
  open,
  signedIn,
  burgerRef,
  onClose,
  onLogin,
  onLogout,
}: BurgerMenuProps) {
  const panelRef = useRef<HTMLElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || burgerRef.current?.contains(target)) return;
      onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      onCloseRef.current({ restoreFocus: true });
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, burgerRef]);

  const close = () => onClose();
  return (
    <>
      {open && (
        <div className="site-menu__overlay" data-testid="site-menu-overlay" aria-hidden="true" />
      )}
      <nav id={SITE_MENU_ID} ref={panelRef} className="site-menu" aria-label="Menu" hidden={!open}>
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
