/**
 * Whether the maintenance page replaces the site (spec 2.2). Decision: staff in preview mode (the
 * preview cookie backed by a staff session, checked on every request) still see the site, so
 * content can be checked before maintenance is switched off; everyone else gets the same
 * maintenance page, which is shared and cached like any other (issue 8).
 */
export function showsMaintenance(
  settings: { maintenancemode: boolean },
  viewer: { preview: boolean },
): boolean {
  return settings.maintenancemode && !viewer.preview;
}
