/**
 * An e-mail's HTML part as a phone shows it (decision 066): in a sandboxed frame (no script, no
 * form, no navigation of the back office, an origin of its own), drawn from `srcdoc`, so nothing
 * is fetched and the page's own Content-Security-Policy still applies inside it.
 */
export function EmailFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      className="admin-email-frame"
      sandbox=""
      srcDoc={html}
      title={title}
      data-testid="email-html"
    />
  );
}
