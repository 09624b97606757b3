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

describe("Modal (spec 2.6)", () => {
  it("closes on a click outside it, not on a click inside it, and stays on the page", () => {
    const onClose = open();
    fireEvent.mouseDown(screen.getByText("Welcome back."));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByTestId("modal-overlay"));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(pushed).toEqual([]);
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
    fireEvent.click(screen.getByRole("button", { name: "Close dialog" }));
    fireEvent.mouseDown(screen.getByTestId("modal-overlay"));
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(pushed).toEqual(["/", "/", "/"]);
  });
});
