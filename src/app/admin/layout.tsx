import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { AdminMenu } from "@/components/admin/admin-menu";
import { requireStaffPage } from "@/server/http/staff-page";
import "./admin.css";

// The back office is per request and blocks on the staff check (no static shell is sent first),
// so a refused visitor gets a real 404 status, not a 200 page that later shows 'Page not found'.
export const instant = false;

export const metadata: Metadata = {
  title: "Back office · Littlerobe",
  robots: { index: false, follow: false },
};

/**
 * The back office's frame: no shop header, popups or maintenance page, so staff can work (and
 * switch maintenance mode off) whatever the shop shows. It checks the caller before anything is
 * sent; every page checks again (a layout is kept across client navigations), and every action is a
 * staff-only route under /api/staff.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireStaffPage();
  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-header">
        <Link href="/admin" className="admin-brand">
          Littlerobe back office
        </Link>
        <Link href="/">Back to the shop</Link>
      </header>
      <div className="admin-body">
        <AdminMenu />
        <main id="admin-main" className="admin-main">
          {children}
        </main>
      </div>
    </div>
  );
}
