import { getAuth } from "@/server/auth";

// better-auth's endpoints (sign-in, sign-up, sign-out, reset) under /api/auth. The instance is
// created on the first request, never while `next build` collects routes.
export async function GET(request: Request): Promise<Response> {
  return getAuth().handler(request);
}

export async function POST(request: Request): Promise<Response> {
  return getAuth().handler(request);
}
