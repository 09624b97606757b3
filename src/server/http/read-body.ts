import { AppError } from "@/server/errors/app-error";
import { readCapped } from "./read-capped";

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

const TOO_LARGE = "The request is too large.";

/**
 * Reads at most `maxBytes` of the body: a declared Content-Length over the cap is refused before
 * anything is read, and a chunked body is cut off as soon as it passes the cap.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes)
    throw new AppError("payload_too_large", TOO_LARGE);
  const bytes = await readCapped(request.body, maxBytes);
  if (!bytes) throw new AppError("payload_too_large", TOO_LARGE);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("bad_request", "The request body is not valid UTF-8 text.");
  }
}

/** The JSON body of a request that must declare `application/json`. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") {
    throw new AppError(
      "unsupported_media_type",
      "The request body must be JSON (Content-Type: application/json).",
    );
  }
  const text = await readBodyText(request, maxBytes);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON.");
  }
}

/** The same request with its body read under the cap, for a library that parses the body itself. */
export async function withCappedBody(request: Request, maxBytes: number): Promise<Request> {
  if (!request.body) return request;
  const text = await readBodyText(request, maxBytes);
  return new Request(request.url, { method: request.method, headers: request.headers, body: text });
}
