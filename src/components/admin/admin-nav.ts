/** The back office's sections, in the order of the side menu. */
export const ADMIN_SECTIONS = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/deliveries", label: "Deliveries" },
  { href: "/admin/returns", label: "Returns" },
  { href: "/admin/garments", label: "Garments" },
  { href: "/admin/statistics", label: "Statistics" },
  { href: "/admin/products", label: "Catalogue" },
  { href: "/admin/content", label: "Content" },
  { href: "/admin/gift-orders", label: "Gift orders" },
  { href: "/admin/referrals", label: "Referrals" },
  { href: "/admin/mailing-lists", label: "Mailing lists" },
  { href: "/admin/sync-log", label: "Sync log" },
  { href: "/admin/outbox", label: "Outbox" },
  { href: "/admin/emails", label: "E-mails" },
  { href: "/admin/messages", label: "Contact messages" },
  { href: "/admin/members", label: "Members" },
] as const;
