#!/usr/bin/env node
// Lighthouse speed budgets (issues 13 and 14): `npm run bench:lighthouse`. See bench/README.md.
// Runs Lighthouse (the npm package, mobile settings: a mid-range phone on a slow 4G line, simulated)
// in Debian's Chromium against /, /collection, a product page and /checkout as a guest, and /account
// and /checkout signed in as the demo member with a full wardrobe (issue 26: as the member's own
// browser has them, its session, wardrobe and first-paint hint kept), and prints each category's
// score against its budget (the same for every page) and the previous run.
// Reported, never asserted: a missed budget does not fail the run; a page that does not load does.
//
// Options (environment): LH_URL (a shop already running; otherwise this script starts `npm start`
// on port 3197 with the demo shop in .test-data/lighthouse, building into .next-lighthouse when
// sources changed), LH_RUNS (runs per page, the median is kept; default 1), LH_PAGES=all (every
// other page too), LH_ONLY (e.g. "/account": only the pages whose path starts with one of these,
// comma-separated), LH_CATEGORIES (e.g. "accessibility"; default all four).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { cookieOf, waitForShop } from "./lib/shop.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

const PORT = 3197;
const RUNS = Number(process.env.LH_RUNS ?? 1);
// A partial run (LH_PAGES, LH_CATEGORIES) keeps its own results, beside the full run's.
const RUN_NAME =
  process.env.LH_PAGES || process.env.LH_ONLY || process.env.LH_CATEGORIES
    ? "lighthouse-partial"
    : "lighthouse";
const ONLY = process.env.LH_ONLY?.split(",").filter(Boolean);
const RESULTS = `bench/results/${RUN_NAME}-latest.json`;
const PREVIOUS = `bench/results/${RUN_NAME}-previous.json`;
// Issue 14's budgets (issue 13: accessibility 100 on every page).
const BUDGETS = { performance: 95, accessibility: 100, "best-practices": 95, seo: 95 };
// LH_CATEGORIES=accessibility measures only that (faster, e.g. with LH_PAGES=all).
const CATEGORIES = process.env.LH_CATEGORIES?.split(",") ?? Object.keys(BUDGETS);
const MEMBER = { email: "demo@littlerobe.co.uk", password: "littlerobe-demo" };
// The demo shop's blouse has 6 of this size: enough to fill the member's wardrobe (Subscription B).
const MEMBER_PRODUCT = {
  path: "/products/hedgehog-print-organic-cotton-blouse",
  size: /^3-6 months/,
};
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

async function startShop() {
  const base = `http://127.0.0.1:${PORT}`;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      APP_URL: base,
      DATA_DIR: ".test-data/lighthouse",
      NEXT_DIST_DIR: ".next-lighthouse",
      NEXT_TELEMETRY_DISABLED: "1",
      BETTER_AUTH_SECRET:
        process.env.BETTER_AUTH_SECRET ?? "lighthouse-only-secret-not-for-a-real-shop-0123",
    },
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForShop(child, base);
  return { base, child };
}

/**
 * The demo member as their own browser has them (issue 26): signed in within Chrome itself, its
 * wardrobe filled to the plan's limit on a product page, so its storage holds the wardrobe and the
 * first-paint hint. Lighthouse then measures their pages without clearing that storage.
 */
async function prepareMember(chrome, base) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${base}/`);
    const status = await page.evaluate(async (member) => {
      const response = await fetch("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(member),
      });
      return response.status;
    }, MEMBER);
    if (status !== 200) throw new Error(`Member sign-in in the browser: ${status}`);
    await page.goto(`${base}${MEMBER_PRODUCT.path}`);
    // The session has answered (the greeting's placeholder is disabled until then).
    await page.locator(".account-menu__button:not([disabled])").waitFor();
    await page.getByRole("radio", { name: MEMBER_PRODUCT.size }).check();
    const count = page.getByTestId("subscription-banner").getByRole("button", { name: /picked/ });
    for (let added = 0; added < 20; added++) {
      const before = await count.innerText();
      const [picked, limit] = before.match(/\d+/g).map(Number);
      if (picked >= limit) break;
      await page.getByRole("button", { name: "Add to wardrobe" }).click();
      // The banner's count moves once the piece is in.
      await page.waitForFunction(
        (was) =>
          [...document.querySelectorAll('[data-testid="subscription-banner"] button')].some(
            (button) => / picked$/.test(button.textContent) && button.textContent !== was,
          ),
        before,
      );
    }
    const wardrobe = await count.innerText();
    await page.close();
    return wardrobe;
  } finally {
    // Disconnects; the browser keeps its cookies and storage for Lighthouse.
    await browser.close();
  }
}

async function signIn(base) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(MEMBER),
  });
  if (!response.ok) throw new Error(`Sign-in: ${response.status} ${await response.text()}`);
  return cookieOf(response);
}

/** The first product the collection links to. */
async function firstProductPath(base) {
  const html = await (await fetch(`${base}/collection`)).text();
  const match = /href="(\/products\/[^"?#]+)"/.exec(html);
  if (!match) throw new Error("No product link on /collection.");
  return match[1];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse on one page; a member's page keeps the browser's storage (prepareMember). */
async function audit(chrome, url, member) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      // A guest's page starts from empty storage; a member's keeps their session and wardrobe.
      disableStorageReset: member,
    });
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    // The audits that cost points, per category (performance's are metrics, read from the table).
    const failing = CATEGORIES.filter((c) => c !== "performance").flatMap((category) =>
      lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    );
    runs.push({
      scores: Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ),
      metrics: {
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
        cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      },
      // The largest paint's element as Lighthouse saw it (e.g. a picture React drew again in the
      // browser lists its attributes in another order than the server's HTML).
      lcpElement:
        lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet ?? null,
      // What moved, when anything did (Lighthouse's 'layout-shifts' audit): the element and its score.
      shifts: (lhr.audits["layout-shifts"]?.details?.items ?? []).map((item) => ({
        score: Number((item.score ?? 0).toFixed(3)),
        element: item.node?.selector ?? item.node?.snippet ?? null,
      })),
      failingAudits: failing,
    });
  }
  const pick = (fn) => median(runs.map(fn));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, pick((r) => r.scores[c])])),
    metrics: {
      lcpMs: pick((r) => r.metrics.lcpMs),
      tbtMs: pick((r) => r.metrics.tbtMs),
      cls: pick((r) => r.metrics.cls),
    },
    failingAudits: [...new Set(runs.flatMap((r) => r.failingAudits))],
    runs: runs.map(({ scores, metrics, lcpElement, shifts }) => ({
      scores,
      metrics,
      lcpElement,
      ...(shifts.length > 0 ? { shifts } : {}),
    })),
  };
}

function printTable(results, previous) {
  const header = ["page", ...CATEGORIES.map((c) => `${c} (≥ ${BUDGETS[c]})`), "LCP", "TBT", "CLS"];
  const rows = results.map((r) => {
    const before = previous?.find((p) => p.page === r.page);
    const cells = CATEGORIES.map((c) => {
      const score = r.scores[c];
      const mark = score >= BUDGETS[c] ? "✓" : "✗";
      const was = before ? ` (was ${before.scores[c]})` : "";
      return `${score} ${mark}${was}`;
    });
    return [r.page, ...cells, `${r.metrics.lcpMs} ms`, `${r.metrics.tbtMs} ms`, `${r.metrics.cls}`];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
  for (const r of results)
    if (r.failingAudits.length > 0)
      console.log(`${r.page}: audits failing: ${r.failingAudits.join(", ")}`);
}

const shop = process.env.LH_URL
  ? { base: process.env.LH_URL.replace(/\/$/, "") }
  : await startShop();
let chrome;
try {
  const cookie = await signIn(shop.base);
  const pages = [
    { page: "/", path: "/" },
    { page: "/collection", path: "/collection" },
    { page: "a product page", path: await firstProductPath(shop.base) },
    { page: "/checkout", path: "/checkout" },
    { page: "/account (member)", path: "/account", cookie },
    { page: "/checkout (member)", path: "/checkout", cookie },
  ];
  // LH_PAGES=all: every other page of the shop too (issue 13: accessibility 100 on every page).
  if (process.env.LH_PAGES === "all")
    for (const other of [
      "/how-it-works",
      "/about",
      "/contact",
      "/gifting",
      "/size-guide",
      "/delivery",
      "/care",
      "/terms",
      "/collection/browse?size=2-3y",
    ])
      pages.push({ page: other, path: other });
  pages.push(
    ...(process.env.LH_PAGES === "all" ? [{ page: "/account (guest)", path: "/account" }] : []),
  );
  if (ONLY)
    pages.splice(0, pages.length, ...pages.filter((p) => ONLY.some((o) => p.path.startsWith(o))));
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const results = [];
  // Guests first: each guest run clears the origin's storage, the member's included.
  pages.sort((a, b) => Number(Boolean(a.cookie)) - Number(Boolean(b.cookie)));
  let memberWardrobe = null;
  for (const { page, path: pagePath, cookie: pageCookie } of pages) {
    if (pageCookie && !memberWardrobe) {
      memberWardrobe = await prepareMember(chrome, shop.base);
      console.log(`The demo member, signed in in the browser: ${memberWardrobe}.`);
    }
    // One visit first, so a page rendered on its first request is measured as visitors get it.
    await fetch(`${shop.base}${pagePath}`, { headers: pageCookie ? { cookie: pageCookie } : {} });
    console.log(`Lighthouse: ${page} (${pagePath})…`);
    results.push({
      page,
      path: pagePath,
      ...(await audit(chrome, `${shop.base}${pagePath}`, Boolean(pageCookie))),
    });
  }
  const previous = fs.existsSync(RESULTS) ? JSON.parse(fs.readFileSync(RESULTS, "utf8")) : null;
  if (previous) fs.copyFileSync(RESULTS, PREVIOUS);
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
  console.log();
  printTable(results, previous?.results);
} finally {
  await chrome?.kill();
  if (shop.child) {
    try {
      process.kill(-shop.child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}
