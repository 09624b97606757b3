import type { Page, Request } from "./shop-test";

const isPrefetch = (request: Request) => request.headers()["next-router-prefetch"] === "1";

/**
 * Watches a page's requests from now on; `quiet()` resolves once none but the router's prefetches
 * has been in flight for `quietMs`. Playwright's 'networkidle' waits for prefetches too, and
 * Next.js leaves some of their answers unread: on a product page a signed-in member's header links
 * are prefetched twice, and the second answers stay open until the browser drops them about 23 s
 * later (Next.js 16, vercel/next.js#96801; bench/README.md, "Nineteenth session").
 */
export function watchNetwork(page: Page) {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (isPrefetch(request)) return;
    open.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    async quiet(quietMs = 500, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (open.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`requests still open: ${[...open].map((r) => r.url()).join(", ")}`);
        await page.waitForTimeout(50);
      }
      page.off("request", started);
      page.off("requestfinished", ended);
      page.off("requestfailed", ended);
    },
  };
}
