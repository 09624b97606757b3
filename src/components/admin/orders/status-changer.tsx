"use client";

import { useId, useState } from "react";
import { callApi, type ApiResult } from "@/components/api/call-api";
import {
  deliveryStatusContract,
  orderItemStatusContract,
  orderStatusContract,
  returnStatusContract,
} from "@/domain/api/staff-order-contracts";
import { label } from "@/domain/admin/order-transitions";
import type { OrderItemStatus, OrderStatus } from "@/domain/enums";
import { ActionOutcome, useStaffAction } from "../use-staff-action";

type Kind = "order" | "delivery" | "return" | "item";

function send(kind: Kind, id: number, to: string, confirmed: boolean): Promise<ApiResult<unknown>> {
  const params = { id: String(id) };
  if (kind === "item")
    return callApi(orderItemStatusContract, { to: to as OrderItemStatus }, params);
  const contract =
    kind === "order"
      ? orderStatusContract
      : kind === "delivery"
        ? deliveryStatusContract
        : returnStatusContract;
  const body = { to: to as OrderStatus, ...(confirmed ? { confirmed: true as const } : {}) };
  return callApi(contract, body, params);
}

/**
 * A select of the statuses this record may move to by hand, and a button to move it. A move with
 * consequences for the member (`confirmations`) first shows them and asks staff to confirm.
 */
export function StatusChanger({
  kind,
  id,
  current,
  allowed,
  name,
  confirmations,
}: {
  kind: Kind;
  id: number;
  current: string;
  allowed: readonly string[];
  /** What the record is called on the page, e.g. 'order 12' or 'item 40'. */
  name: string;
  /** Per target status: what the move does, shown for staff to confirm before it is made. */
  confirmations?: Partial<Record<string, readonly string[]>>;
}) {
  const selectId = useId();
  const headingId = useId();
  const [to, setTo] = useState(allowed[0] ?? "");
  const [confirming, setConfirming] = useState<string | null>(null);
  const { state, run } = useStaffAction();
  if (allowed.length === 0) return <span className="admin-orders-muted">No change by hand</span>;
  const change = (target: string, confirmed: boolean) =>
    void run(
      () => send(kind, id, target, confirmed),
      `Changed from ${label(current)} to ${label(target)}.`,
    ).then(() => setConfirming(null));
  const consequences = confirming ? confirmations?.[confirming] : undefined;
  if (confirming && consequences)
    return (
      <section className="admin-orders-confirm" aria-labelledby={headingId}>
        <h2 id={headingId}>
          Mark {name} {label(confirming)}?
        </h2>
        <ul>
          {consequences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <button type="button" disabled={state.busy} onClick={() => change(confirming, true)}>
          Yes, mark {name} {label(confirming)}
        </button>{" "}
        <button type="button" disabled={state.busy} onClick={() => setConfirming(null)}>
          Keep it as it is
        </button>
        <ActionOutcome state={state} />
      </section>
    );
  return (
    <form
      className="admin-orders-inline"
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmations?.[to]) setConfirming(to);
        else change(to, false);
      }}
    >
      <label htmlFor={selectId}>New status of {name}</label>
      <select id={selectId} value={to} onChange={(event) => setTo(event.target.value)}>
        {allowed.map((status) => (
          <option key={status} value={status}>
            {label(status)}
          </option>
        ))}
      </select>
      <button type="submit" disabled={state.busy}>
        Change status of {name}
      </button>
      <ActionOutcome state={state} />
    </form>
  );
}
