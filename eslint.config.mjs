import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** What no server file imports: the UI sits above every server layer. */
const UI_IMPORTS = {
  group: ["@/components/*", "**/components/*", "@/app/*"],
  message: "The server sits below the UI: move what both need into src/domain.",
};

/** The places that join services to the infrastructure (docs/architecture.md). */
const WIRING = ["@/server/jobs", "@/server/reads", "@/server/gateways"];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "bench/.*/**",
    ".data/**",
    ".test-data/**",
    "drizzle/**",
    "next-env.d.ts",
    "node_modules/**",
    "reports/**",
    "playwright-report/**",
    "test-results/**",
  ]),
  {
    rules: {
      // Images go through our own image endpoint (spec 7.6) with srcset, not next/image.
      "@next/next/no-img-element": "off",
      // Shared pages allow inline scripts (no per-request nonce, issue 8): no HTML from data, ever.
      "react/no-danger": "error",
    },
  },
  {
    files: ["src/domain/**/*.ts"],
    ignores: ["src/domain/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message: "Import z from @/domain/zod: it keeps zod out of every page's first load.",
            },
          ],
          patterns: [
            {
              group: [
                "@/server/*",
                "@/app/*",
                "next",
                "next/*",
                "drizzle-orm",
                "drizzle-orm/*",
                "pg",
                "@electric-sql/*",
                "node:*",
                "fs",
                "path",
              ],
              message: "src/domain stays pure: no I/O, framework or server imports.",
            },
            {
              group: ["@/components/*", "**/components/*"],
              message: "src/domain sits below the UI: move what both need into src/domain.",
            },
          ],
        },
      ],
    },
  },
  // The layers point one way (docs/architecture.md, issue 24): src/domain <- the infrastructure
  // (integrations, queue, cache, http, db, auth, errors, observability) <- services <- the wiring
  // (jobs, reads, gateways) <- src/app and src/components. Each object below lists what its
  // folders may not import; a later object replaces an earlier one's list for the files it names.
  {
    files: ["src/server/**/*.{ts,tsx,mjs}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [UI_IMPORTS] }],
    },
  },
  {
    files: [
      "src/server/{integrations,queue,cache,http,db,auth,errors,observability}/**/*.{ts,tsx,mjs}",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            UI_IMPORTS,
            {
              group: ["@/server/services", "**/services/*"],
              message:
                "Infrastructure sits below the services: take what you need as an argument, or move the joining code to src/server/jobs, reads or gateways.",
            },
            {
              group: WIRING,
              message:
                "Infrastructure sits below the wiring (src/server/jobs, reads, gateways): the wiring imports it, not the other way.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/services/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          // A service queues a job through that job's own file; the list imports every service.
          paths: ["@/server/jobs", "@/server/jobs/index"].map((name) => ({
            name,
            message:
              "The job list imports every service (a cycle): import the one job's file, @/server/jobs/<job>.",
          })),
          patterns: [
            UI_IMPORTS,
            {
              group: ["@/server/reads", "@/server/gateways"],
              message:
                "Services sit below the reads and gateways: take the gateway as an argument; pages call the reads.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/components/**/*.{ts,tsx}"],
    ignores: ["src/components/**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/server/*", "@/app/*"],
              message:
                "src/components is UI given its data as props: a page, or a server component beside it in src/app/**/_components, reads it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/**/*.ts", "src/**/*.tsx"],
    ignores: ["src/config/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read configuration through src/config/env.ts.",
        },
      ],
      // One logger (src/server/observability/logger.ts): JSON lines with a request id, secrets redacted.
      "no-console": "error",
    },
  },
  {
    // Browser tests run in two workers, each against its own shop: `test` must come from
    // e2e/support/shop-test.ts, which points each worker's pages at its shop.
    files: ["e2e/**/*.ts"],
    ignores: ["e2e/support/shop-test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              message: "Import from e2e/support/shop-test: each worker has its own shop.",
            },
          ],
        },
      ],
    },
  },
]);
