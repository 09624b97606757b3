import {
  extractInfoFromServerReferenceId,
  mightBeServerReferenceId,
} from "next/dist/shared/lib/server-reference-info.js";
import type { ErrorCode } from "../../domain/api/errors";
import { readCapped } from "./read-capped";

/** Server actions take form fields, not files: next.config.ts gives Next.js the same cap. */
export const SERVER_ACTION_MAX_BYTES = 64 * 1024;

/** What a server action is posted as: React's fetch (text/plain or multipart) or a plain form. */
const ACTION_CONTENT_TYPES = [
  "multipart/form-data",
  "text/plain",
  "application/x-www-form-urlencoded",
];
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export interface Refusal {
  code: ErrorCode;
  message: string;
}

export interface RequestLine {
  method: string;
  /** The path as sent, still percent-encoded. */
  pathname: string;
  headers: Headers;
}

/** A path that is not valid UTF-8 once decoded, or that holds a NUL or other control character. */
export function isHostilePath(pathname: string): boolean {
  try {
    return CONTROL_CHARACTERS.test(decodeURIComponent(pathname));
  } catch {
    return true; // %FF, %C0%AF and other byte sequences that are not UTF-8
  }
}

/**
 * Next.js registers each 'use cache' function as a server reference and runs it when its id is
 * posted as a server action, with the poster's arguments. Our pages post only 'use server' actions,
 * so a cached read's id is refused (issue 23): the reads run inside a render only. The id's first
 * byte tells the kind; Next.js's own decoder reads it.
 */
export function isCachedFunctionId(actionId: string): boolean {
  return (
    mightBeServerReferenceId(actionId) &&
    extractInfoFromServerReferenceId(actionId).type === "use-cache"
  );
}

/**
 * Requests that no page or route can answer sensibly, refused before any of them runs: Next.js
 * would otherwise fail on them with a 500 (issue 7's probes).
 */
export function refusalFor(request: RequestLine): Refusal | null {
  if (isHostilePath(request.pathname))
    return { code: "bad_request", message: "This address is not valid." };
  if (request.method === "POST" && request.headers.has("next-action")) {
    if (isCachedFunctionId(request.headers.get("next-action")!)) {
      return { code: "not_found", message: "This form is not on this page." };
    }
    const length = request.headers.get("content-length");
    if (length !== null && !(Number(length) <= SERVER_ACTION_MAX_BYTES)) {
      return { code: "payload_too_large", message: "The request is too large." };
    }
    const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!ACTION_CONTENT_TYPES.includes(type)) {
      return {
        code: "unsupported_media_type",
        message: "This form was sent in a way the shop does not accept.",
      };
    }
  }
  return null;
}

/** Strings React writes for plain values; any other `$…` refers to parts our actions never send. */
const PLAIN_REPLY_STRING =
  /^(?:[^$].*|\$\$.*|\$undefined|\$NaN|\$-?Infinity|\$-0|\$D.*|\$n-?\d+|)$/s;
const FORM_DATA_REFERENCE = /^\$K\d+$/;

/**
 * Is this server-action argument list one our actions can take: plain JSON values, and (in a
 * multipart post) FormData arguments? React refers to other kinds (Maps, promises, streams, client
 * references) with `$` strings; a body that names one, or that is not a list, makes Next.js fail.
 */
export function isPlainActionReply(args: unknown, allowFormData: boolean): boolean {
  if (!Array.isArray(args)) return false;
  const plain = (value: unknown, depth: number): boolean => {
    if (depth > 32) return false;
    if (typeof value === "string")
      return PLAIN_REPLY_STRING.test(value) || (allowFormData && FORM_DATA_REFERENCE.test(value));
    if (value === null || typeof value !== "object") return true;
    return Object.values(value).every((inner) => plain(inner, depth + 1));
  };
  return plain(args, 0);
}

const MALFORMED_ACTION: Refusal = {
  code: "bad_request",
  message: "This form could not be read. Please reload the page and try again.",
};

/**
 * A post Next.js would read as a server action (its header, or any multipart form posted to a
 * page) must be one it can decode: within the cap, a well-formed form, and for React's own posts
 * an argument list of plain values. Anything else would be a 500 inside Next.js (issue 7).
 * `request.body` here is the proxy's copy; the page still gets the original.
 */
export async function actionBodyRefusal(request: Request): Promise<Refusal | null> {
  const contentType = request.headers.get("content-type") ?? "";
  const multipart = contentType.startsWith("multipart/form-data");
  const fetchAction = request.headers.has("next-action");
  if (request.method !== "POST" || !(multipart || fetchAction)) return null;
  if (contentType.startsWith("application/x-www-form-urlencoded")) return null; // Next.js answers these itself

  const bytes = await readCapped(request.body, SERVER_ACTION_MAX_BYTES);
  if (!bytes) return { code: "payload_too_large", message: "The request is too large." };
  try {
    if (multipart) {
      const form = await new Response(bytes, {
        headers: { "content-type": contentType },
      }).formData();
      if (!fetchAction) return null; // a form posted before JavaScript: Next.js decodes it, or renders the page
      const root = form.get("0");
      return typeof root === "string" && isPlainActionReply(JSON.parse(root), true)
        ? null
        : MALFORMED_ACTION;
    }
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return isPlainActionReply(JSON.parse(text), false) ? null : MALFORMED_ACTION;
  } catch {
    return MALFORMED_ACTION;
  }
}
