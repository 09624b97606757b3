/**
 * Whether the maintenance page replaces the site (spec 2.2). Decision: a staff member in preview
 * mode still sees the site, so content can be checked before maintenance is switched off; both
 * conditions are required because the preview cookie outlives a staff sign-out.
 */
export function showsMaintenance(
  settings: { maintenancemode: boolean },
  viewer: { preview: boolean; isStaff: boolean },
): boolean {
  return settings.maintenancemode && !(viewer.preview && viewer.isStaff);
}
