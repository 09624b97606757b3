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
 * What a successful call leads to: a sentence for staff (a fixed one, or one made from the answer),
 * after which the page is read again; or `goTo`, another page (a record just created).
 */
type ActionDone<O> = string | ((data: O) => string) | { goTo: (data: O) => string };

const IDLE: ActionState = { busy: false, message: null, error: null, fields: {} };

/**
 * The back office's one staff action hook: runs one staff call at a time (`busy` meanwhile) and
 * keeps what to tell staff: the server's message on a refusal (409, 422 with its fields), or
 * `done` on success, after which the page is read again (the server renders its new state).
 * `refuse` shows a refusal found before any call (a file of the wrong type; a form's own check,
 * with each field's message). `run` answers whether the call succeeded (a form then empties
 * itself). A call may be several requests in a row (save, then publish): the first refusal is the
 * answer, and `busy` lasts until the last one.
 */
export function useStaffAction() {
  const router = useRouter();
  const [state, setState] = useState<ActionState>(IDLE);
  async function run<O>(call: () => Promise<ApiResult<O>>, done: ActionDone<O>): Promise<boolean> {
    setState({ ...IDLE, busy: true });
    const result = await call();
    if (!result.ok) {
      setState({ ...IDLE, error: result.error.message, fields: result.error.fields ?? {} });
      return false;
    }
    if (typeof done === "object") {
      setState(IDLE);
      router.push(done.goTo(result.data));
      return true;
    }
    setState({ ...IDLE, message: typeof done === "string" ? done : done(result.data) });
    router.refresh();
    return true;
  }
  function refuse(message: string, fields: Record<string, string> = {}) {
    setState({ ...IDLE, error: message, fields });
  }
  return { state, run, refuse };
}

/**
 * The outcome of the last call, announced to screen readers; `idle` is said when there is none
 * yet (the content editor's 'Unsaved changes.').
 */
export function ActionOutcome({ state, idle = "" }: { state: ActionState; idle?: string }) {
  return (
    <p role="status" className={state.error ? "admin-error" : "admin-done"}>
      {state.error ?? state.message ?? idle}
    </p>
  );
}
