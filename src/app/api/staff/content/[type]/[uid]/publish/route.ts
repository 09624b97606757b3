import { publishContentDocument } from "@/server/services/content/staff-content";

type Context = { params: Promise<{ type: string; uid: string }> };

export async function POST(_request: Request, { params }: Context) {
  const { type, uid } = await params;
  const result = await publishContentDocument(type, uid);
  return Response.json(result.body, { status: result.status });
}
