import { describe, expect, it } from "vitest";
import { isDismissalFresh, POPUP_DISMISSED_FOR_MS } from "./popup-storage";

describe("remembering a closed guest popup", () => {
  const now = Date.UTC(2025, 5, 1);

  it("keeps the popup away for 30 days after it was closed or used", () => {
    expect(isDismissalFresh(String(now - 1000), now)).toBe(true);
    expect(isDismissalFresh(String(now - POPUP_DISMISSED_FOR_MS + 1), now)).toBe(true);
    expect(isDismissalFresh(String(now - POPUP_DISMISSED_FOR_MS), now)).toBe(false);
  });

  it("shows it when nothing is stored, and treats an unreadable value as just dismissed", () => {
    expect(isDismissalFresh(null, now)).toBe(false);
    expect(isDismissalFresh("yes", now)).toBe(true);
  });
});
