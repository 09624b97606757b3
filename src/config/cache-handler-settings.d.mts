// Types of cache-handler-settings.mjs (plain JavaScript: Next.js imports the cache handlers at run time).
type Environment = Record<string, string | undefined>;
export function redisCacheSettings(
  environment?: Environment,
): { url: string; keyPrefix: string; databaseUrl: string | null } | null;
export function shopKeyPrefix(environment: Environment): string;
export function cacheLogLevel(environment?: Environment): string;
