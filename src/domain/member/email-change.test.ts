import { describe, expect, it } from "vitest";
import {
  EMAIL_CHANGE_CALLBACK,
  emailChangePendingMessage,
  emailChangeResultMessage,
} from "./email-change";

describe("what a member is told about a change of e-mail", () => {
  it("names the new address while the link is unopened", () => {
    expect(emailChangePendingMessage("new@example.com")).toBe(
      "We've sent a link to new@example.com — your e-mail changes when you open it.",
    );
  });

  it("says how the opened link went, and nothing for anything else in the query", () => {
    expect(new URL(EMAIL_CHANGE_CALLBACK, "http://shop").searchParams.get("email_change")).toBe(
      "done",
    );
    expect(emailChangeResultMessage("done")).toBe("Your e-mail address has been changed.");
    expect(emailChangeResultMessage("taken")).toBe(
      "That e-mail address now belongs to another account, so yours has not changed.",
    );
    expect(emailChangeResultMessage(null)).toBeNull();
    expect(emailChangeResultMessage("<script>")).toBeNull();
  });
});
