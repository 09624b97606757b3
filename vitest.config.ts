import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname, "src") };

/**
 * Test files that change what a module or the process holds for everyone: module mocks, stubbed or
 * written environment variables, globals, and Next.js's own modules (importing them patches the
 * console and installs Node hooks). Each runs in a fresh worker; the others share one module graph
 * per worker (issue 24: importing the shop again for each file was most of their time). Found by
 * reading the files, so a new one is sorted by itself. `stripeShopForFile` writes the Stripe
 * settings into the environment for its file.
 */
const CHANGES_SHARED_STATE =
  /vi\.(mock|doMock|stubEnv|stubGlobal|resetModules)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|globalThis|globals\.\w+\s*=|stripeShopForFile|from "next\//;

/**
 * The process's database and auth slots (`littlerobeDb`, `littlerobeAuth` on globalThis), which a
 * route test sets for its own file and clears after it, as `openRouteTestShop` does: files sharing
 * a worker run one after the other, so these writes are left out of the rule above.
 */
const OWN_DATABASE_AND_AUTH =
  /globalThis as (?:unknown as )?\{(?:\s*littlerobe(?:Db|Auth)\??: \w+;?\s*)+\}|globals\.littlerobe(?:Db|Auth)\s*=/g;

/**
 * The test files under these folders (ending so) that change shared state, as config paths. A
 * folder that is not there is skipped: `npm run mutation`'s sandbox copies only src.
 */
function filesChangingSharedState(folders: string[], ending: RegExp): string[] {
  const present = folders.filter((folder) =>
    fs.existsSync(path.resolve(import.meta.dirname, folder)),
  );
  return present.flatMap((folder) =>
    fs
      .readdirSync(path.resolve(import.meta.dirname, folder), { recursive: true })
      .map(String)
      .filter((file) => ending.test(file) && !file.includes("node_modules"))
      .filter((file) =>
        CHANGES_SHARED_STATE.test(
          fs
            .readFileSync(path.resolve(import.meta.dirname, folder, file), "utf8")
            .replace(OWN_DATABASE_AND_AUTH, ""),
        ),
      )
      .map((file) => `${folder}/${file}`),
  );
}

const UNIT_FILES = ["src/**/*.test.ts", "scripts/**/*.test.mjs"];
const isolatedUnitFiles = filesChangingSharedState(["src", "scripts"], /\.test\.(ts|mjs)$/);
const unitTest = { environment: "node" as const };
const unit = {
  resolve: { alias },
  test: {
    ...unitTest,
    name: "unit",
    include: UNIT_FILES,
    exclude: isolatedUnitFiles,
    isolate: false,
  },
};
const unitIsolated = {
  resolve: { alias },
  test: { ...unitTest, name: "unit-isolated", include: isolatedUnitFiles },
};
// React components rendered in a simulated browser (happy-dom) with Testing Library.
const component = {
  resolve: { alias },
  test: { name: "component", include: ["src/**/*.test.tsx"], environment: "happy-dom" },
};
/** Integration files are sorted the same way (decision 050-9). */
const INTEGRATION_FOLDER = "tests/integration";
const isolatedIntegrationFiles = filesChangingSharedState([INTEGRATION_FOLDER], /\.test\.ts$/);

const integrationTest = {
  environment: "node" as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // One migrated database made per run; each test file copies it (tests/helpers/template-db.ts).
  globalSetup: ["tests/helpers/template-db-setup.ts"],
  // server-only throws outside React Server Components; services are plain modules here.
  alias: { "server-only": path.resolve(import.meta.dirname, "tests/helpers/empty.ts") },
};
const integration = {
  resolve: { alias },
  test: {
    ...integrationTest,
    name: "integration",
    include: [`${INTEGRATION_FOLDER}/**/*.test.ts`],
    exclude: isolatedIntegrationFiles,
    isolate: false,
  },
};
const integrationIsolated = {
  resolve: { alias },
  test: { ...integrationTest, name: "integration-isolated", include: isolatedIntegrationFiles },
};

// `npm run mutation` (Stryker) mutates src/domain, which only the unit project tests; Stryker's
// worker processes carry STRYKER_MUTATOR_WORKER, and its Vitest runner cannot pick a project.
const mutationRun = process.env.STRYKER_MUTATOR_WORKER !== undefined;

// Instrumented code runs several times slower, so the property tests get more time there.
const mutationUnit = {
  resolve: { alias },
  test: { ...unitTest, name: "unit", include: UNIT_FILES, testTimeout: 60_000 },
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: mutationRun
      ? [mutationUnit]
      : [unit, unitIsolated, component, integration, integrationIsolated],
  },
});
