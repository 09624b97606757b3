import Link from "next/link";
import { ADMIN_SECTIONS } from "@/components/admin/admin-nav";
import { requireStaffPage } from "@/server/http/staff-page";

export default async function AdminHome() {
  await requireStaffPage();
  return (
    <section>
      <h1>Dashboard</h1>
      <ul>
        {ADMIN_SECTIONS.slice(1).map((section) => (
          <li key={section.href}>
            <Link href={section.href}>{section.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
