/**
 * Where /api/preview and /api/exit-preview send the browser: a path on this site only, so the
 * routes cannot be used to redirect anyone elsewhere. 'about' becomes '/about'; anything that is not
 * a plain local path becomes '/'.
 */
export function previewRedirectPath(slug: string | null | undefined): string {
  const value = slug?.trim() ?? "";
  if (value === "") return "/";
  const path = value.startsWith("/") ? value : `/${value}`;
  if (path.startsWith("//") || /[\\\s]/.test(path) || /^\/[a-z][a-z0-9+.-]*:/i.test(path))
    return "/";
  try {
    const url = new URL(path, "http://local.invalid");
    if (url.origin !== "http://local.invalid") return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}

/** The page the visitor came from, when it is on this site (one of its host names); otherwise '/'. */
export function refererPath(
  referer: string | null,
  siteHosts: readonly (string | null | undefined)[],
): string {
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    if (!siteHosts.some((host) => host && host.toLowerCase() === url.host.toLowerCase()))
      return "/";
    return previewRedirectPath(`${url.pathname}${url.search}${url.hash}`);
  } catch {
    return "/";
  }
}

/** A redirect to a path on this site. Relative, so it keeps the host name the browser used (and its cookies). */
export function redirectToPath(path: string): Response {
  return new Response(null, {
    status: 307,
    headers: { location: path, "cache-control": "no-store" },
  });
}
