/** The shop's own origin; on this machine 'localhost' and '127.0.0.1' are the same shop. */
export function trustedOrigins(appUrl: string): string[] {
  const url = new URL(appUrl);
  const origins = [url.origin];
  const twin = ({ localhost: "127.0.0.1", "127.0.0.1": "localhost" } as Record<string, string>)[
    url.hostname
  ];
  if (twin) {
    url.hostname = twin;
    origins.push(url.origin);
  }
  return origins;
}
