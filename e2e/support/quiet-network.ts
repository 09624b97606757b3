import type { Page, Request } from "./shop-test";

/**
 * Keeps the page's requests that `counts` accepts while they are in flight, from now on until
 * `stop()`: what a test waits on before it measures or moves a held clock on.
 */
export function watchRequests(page: Page, counts: (request: Request) => boolean) {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (!counts(request)) return;
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
    open: () => open.size,
    urls: () => [...open].map((request) => request.url()),
    msSinceLastChange: () => Date.now() - lastChange,
    stop() {
      page.off("request", started);
      page.off("requestfinished", ended);
      page.off("requestfailed", ended);
    },
  };
}

const isPrefetch = (request: Request) => request.headers()["next-router-prefetch"] === "1";

/**
 * Watches a page's requests from now on; `quiet()` resolves once none but the router's prefetches
 * has been in flight for `quietMs`. Playwright's 'networkidle' waits for prefetches too, and
 * Next.js leaves some of their answers unread: on a product page a signed-in member's header links
 * are prefetched twice, and the second answers stay open until the browser drops them about 23 s
 * later (Next.js 16, vercel/next.js#96801; bench/README.md, "Nineteenth session").
 */
export function watchNetwork(page: Page) {
  const requests = watchRequests(page, (request) => !isPrefetch(request));
  return {
    async quiet(quietMs = 500, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      try {
        while (requests.open() > 0 || requests.msSinceLastChange() < quietMs) {
          if (Date.now() > deadline)
            throw new Error(`requests still open: ${requests.urls().join(", ")}`);
          await page.waitForTimeout(50);
        }
      } finally {
        requests.stop();
      }
    },
  };
}
