"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from "react";

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

/** Whether a press on the dialog element itself fell on its ::backdrop, outside its box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * The overlay of spec 2.6, a native modal `<dialog>` (issue 24): the browser keeps focus inside it
 * and makes the page behind it inert, and its ::backdrop is the overlay. A press outside the box
 * closes it, and so does Escape (the dialog's cancel), through `onClose`, so the owner decides when
 * it goes (a popup fades first). Focus returns to where it was when it closes.
 */
export function Modal({ title, withImage, basket, fullScreen, onClose, children }: ModalProps) {
  const router = useRouter();
  const dialogRef = useRef<HTMLDialogElement>(null);
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
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      // React removes the element rather than closing it, so focus is given back here.
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
    <dialog
      ref={dialogRef}
      className={className}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : "Dialog"}
      onCancel={(event) => {
        // Escape: the owner closes it (and may fade it out first).
        event.preventDefault();
        closeRef.current();
      }}
      onClose={() => {
        // Closed by the browser all the same (a second Escape cannot be refused): tell the owner.
        closeRef.current();
      }}
      onMouseDown={(event) => {
        if (onBackdrop(event)) close();
      }}
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
    </dialog>
  );
}
