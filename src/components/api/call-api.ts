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

/** The contract's path with its [name] segments filled in. */
function pathOf(contract: ApiContract, params: Record<string, string>): string {
  return contract.path.replace(/\[(\w+)\]/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ""),
  );
}

/** Sends the request; the answer typed by the contract, or the one error shape. Never throws. */
async function send<O>(url: string, init: RequestInit): Promise<ApiResult<O>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: "same-origin", cache: "no-store" });
  } catch {
    return { ok: false, status: 0, error: NETWORK_FAILED };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: body as O };
  return {
    ok: false,
    status: response.status,
    error: isErrorBody(body) ? body.error : { code: "internal", message: UNEXPECTED_ERROR_MESSAGE },
  };
}

/**
 * Calls an API route through its contract: the input and the answer are typed by the same object
 * the route handler uses. Never throws; a failure is `{ok: false, error}` with a message to show.
 */
export function callApi<C extends ApiContract>(
  contract: C,
  input: ContractInput<C>,
  /** Values of the path's [name] segments. */
  params: Record<string, string> = {},
): Promise<ApiResult<ContractOutput<C>>> {
  const path = pathOf(contract, params);
  if (contract.method === "GET")
    return send(`${path}?${new URLSearchParams(input as Record<string, string>).toString()}`, {
      method: "GET",
    });
  return send(path, {
    method: contract.method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
}

/** Sends a file as the whole body to a contract's route (an upload); answers as `callApi`. */
export function callUpload<C extends ApiContract>(
  contract: C,
  file: Blob,
  params: Record<string, string> = {},
): Promise<ApiResult<ContractOutput<C>>> {
  return send(pathOf(contract, params), {
    method: contract.method,
    headers: { "Content-Type": file.type || "application/octet-stream" },
    body: file,
  });
}
