import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import PageError from "@/app/(shop)/error";
import GlobalError from "@/app/global-error";

const SECRET_TEXT = "select * from users where password = $1";

function serverError(digest?: string): Error {
  return Object.assign(new Error(SECRET_TEXT), digest ? { digest } : {});
}

afterEach(cleanup);

type Boundary = typeof PageError;

/** global-error.tsx is a whole document, so it is rendered as the document. */
function renderBoundary(Boundary: Boundary, error: unknown, retry: () => void = () => {}) {
  return Boundary === GlobalError
    ? render(<Boundary error={error} retry={retry} />, { container: document })
    : render(<Boundary error={error} retry={retry} />);
}

describe.each([
  ["a page's error boundary (error.tsx)", PageError],
  ["the root error boundary (global-error.tsx)", GlobalError],
])("%s", (_name, Boundary) => {
  it("says calmly that something went wrong, with a way back to the shop, and focuses its heading", () => {
    renderBoundary(Boundary, serverError("2597333656"));
    const heading = screen.getByRole("heading", { level: 1, name: "Sorry, something went wrong" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole("link", { name: "Back to the shop" }).getAttribute("href")).toBe(
      "/collection",
    );
  });

  it("shows the digest as the reference to quote, and never the error's own text", () => {
    renderBoundary(Boundary, serverError("2597333656"));
    expect(screen.getByTestId("error-reference").textContent).toBe("2597333656");
    expect(document.body.textContent).not.toContain("select *");
    expect(document.body.innerHTML).not.toContain("password");
  });

  it("shows no reference when there is none, or when it is not a plain id", () => {
    for (const error of [serverError(), serverError("<b>x</b>"), "a thrown string"]) {
      renderBoundary(Boundary, error);
      expect(screen.queryByTestId("error-reference")).toBeNull();
      expect(document.body.textContent).not.toContain("a thrown string");
      cleanup();
    }
  });
});

// One button for both boundaries (happy-dom does not deliver clicks to a root rendered as the document).
it("tries again when asked", () => {
  const retry = vi.fn();
  render(<PageError error={serverError()} retry={retry} />);
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(retry).toHaveBeenCalledOnce();
});
