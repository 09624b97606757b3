"use client";

import { useId, useState } from "react";
import { callApi } from "@/components/api/call-api";
import { pounds } from "@/domain/member/billing";
import { gradeTradeInPieceContract } from "@/domain/api/trade-in-contracts";
import { gradePieceInput } from "@/domain/trade-in/trade-in";
import { ActionOutcome, useStaffAction } from "../use-staff-action";

/**
 * One piece's grade: accepted (the variant it becomes, by SKU, and its estimated resale value) or
 * rejected (a reason). The form checks with the server's schema first; the page is read again.
 */
export function GradePieceForm({
  offerId,
  pieceId,
  variantList,
}: {
  offerId: number;
  pieceId: number;
  /** The datalist of variants' SKUs the page renders once. */
  variantList: string;
}) {
  const id = useId();
  const { state, run, refuse } = useStaffAction();
  const [grade, setGrade] = useState<"accepted" | "rejected">("accepted");
  const [sku, setSku] = useState("");
  const [value, setValue] = useState("");
  const [reason, setReason] = useState("");
  const fieldError = (name: string) =>
    state.fields[name] ? <span className="admin-error">{state.fields[name]}</span> : null;

  return (
    <form
      className="admin-trade-in-grade"
      aria-label={`Grade piece ${pieceId}`}
      onSubmit={(event) => {
        event.preventDefault();
        const input = grade === "accepted" ? { grade, variant_sku: sku, value } : { grade, reason };
        const checked = gradePieceInput.safeParse(input);
        if (!checked.success) {
          const fields: Record<string, string> = {};
          for (const issue of checked.error.issues) fields[issue.path.join(".")] ??= issue.message;
          refuse("Please check the grade.", fields);
          return;
        }
        void run(
          () =>
            callApi(gradeTradeInPieceContract, input, {
              id: String(offerId),
              piece: String(pieceId),
            }),
          (data) =>
            data.offerGraded
              ? data.creditPence > 0
                ? `Graded. The offer is complete: ${pounds(data.creditPence)} credit goes to the family.`
                : "Graded. The offer is complete; nothing was accepted, so there is no credit."
              : "Graded.",
        );
      }}
    >
      <fieldset>
        <legend>Grade</legend>
        <label>
          <input
            type="radio"
            name={`${id}-grade`}
            checked={grade === "accepted"}
            onChange={() => setGrade("accepted")}
          />{" "}
          Accepted
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-grade`}
            checked={grade === "rejected"}
            onChange={() => setGrade("rejected")}
          />{" "}
          Rejected
        </label>
      </fieldset>
      {grade === "accepted" ? (
        <>
          <label>
            Variant SKU it becomes
            <input
              list={variantList}
              value={sku}
              autoComplete="off"
              onChange={(e) => setSku(e.target.value)}
            />
          </label>
          {fieldError("variant_sku")}
          <label>
            Estimated resale value (£)
            <input inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />
          </label>
          {fieldError("value")}
        </>
      ) : (
        <>
          <label>
            Reason
            <input maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          {fieldError("reason")}
        </>
      )}
      <button type="submit" disabled={state.busy}>
        Save grade
      </button>
      <ActionOutcome state={state} />
    </form>
  );
}
