"use client";

import Link from "next/link";
import { useConsent } from "@/components/consent/consent-provider";
import { footerAction, isDesktopWidth, type FooterLinkItem } from "@/domain/content/links";
import type { NewsletterBlock } from "@/domain/content/settings";
import { SocialLinks } from "./social-links";
import { useFooterViewportWidth } from "./use-desktop-width";

export interface SiteFooterProps {
  items: FooterLinkItem[];
  copyright: string;
  rightSideText: string;
  social: NewsletterBlock["social"];
}

/**
 * The footer of spec 2.5. Each settings item maps through footerAction() at the live viewport
 * width (desktop prefers the url over the uid); a cookie-policy item reopens the consent preferences.
 */
export function SiteFooter({ items, copyright, rightSideText, social }: SiteFooterProps) {
  const width = useFooterViewportWidth();
  const { openPreferences } = useConsent();
  const entries = items.flatMap((item, index) => {
    const action = footerAction(item, width);
    return action ? [{ key: `${index}-${item.itemName}`, itemName: item.itemName, action }] : [];
  });

  return (
    // data-layout tells which mapping is live (tests and support staff can see it).
    <footer className="site-footer" data-layout={isDesktopWidth(width) ? "desktop" : "mobile"}>
      <div className="site-footer__inner">
        <nav aria-label="Footer" className="site-footer__nav">
          <ul className="site-footer__links">
            {entries.map(({ key, itemName, action }) => (
              <li key={key}>
                {action.kind === "consent" ? (
                  <button type="button" className="link-button" onClick={openPreferences}>
                    {itemName}
                  </button>
                ) : (
                  <Link href={action.href}>{itemName}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__social">
          <SocialLinks social={social} />
        </div>
        <div className="site-footer__legal">
          {copyright && <p>{copyright}</p>}
          {rightSideText && <p>{rightSideText}</p>}
          <p className="site-footer__credits">
            Design by Littlerobe Studio · Built by the Littlerobe engineering team
          </p>
        </div>
      </div>
    </footer>
  );
}
