"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { ADMIN_SECTIONS } from "./admin-nav";

/** The side menu; the current section is marked for screen readers too. */
export function AdminMenu() {
  const path = usePathname();
  const current = (href: string) =>
    href === "/admin" ? path === "/admin" : path === href || path.startsWith(`${href}/`);
  return (
    <nav className="admin-menu" aria-label="Back office">
      <ul>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.href}>
            <Link href={section.href} aria-current={current(section.href) ? "page" : undefined}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
