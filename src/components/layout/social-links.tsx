import type { NewsletterBlock } from "@/domain/content/settings";

const KINDS = [
  { key: "photoSharing", fallback: "Photo sharing" },
  { key: "shortVideo", fallback: "Short video" },
  { key: "socialNetwork", fallback: "Social network" },
] as const;

/** 'https://www.instagram.com/littlerobe' → 'Instagram'; the kind's name when the url is unreadable. */
export function socialLabel(url: string, fallback: string): string {
  try {
    const host = new URL(url).hostname.replace(/^www\./, "");
    const name = host.split(".")[0] ?? "";
    return name ? name.charAt(0).toUpperCase() + name.slice(1) : fallback;
  } catch {
    return fallback;
  }
}

/** The photo-sharing, short-video and social-network profiles from settings (spec 2.5, 2.7). */
export function SocialLinks({
  social,
  className,
}: {
  social: NewsletterBlock["social"];
  className?: string;
}) {
  const links = KINDS.flatMap((kind) => {
    const url = social[kind.key];
    return url ? [{ key: kind.key, url, label: socialLabel(url, kind.fallback) }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={["social-links", className].filter(Boolean).join(" ")}>
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" data-kind={link.key}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
