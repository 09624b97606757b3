type Chained = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/** The unique index an error (or its cause) broke, e.g. 'products_slug_key'; null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  for (
    let current = error, depth = 0;
    current && typeof current === "object" && depth < 5;
    depth++
  ) {
    const link = current as Chained;
    if (link.code === "23505") {
      const where = `${String(link.constraint ?? "")} ${String(link.message ?? "")}`;
      return /(\w+_key)/.exec(where)?.[1] ?? "unique";
    }
    current = link.cause;
  }
  return null;
}
