import { getAuth } from "@/server/auth";
import { handleRoute } from "@/server/http/handle-route";
import { withCappedBody } from "@/server/http/read-body";

/** Sign-in, sign-up and reset bodies are a few short fields. */
const MAX_AUTH_BODY_BYTES = 4 * 1024;

// better-auth's endpoints (sign-in, sign-up, sign-out, reset) under /api/auth, behind the same
// pipeline as every route: same-origin check on writes, body cap, one error shape. The instance
// is created on the first request, never while `next build` collects routes.
export const GET = handleRoute({ role: "guest" }, async ({ request }) =>
  getAuth().handler(request),
);

export const POST = handleRoute({ role: "guest" }, async ({ request }) =>
  getAuth().handler(await withCappedBody(request, MAX_AUTH_BODY_BYTES)),
);
