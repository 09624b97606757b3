/** The one JSON error shape of every API answer, shared by the server and the browser. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  cross_site: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiErrorDetail {
  code: ErrorCode;
  /** Always safe to show a visitor. */
  message: string;
  /** Field name → message, for forms (the first message per field). */
  fields?: Record<string, string>;
  /** The ids a refusal is about (the variants no longer available at checkout). */
  items?: number[];
  /** For unexpected errors: the request id under which the details were logged. */
  reference?: string;
}

export interface ErrorBody {
  error: ApiErrorDetail;
}

export const VALIDATION_FAILED_MESSAGE = "Please check the highlighted fields.";
export const UNEXPECTED_ERROR_MESSAGE =
  "Sorry, something went wrong on our side. Please try again in a moment.";
export const UNAVAILABLE_MESSAGE =
  "Sorry, the shop is busy just now. Please try again in a moment.";
export const CROSS_SITE_MESSAGE = "This request must come from the Littlerobe website.";
export const SIGN_IN_REQUIRED_MESSAGE = "Please log in to continue.";
export const STAFF_ONLY_MESSAGE = "Only staff may do this.";

/** What a server action answers: its data, or the same error detail an API route would send. */
export type ActionResult<O> = { ok: true; data: O } | { ok: false; error: ApiErrorDetail };
