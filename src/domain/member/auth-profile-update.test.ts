import { describe, expect, it } from "vitest";
import { isAuthProfileUpdate } from "./auth-profile-update";

describe("the auth library's update-user body", () => {
  it("takes a name as text, an image or none, and other fields for the library to judge", () => {
    expect(isAuthProfileUpdate({ name: "Rosie" })).toBe(true);
    expect(isAuthProfileUpdate({ image: null })).toBe(true);
    expect(isAuthProfileUpdate({ image: "https://example.com/a.png" })).toBe(true);
    expect(isAuthProfileUpdate({})).toBe(true);
    expect(isAuthProfileUpdate(undefined)).toBe(true);
    expect(isAuthProfileUpdate({ other: 1 })).toBe(true);
  });

  it("refuses a name that is not text (it would fail the account's not-null column)", () => {
    expect(isAuthProfileUpdate({ name: null })).toBe(false);
    expect(isAuthProfileUpdate({ name: 5 })).toBe(false);
    expect(isAuthProfileUpdate({ image: 5 })).toBe(false);
    expect(isAuthProfileUpdate([])).toBe(false);
  });
});
