import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AccountMenu, PendingAccountMenu } from "./account-menu";

afterEach(cleanup);

describe("the header's account button", () => {
  it("is named while the greeting is still a first-paint placeholder (its text is drawn by CSS)", () => {
    render(<PendingAccountMenu login="Login" />);
    // Both the guest and the member placeholder are buttons a screen reader can name.
    expect(screen.getByRole("button", { name: "Login" })).toBeDefined();
    expect(screen.getByRole("button", { name: "Account" })).toBeDefined();
  });

  it("greets the member by name once the session answers", () => {
    render(<AccountMenu firstName="Jane" onLogout={() => {}} />);
    expect(screen.getByRole("button", { name: /Jane/ })).toBeDefined();
  });
});
