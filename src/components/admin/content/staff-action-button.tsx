"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { ApiContract, ContractInput } from "@/domain/api/contract";
import { callApi } from "@/components/api/call-api";

/**
 * A button that calls one staff endpoint, optionally after a confirmation, then shows the page's
 * new state (the server renders it again). The outcome is announced in a status line.
 */
export function StaffActionButton<C extends ApiContract>({
  contract,
  input,
  params,
  label,
  confirm,
  done,
}: {
  contract: C;
  input: ContractInput<C>;
  params?: Record<string, string>;
  label: string;
  /** Asked before the call; the call happens only when the staff member agrees. */
  confirm?: string;
  /** Said once it worked. */
  done: string;
}) {
  const router = useRouter();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const run = () => {
    if (confirm && !window.confirm(confirm)) return;
    startTransition(async () => {
      const result = await callApi(contract, input, params);
      setMessage(result.ok ? { ok: true, text: done } : { ok: false, text: result.error.message });
      if (result.ok) router.refresh();
    });
  };
  return (
    <span className="content-admin-action">
      <button type="button" onClick={run} disabled={pending}>
        {label}
      </button>
      <span role="status" className={message?.ok === false ? "content-admin-error" : undefined}>
        {message?.text}
      </span>
    </span>
  );
}
