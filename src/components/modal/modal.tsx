"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, type ReactNode } from "react";

export interface ModalProps {
  title?: string;
  /** Wide, with an image beside the content. */
  withImage?: boolean;
  /** The basket summary: the close button reads 'Close'. */
  basket?: boolean;
  /** Covers the page; closing it goes to /. */
  fullScreen?: boolean;
  onClose(): void;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The overlay of spec 2.6: a click outside closes it, Escape closes it, focus stays inside while it
 * is open and returns to where it was when it closes.
 */
export function Modal({ title, withImage, basket, fullScreen, onClose, children }: ModalProps) {
  const router = useRouter();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const close = () => {
    onClose();
    if (fullScreen) router.push("/");
  };
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== "Tab" || !dialog) return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusable.length === 0) return;
      const firstEl = focusable[0]!;
      const lastEl = focusable[focusable.length - 1]!;
      if (event.shiftKey && document.activeElement === firstEl) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && document.activeElement === lastEl) {
        event.preventDefault();
        firstEl.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      previouslyFocused?.focus?.();
    };
  }, []);

  const className = [
    "modal",
    withImage && "modal--with-image",
    basket && "modal--basket",
    fullScreen && "modal--full-screen",
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <div
      className="modal-overlay"
      data-testid="modal-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={dialogRef}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : "Dialog"}
        tabIndex={-1}
      >
        <button
          type="button"
          className="modal__close"
          onClick={close}
          aria-label={basket ? undefined : "Close dialog"}
        >
          {basket ? "Close" : "×"}
        </button>
        {title && (
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
        )}
        {children}
      </div>
    </div>
  );
}
