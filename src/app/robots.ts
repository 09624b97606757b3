import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/config/env";
import { absoluteUrl, DISALLOWED_PATHS } from "@/domain/seo";

/** /robots.txt: everything public, nothing personal or internal, and where the sitemap is. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // The shop's address is the running server's, not the build machine's.
  await connection();
  const appUrl = env().APP_URL;
  return {
    rules: { userAgent: "*", allow: "/", disallow: DISALLOWED_PATHS },
    sitemap: absoluteUrl(appUrl, "/sitemap.xml"),
  };
}
