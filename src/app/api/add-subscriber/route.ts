import { FORM_ERROR_KEY, MESSAGES, validateForm } from "@/domain/forms";
import { addSubscriber, SUBSCRIBE_FAILED_MESSAGE } from "@/server/services/mailing-lists/add-subscriber";

/** The lists a visitor may join here; SUBSCRIBER is added by the server when a member subscribes. */
const PUBLIC_LISTS = ["NEWSLETTER", "WAITLIST"] as const;
type PublicList = (typeof PUBLIC_LISTS)[number];

const MAX_BODY_BYTES = 10_000;

function reply(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

function isPublicList(value: unknown): value is PublicList {
  return typeof value === "string" && (PUBLIC_LISTS as readonly string[]).includes(value);
}

/**
 * POST /api/add-subscriber (spec 7.4): {email, list, ...name, postcode, littleDOB}. Each list is checked
 * with its form's schema (both forms validate only email); the waitlist values are stored when given.
 */
export async function POST(request: Request): Promise<Response> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return reply(413, { errors: { [FORM_ERROR_KEY]: "The request is too large" } });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return reply(400, { errors: { [FORM_ERROR_KEY]: "The request body must be JSON" } });
  }
  const values = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (!isPublicList(values.list)) return reply(422, { errors: { list: "Unknown mailing list" } });

  const checked = validateForm(values.list, values);
  if (!checked.ok) return reply(422, { errors: checked.errors });
  // The customNewsletter popup sends the waitlist values with the NEWSLETTER list.
  const extras = validateForm("WAITLIST", values);
  const fields = extras.ok ? { name: extras.data.name, postcode: extras.data.postcode, littleDOB: extras.data.littleDOB } : {};

  const result = await addSubscriber({ list: values.list, email: checked.data.email, fields });
  switch (result.kind) {
    case "done":
      return reply(200, { status: result.status });
    case "invalid_email":
      return reply(422, { errors: { email: MESSAGES.emailInvalid } });
    case "unavailable":
      return reply(502, { errors: { [FORM_ERROR_KEY]: SUBSCRIBE_FAILED_MESSAGE } });
  }
}
