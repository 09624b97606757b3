import type { ApiContract, ContractInput, ContractOutput } from "@/domain/api/contract";
import { UNEXPECTED_ERROR_MESSAGE, type ApiErrorDetail, type ErrorBody } from "@/domain/api/errors";

export type ApiResult<O> =
  { ok: true; data: O } | { ok: false; status: number; error: ApiErrorDetail };

const NETWORK_FAILED: ApiErrorDetail = {
  code: "unavailable",
  message: "We couldn't reach the shop just now. Please check your connection and try again.",
};

function isErrorBody(body: unknown): body is ErrorBody {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === "string" && typeof error.message === "string";
}

/**
 * Calls an API route through its contract: the input and the answer are typed by the same object
 * the route handler uses. Never throws; a failure is `{ok: false, error}` with a message to show.
 */
export async function callApi<C extends ApiContract>(
  contract: C,
  input: ContractInput<C>,
  /** Values of the path's [name] segments. */
  params: Record<string, string> = {},
): Promise<ApiResult<ContractOutput<C>>> {
  const isQuery = contract.method === "GET";
  const path = contract.path.replace(/\[(\w+)\]/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ""),
  );
  const url = isQuery
    ? `${path}?${new URLSearchParams(input as Record<string, string>).toString()}`
    : path;
  let response: Response;
  try {
    response = await fetch(url, {
      method: contract.method,
      headers: isQuery ? undefined : { "Content-Type": "application/json" },
      body: isQuery ? undefined : JSON.stringify(input),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_FAILED };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: body as ContractOutput<C> };
  return {
    ok: false,
    status: response.status,
    error: isErrorBody(body) ? body.error : { code: "internal", message: UNEXPECTED_ERROR_MESSAGE },
  };
}
