// The canary (issue 24): every Next.js internal the shop's web server, page memo, inline-script
// hashing and cache handlers rely on beyond Next.js's documented API, checked against the installed
// `next` package. A Next.js upgrade that renames, moves or drops one fails here, naming it; the
// names and texts themselves are written once, in src/server/next-internals.mjs.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  NEXT_CACHE_STATE_HEADER,
  NEXT_CACHE_TAGS_HEADER,
  NEXT_PAGE_CACHE_FILES,
  NEXT_POSTPONED_HEADER,
  NEXT_PRERENDER_HEADER,
  NEXT_PREVIEW_COOKIES,
  REVALIDATE_OUTSIDE_REQUEST_MESSAGE,
} from "../src/server/next-internals.mjs";
import { isFrameworkScript, reactRuntimeDefinitions } from "./inline-scripts.mjs";
import { isPlainPageVisit } from "./page-memo.mjs";

const require = createRequire(import.meta.url);
const NEXT = path.dirname(require.resolve("next/package.json"));
/** A file of the installed next package, as text ("" when it is not there). */
const source = (file) => {
  const full = path.join(NEXT, file);
  return fs.existsSync(full) ? fs.readFileSync(full, "utf8") : "";
};
const nextModule = (file) => require(path.join(NEXT, file));
const methodsOf = (value, names) =>
  names.filter((name) => typeof value?.[name] !== "function").map((name) => `no ${name}()`);

/**
 * Each internal: its name, and a check returning what is wrong ([] or true when all is as relied
 * on). Files are named as in next 16.4; a check fails as well when its file moved.
 */
const INTERNALS = [
  {
    name: "custom server: next() with prepare(), getRequestHandler() and close() (scripts/server.mjs)",
    check: () => {
      const turbopack = process.env.TURBOPACK; // next() chooses a bundler for a custom server
      try {
        const next = require("next");
        return methodsOf(next({ dev: false, dir: path.resolve(NEXT, "..", "..") }), [
          "prepare",
          "getRequestHandler",
          "close",
        ]);
      } finally {
        if (turbopack === undefined) delete process.env.TURBOPACK;
        else process.env.TURBOPACK = turbopack;
      }
    },
  },
  {
    name: `response header ${NEXT_CACHE_STATE_HEADER}: HIT on a page from the cache (server.mjs, page-memo.mjs)`,
    check: () =>
      source("dist/build/templates/app-page-runtime.js").includes(
        `res.setHeader('${NEXT_CACHE_STATE_HEADER}', isOnDemandRevalidate ? 'REVALIDATED' : cacheEntry.isMiss ? 'MISS' : cacheEntry.isStale ? 'STALE' : 'HIT')`,
      ),
  },
  {
    name: `response header ${NEXT_PRERENDER_HEADER}: "1" on a prerender (page-memo.mjs)`,
    check: () =>
      nextModule("dist/client/components/app-router-headers.js").NEXT_IS_PRERENDER_HEADER ===
        NEXT_PRERENDER_HEADER &&
      source("dist/build/templates/app-page-runtime.js").includes(
        "res.setHeader(_approuterheaders.NEXT_IS_PRERENDER_HEADER, '1')",
      ),
  },
  {
    name: `response header ${NEXT_POSTPONED_HEADER}: a page partly rendered per request (page-memo.mjs)`,
    check: () =>
      nextModule("dist/client/components/app-router-headers.js").NEXT_DID_POSTPONE_HEADER ===
      NEXT_POSTPONED_HEADER,
  },
  {
    name: "the router's request headers (RSC, prefetch, state tree, action, next-url): none is a plain page visit (page-memo.mjs)",
    check: () => {
      const headers = nextModule("dist/client/components/app-router-headers.js");
      const names = [
        ...(headers.FLIGHT_HEADERS ?? []),
        headers.ACTION_HEADER,
        headers.NEXT_URL,
        headers.NEXT_ROUTER_STATE_TREE_HEADER,
      ];
      if (names.some((name) => typeof name !== "string") || names.length < 7)
        return ["app-router-headers.js no longer exports the header names"];
      return names
        .filter((name) => isPlainPageVisit({ method: "GET", url: "/", headers: { [name]: "1" } }))
        .map((name) => `${name} would be taken for a plain visit`);
    },
  },
  {
    name: `preview (draft mode) cookies ${NEXT_PREVIEW_COOKIES.join(", ")} (page-memo.mjs)`,
    check: () => {
      const utils = nextModule("dist/server/api-utils/index.js");
      return (
        utils.COOKIE_NAME_PRERENDER_BYPASS === NEXT_PREVIEW_COOKIES[0] &&
        utils.COOKIE_NAME_PRERENDER_DATA === NEXT_PREVIEW_COOKIES[1]
      );
    },
  },
  {
    name: "a page from the cache is ended with one string, res.end(payload) (server.mjs, page-memo.mjs)",
    check: () => {
      const text = source("dist/server/send-payload.js");
      return text.includes("result.toUnchunkedString()") && text.includes("res.end(payload)");
    },
  },
  {
    name: `the page cache's files on disk: server/app/**/{${NEXT_PAGE_CACHE_FILES.suffixes.join(",")}}, *${NEXT_PAGE_CACHE_FILES.segmentsSuffix}/, server/${NEXT_PAGE_CACHE_FILES.routeCacheFolder}/ (server.mjs clearPageCache)`,
    check: () => {
      const constants = nextModule("dist/lib/constants.js");
      const fileCache = source("dist/server/lib/incremental-cache/file-system-cache.js");
      const problems = [];
      if (!NEXT_PAGE_CACHE_FILES.suffixes.includes(constants.RSC_SUFFIX))
        problems.push("RSC_SUFFIX");
      if (!NEXT_PAGE_CACHE_FILES.suffixes.includes(constants.NEXT_META_SUFFIX))
        problems.push("NEXT_META_SUFFIX");
      if (constants.RSC_SEGMENTS_DIR_SUFFIX !== NEXT_PAGE_CACHE_FILES.segmentsSuffix)
        problems.push("RSC_SEGMENTS_DIR_SUFFIX");
      if (!fileCache.includes("`${key}.html`") || !NEXT_PAGE_CACHE_FILES.suffixes.includes(".html"))
        problems.push("pages written as <key>.html");
      if (!fileCache.includes("rootDir = _path.default.join(this.serverDistDir, 'app')"))
        problems.push("app pages under server/app");
      if (
        nextModule("dist/server/lib/route-cache-key.js").ROUTE_CACHE_DIRECTORY !==
        NEXT_PAGE_CACHE_FILES.routeCacheFolder
      )
        problems.push("ROUTE_CACHE_DIRECTORY");
      return problems;
    },
  },
  {
    name: "cache handlers' updateTags: called for every revalidateTag (use-cache-handler.mjs drops the page memo there)",
    check: () =>
      source("dist/server/revalidation-utils.js").includes(
        "handler.updateTags == null ? void 0 : handler.updateTags.call(handler, tagsForProfile",
      ),
  },
  {
    name: "Next.js's default 'use cache' handler: next/dist/server/lib/cache-handlers/default.js createDefaultCacheHandler (use-cache-handler.mjs)",
    check: () =>
      methodsOf(
        nextModule("dist/server/lib/cache-handlers/default.js").createDefaultCacheHandler?.(1024),
        ["get", "set", "refreshTags", "getExpiration", "updateTags"],
      ),
  },
  {
    name: "Next.js's file-system route cache: next/dist/server/lib/incremental-cache/file-system-cache.js (route-cache-handler.mjs)",
    check: () =>
      methodsOf(
        nextModule("dist/server/lib/incremental-cache/file-system-cache.js").default?.prototype,
        ["get", "set", "revalidateTag", "resetRequestCache"],
      ),
  },
  {
    name: "Next.js's tag record, one per process: next/dist/server/lib/incremental-cache/tags-manifest.external.js areTagsExpired, written by the file-system cache's revalidateTag (route-cache-handler.mjs)",
    check: async () => {
      const { areTagsExpired } = nextModule(
        "dist/server/lib/incremental-cache/tags-manifest.external.js",
      );
      const FileSystemCache = nextModule(
        "dist/server/lib/incremental-cache/file-system-cache.js",
      ).default;
      const tag = `littlerobe-canary-${process.pid}`;
      const before = Date.now() - 5;
      await new FileSystemCache({ serverDistDir: NEXT }).revalidateTag([tag]);
      return areTagsExpired([tag], before) && !areTagsExpired([tag], Date.now() + 5);
    },
  },
  {
    name: `a page's tags in its route cache entry's ${NEXT_CACHE_TAGS_HEADER} header (redis-cache.mjs)`,
    check: () =>
      nextModule("dist/lib/constants.js").NEXT_CACHE_TAGS_HEADER === NEXT_CACHE_TAGS_HEADER,
  },
  {
    name: `revalidateTag outside a request throws "${REVALIDATE_OUTSIDE_REQUEST_MESSAGE}" (src/server/cache/invalidate.ts)`,
    check: async () => {
      const { revalidateTag } = await import("next/cache");
      try {
        revalidateTag("canary", { expire: 0 });
        return ["it did not throw"];
      } catch (error) {
        return error instanceof Error && error.message.includes(REVALIDATE_OUTSIDE_REQUEST_MESSAGE)
          ? []
          : [`it threw: ${error instanceof Error ? error.message : String(error)}`];
      }
    },
  },
  {
    name: "React's runtime scripts ($RS=, $RX=…) in next/dist/compiled's server runtimes, and the RSC data pushes self.__next_f (inline-scripts.mjs)",
    check: () => {
      const problems = [];
      const definitions = reactRuntimeDefinitions();
      for (const runtime of ["$RS=", "$RX="])
        if (!definitions.some((definition) => definition.startsWith(runtime)))
          problems.push(`no ${runtime} definition found`);
      const pushes = source("dist/server/app-render/stream-ops.node.js");
      for (const prefix of ["self.__next_f.push(", "(self.__next_f=self.__next_f||[]).push("])
        if (!pushes.includes(prefix) || !isFrameworkScript(`${prefix}[1,"a"])`))
          problems.push(`data push ${prefix}`);
      return problems;
    },
  },
  {
    name: "server action ids: next/dist/shared/lib/server-reference-info.js extractInfoFromServerReferenceId (src/server/http/proxy-checks.ts)",
    check: () =>
      methodsOf(nextModule("dist/shared/lib/server-reference-info.js"), [
        "extractInfoFromServerReferenceId",
      ]),
  },
];

/** Each internal that is not as relied on, as "name: what is wrong". */
async function brokenInternals(internals) {
  const broken = [];
  for (const { name, check } of internals) {
    let outcome;
    try {
      outcome = await check();
    } catch (error) {
      outcome = [error instanceof Error ? error.message : String(error)];
    }
    const problems = outcome === true ? [] : outcome === false ? ["not found"] : outcome;
    if (problems.length > 0) broken.push(`${name}: ${problems.join("; ")}`);
  }
  return broken;
}

describe(`Next.js internals the shop relies on, in next ${require("next/package.json").version}`, () => {
  it("are all there, as relied on (a failure names each that is not)", async () => {
    expect(await brokenInternals(INTERNALS)).toEqual([]);
  });

  it("would name an internal that changed (the same checks on a wrong name)", async () => {
    const wrong = [
      {
        name: "response header x-nextjs-cache-state",
        check: () =>
          nextModule("dist/client/components/app-router-headers.js").NEXT_IS_PRERENDER_HEADER ===
          "x-nextjs-prerendered",
      },
      { name: "a moved module", check: () => methodsOf(nextModule("dist/server/gone.js"), ["x"]) },
    ];
    const broken = await brokenInternals(wrong);
    expect(broken).toHaveLength(2);
    expect(broken[0]).toBe("response header x-nextjs-cache-state: not found");
    expect(broken[1]).toMatch(/^a moved module: Cannot find module/);
  });
});
