import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Modal } from "./modal";

// The App Router is not mounted in a component test: what the modal asks of it is recorded.
const pushed: string[] = [];
vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: (to: string) => pushed.push(to) }),
}));

afterEach(() => {
  cleanup();
  pushed.length = 0;
});

function open(props: { basket?: boolean; fullScreen?: boolean } = {}) {
  const onClose = vi.fn();
  render(
    <Modal title="Log in" onClose={onClose} {...props}>
      <p>Welcome back.</p>
      <button type="button">Continue</button>
    </Modal>,
  );
  return onClose;
}

/** A press on the dialog element outside its box: on its ::backdrop, the overlay. */
function pressBackdrop(dialog: HTMLElement) {
  const box = dialog.getBoundingClientRect();
  fireEvent.mouseDown(dialog, { clientX: box.right + 5, clientY: box.bottom + 5 });
}

/** The browser's Escape on a modal dialog: a cancelable 'cancel' event. */
function pressEscape(dialog: HTMLElement): Event {
  const cancel = new Event("cancel", { cancelable: true });
  fireEvent(dialog, cancel);
  return cancel;
}

describe("Modal (spec 2.6)", () => {
  it("opens as a native modal dialog named by its title", () => {
    open();
    const dialog = screen.getByRole("dialog", { name: "Log in" });
    expect(dialog.tagName).toBe("DIALOG");
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it("closes on a press outside it, not on a press inside it, and stays on the page", () => {
    const onClose = open();
    const dialog = screen.getByRole("dialog", { name: "Log in" });
    fireEvent.mouseDown(screen.getByText("Welcome back."));
    const box = dialog.getBoundingClientRect();
    fireEvent.mouseDown(dialog, { clientX: box.left, clientY: box.top }); // its own padding
    expect(onClose).not.toHaveBeenCalled();
    pressBackdrop(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(pushed).toEqual([]);
  });

  it("leaves Escape to its owner: the browser's own close is refused and onClose is called", () => {
    const onClose = open();
    const cancel = pressEscape(screen.getByRole("dialog", { name: "Log in" }));
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("labels its close button 'Close' in basket mode", () => {
    const onClose = open({ basket: true });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("goes to / when a full-screen modal is closed, whichever way", () => {
    const onClose = open({ fullScreen: true });
    expect(screen.getByRole("dialog", { name: "Log in" }).className).toContain(
      "modal--full-screen",
    );
    const dialog = screen.getByRole("dialog", { name: "Log in" });
    fireEvent.click(screen.getByRole("button", { name: "Close dialog" }));
    pressBackdrop(dialog);
    pressEscape(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(pushed).toEqual(["/", "/", "/"]);
  });
});
