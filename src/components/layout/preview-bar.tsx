/** Shown on every page while a staff member previews drafts (spec 7.5). */
export function PreviewBar() {
  return (
    <div className="preview-bar" role="status">
      <span>Preview mode</span>
      <span aria-hidden="true"> — </span>
      {/* A plain link: exiting reloads the page from the server without drafts. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler, not a page */}
      <a href="/api/exit-preview">Exit preview</a>
    </div>
  );
}
