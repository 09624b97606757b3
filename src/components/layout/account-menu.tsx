"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { greeting } from "@/domain/member/member-state";

/**
 * The signed-in member's greeting and its dropdown: 'My account' and 'Logout' (spec 2.3).
 * A disclosure: the button toggles the list; a click outside or Escape closes it.
 */
export function AccountMenu({
  firstName,
  onLogout,
}: {
  firstName: string | null;
  onLogout(): void;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {greeting(firstName)}
        <span aria-hidden="true" className="account-menu__caret">
          ▾
        </span>
      </button>
      <ul id={listId} className="account-menu__list" hidden={!open}>
        <li>
          <Link href="/account" onClick={() => setOpen(false)}>
            My account
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="site-menu__button"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
