/**
 * One thin line above every page of a demo shop (DEMO_SHOP=true, or the payment sandbox): it is
 * drawn by the server with the page, so nothing moves when it loads, and it depends on
 * configuration only, so cached pages stay cached.
 */
export function DemoNotice() {
  return (
    <aside className="demo-notice" aria-label="Demo shop">
      Demo shop: no real payment is taken.
    </aside>
  );
}
