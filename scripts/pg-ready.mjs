// Exits 0 when the PostgreSQL server at the given URL answers, 1 when it refuses or does not
// answer within 3 s (connecting, or the query once connected).
import pg from "pg";

const client = new pg.Client({
  connectionString: process.argv[2],
  connectionTimeoutMillis: 3000,
  query_timeout: 3000,
});
try {
  await client.connect();
  await client.query("select 1");
  await client.end();
  process.exit(0);
} catch {
  process.exit(1);
}
