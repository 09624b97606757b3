import { describe, expect, it } from "vitest";
import { showsMaintenance } from "./site-mode";

// `preview` is isPreviewing(): the preview cookie AND a staff session (tests/integration/preview.test.ts
// shows a cookie alone is not enough).
describe("maintenance mode decision (spec 2.2)", () => {
  const on = { maintenancemode: true };
  const off = { maintenancemode: false };

  it("replaces the site for every visitor while the flag is on", () => {
    expect(showsMaintenance(on, { preview: false })).toBe(true);
  });

  it("lets staff in preview mode see the site", () => {
    expect(showsMaintenance(on, { preview: true })).toBe(false);
  });

  it("never shows while the flag is off", () => {
    for (const preview of [false, true]) expect(showsMaintenance(off, { preview })).toBe(false);
  });
});
