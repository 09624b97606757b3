"use client";

import type { ApiContract, ContractInput } from "@/domain/api/contract";
import {
  markMessageAnsweredContract,
  siteSwitchContract,
  type SiteSwitch,
} from "@/domain/api/staff-content-contracts";
import { runWarehouseSyncContract } from "@/domain/api/warehouse-contracts";
import type { ApiLogOrigin } from "@/domain/enums";
import { callApi } from "@/components/api/call-api";
import { useStaffAction } from "../use-staff-action";

/**
 * A button that calls one staff endpoint (a contract holds a schema, which cannot cross from a
 * server component, so each use below is its own client component), optionally after a
 * confirmation, through the back office's one staff action hook (useStaffAction: pending, done or
 * the server's refusal, then the page read again). The outcome is announced in a status line.
 */
function StaffActionButton<C extends ApiContract>({
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
  const { state, run } = useStaffAction();
  const onClick = () => {
    if (confirm && !window.confirm(confirm)) return;
    void run(() => callApi(contract, input, params), done);
  };
  return (
    <span className="admin-content-action">
      <button type="button" onClick={onClick} disabled={state.busy}>
        {label}
      </button>
      <span role="status" className={state.error ? "admin-content-error" : undefined}>
        {state.error ?? state.message}
      </span>
    </span>
  );
}

export function MarkAnsweredButton({ id }: { id: number }) {
  return (
    <StaffActionButton
      contract={markMessageAnsweredContract}
      input={{}}
      params={{ id: String(id) }}
      label="Mark answered"
      done="Marked answered."
    />
  );
}

export function RunSyncButton({ origin, label }: { origin: ApiLogOrigin; label: string }) {
  return (
    <StaffActionButton
      contract={runWarehouseSyncContract}
      input={{ origin }}
      label={`Run ${label.toLowerCase()} now`}
      done="Queued: it runs within a few seconds; reload to see its row."
    />
  );
}

export function SiteSwitchButton(props: {
  name: SiteSwitch;
  on: boolean;
  label: string;
  confirm: string;
  done: string;
}) {
  return (
    <StaffActionButton
      contract={siteSwitchContract}
      input={{ name: props.name, on: props.on }}
      label={props.label}
      confirm={props.confirm}
      done={props.done}
    />
  );
}
