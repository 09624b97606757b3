import Link from "next/link";
import type { Settings } from "@/domain/content/settings";

// Plain footer until the full one lands (issue #3).
export function SiteFooter({ settings }: { settings: Settings }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <span>{settings.copyright}</span>
        <Link href="/terms">Terms &amp; Conditions</Link>
      </div>
    </footer>
  );
}
