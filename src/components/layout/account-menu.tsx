"use client";

import Link from "next/link";
import { useId, useRef, useState } from "react";
import { HintText, shownIf } from "@/components/shop-state/first-paint";
import { greeting } from "@/domain/member/member-state";

/**
 * The signed-in member's greeting and its dropdown: 'My account' and 'Logout' (spec 2.3).
 * A native popover (issue 24): the button toggles the list (`popovertarget`); the browser closes it
 * on a click outside and on Escape, which gives focus back to the button.
 */
export function AccountMenu({
  firstName,
  onLogout,
}: {
  firstName: string | null;
  onLogout(): void;
}) {
  const [open, setOpen] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const close = () => {
    if (listRef.current?.matches(":popover-open")) listRef.current.hidePopover();
  };

  return (
    <div className="account-menu">
      <button
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        popoverTarget={listId}
      >
        {greeting(firstName)}
        <span aria-hidden="true" className="account-menu__caret">
          ▾
        </span>
      </button>
      <ul
        ref={listRef}
        id={listId}
        className="account-menu__list"
        popover="auto"
        onToggle={(event) => setOpen(event.newState === "open")}
      >
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
      </ul>
    </div>
  );
}

/**
 * The greeting's place until the browser knows who is browsing (issue 26): the member's greeting
 * as the stored hint names it (the same box as the menu's button), else 'Login'; both disabled.
 */
export function PendingAccountMenu({ login }: { login: string }) {
  return (
    <>
      <button
        type="button"
        className="site-header__action site-header__pending"
        disabled
        {...shownIf("guest")}
      >
        {login}
      </button>
      <div className="account-menu" {...shownIf("member")}>
        <button type="button" className="account-menu__button" disabled>
          {/* The greeting is CSS-drawn text, which has no accessible name; this keeps the button named. */}
          <span className="visually-hidden">Account</span>
          <HintText name="greeting" />
          <span aria-hidden="true" className="account-menu__caret">
            ▾
          </span>
        </button>
      </div>
    </>
  );
}
