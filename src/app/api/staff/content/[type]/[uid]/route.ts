import { readContentDocument, saveContentDraft } from "@/server/services/content/staff-content";

type Context = { params: Promise<{ type: string; uid: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { type, uid } = await params;
  const result = await readContentDocument(type, uid);
  return Response.json(result.body, { status: result.status });
}

export async function PUT(request: Request, { params }: Context) {
  const { type, uid } = await params;
  const data = await request.json().catch(() => null);
  const result = await saveContentDraft(type, uid, data);
  return Response.json(result.body, { status: result.status });
}
