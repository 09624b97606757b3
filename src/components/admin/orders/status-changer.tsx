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
import { ActionOutcome, useStaffAction } from "./use-staff-action";

type Kind = "order" | "delivery" | "return" | "item";

function send(kind: Kind, id: number, to: string): Promise<ApiResult<unknown>> {
  const params = { id: String(id) };
  if (kind === "item")
    return callApi(orderItemStatusContract, { to: to as OrderItemStatus }, params);
  const contract =
    kind === "order"
      ? orderStatusContract
      : kind === "delivery"
        ? deliveryStatusContract
        : returnStatusContract;
  return callApi(contract, { to: to as OrderStatus }, params);
}

/** A select of the statuses this record may move to by hand, and a button to move it. */
export function StatusChanger({
  kind,
  id,
  current,
  allowed,
  name,
}: {
  kind: Kind;
  id: number;
  current: string;
  allowed: readonly string[];
  /** What the record is called on the page, e.g. 'order 12' or 'item 40'. */
  name: string;
}) {
  const selectId = useId();
  const [to, setTo] = useState(allowed[0] ?? "");
  const { state, run } = useStaffAction();
  if (allowed.length === 0) return <span className="admin-orders-muted">No change by hand</span>;
  return (
    <form
      className="admin-orders-inline"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => send(kind, id, to), `Changed from ${label(current)} to ${label(to)}.`);
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
