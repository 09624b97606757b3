import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
  {
    files: ["src/server/**/*.ts", "src/server/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/components/*", "**/components/*"],
              message: "Services sit below the UI: move what both need into src/domain.",
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
]);
