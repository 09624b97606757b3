import { describe, expect, it } from "vitest";
import { showsMaintenance } from "./site-mode";

describe("maintenance mode decision (spec 2.2)", () => {
  const on = { maintenancemode: true };
  const off = { maintenancemode: false };

  it("replaces the site for every visitor while the flag is on", () => {
    expect(showsMaintenance(on, { preview: false, isStaff: false })).toBe(true);
    expect(showsMaintenance(on, { preview: false, isStaff: true })).toBe(true);
    // A preview cookie left behind after a staff sign-out does not bypass it.
    expect(showsMaintenance(on, { preview: true, isStaff: false })).toBe(true);
  });

  it("lets staff in preview mode see the site", () => {
    expect(showsMaintenance(on, { preview: true, isStaff: true })).toBe(false);
  });

  it("never shows while the flag is off", () => {
    for (const preview of [false, true])
      for (const isStaff of [false, true])
        expect(showsMaintenance(off, { preview, isStaff })).toBe(false);
  });
});
