/**
 * Seeds the demo shop: `npx tsx scripts/seed.ts [--products N] [--no-images]`.
 * Applies migrations first and seeds only an empty shop (no products yet).
 */
import { sql } from "drizzle-orm";
import { closeDatabase, databaseErrorMessage, getDatabaseHandle } from "@/server/db/client";
import { MIGRATIONS_FOLDER } from "@/server/db/migrate";
import { queryRows } from "@/server/db/query";
import { seedDemoShop, type SeedOptions } from "@/server/seed";

function parseArgs(argv: string[]): SeedOptions {
  const options: SeedOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--no-images") options.images = false;
    else if (arg === "--products" || arg?.startsWith("--products=")) {
      const value = arg.includes("=") ? arg.split("=")[1] : argv[++i];
      const products = Number(value);
      if (!Number.isInteger(products) || products < 1)
        throw new Error(`--products needs a whole number of at least 1 (got ${value}).`);
      options.products = products;
    } else
      throw new Error(
        `Unknown option ${arg}. Usage: tsx scripts/seed.ts [--products N] [--no-images]`,
      );
  }
  return options;
}

try {
  const options = parseArgs(process.argv.slice(2));
  const handle = getDatabaseHandle();
  await handle.migrate(MIGRATIONS_FOLDER);
  const [row] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from products`,
  );
  if ((row?.n ?? 0) > 0) {
    console.log(`Seed skipped: the shop already has ${row?.n} products.`);
  } else {
    const started = performance.now();
    const s = await seedDemoShop(handle.db, options);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded demo shop in ${seconds}s: ${s.products} products (${s.listedProducts} listed), ${s.variants} variants, ${s.productItems} garments, ${s.members} members, ${s.orders} orders, ${s.images} images.`,
    );
  }
} catch (error) {
  console.error(databaseErrorMessage(error));
  process.exitCode = 1;
} finally {
  await closeDatabase().catch(() => {});
}
