"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { ApiResult } from "@/components/api/call-api";

export interface ActionState {
  busy: boolean;
  message: string | null;
  error: string | null;
  fields: Record<string, string>;
}

/**
 * The back office's one staff action hook: runs one staff call at a time (`busy` meanwhile) and
 * keeps what to tell staff: the server's message on a refusal (409, 422 with its fields), or
 * `done` on success, after which the page is read again (the server renders its new state).
 */
export function useStaffAction() {
  const router = useRouter();
  const [state, setState] = useState<ActionState>({
    busy: false,
    message: null,
    error: null,
    fields: {},
  });
  async function run<O>(call: () => Promise<ApiResult<O>>, done: string): Promise<boolean> {
    setState({ busy: true, message: null, error: null, fields: {} });
    const result = await call();
    if (!result.ok) {
      setState({
        busy: false,
        message: null,
        error: result.error.message,
        fields: result.error.fields ?? {},
      });
      return false;
    }
    setState({ busy: false, message: done, error: null, fields: {} });
    router.refresh();
    return true;
  }
  return { state, run };
}

/** The outcome of the last call, announced to screen readers. */
export function ActionOutcome({ state }: { state: ActionState }) {
  return (
    <p role="status" className={state.error ? "admin-orders-error" : "admin-orders-done"}>
      {state.error ?? state.message ?? ""}
    </p>
  );
}
