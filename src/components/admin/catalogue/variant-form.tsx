"use client";

import { useId, type FormEvent } from "react";
import {
  createVariantContract,
  updateVariantContract,
} from "@/domain/api/staff-catalogue-contracts";
import { callApi } from "@/components/api/call-api";
import { useStaffAction } from "../use-staff-action";
import { FormFeedback, numberOf, textOf } from "./form-feedback";

export interface OptionChoice {
  id: number;
  name: string;
  type: string;
}

export interface VariantFormValues {
  id?: number;
  sku: string;
  size_id: number | null;
  color_id: number | null;
  stock: number;
  fulfilment_id: string | null;
  lifespan_base: number;
}

const optionalId = (form: FormData, name: string) => {
  const text = textOf(form, name);
  return text === "" ? null : Number(text);
};

/** Adds a variant to a product, or saves one (a stock change is a stock correction). */
export function VariantForm({
  productId,
  values,
  options,
}: {
  productId: number;
  values: VariantFormValues;
  options: OptionChoice[];
}) {
  const { state, run } = useStaffAction();
  const uid = useId();
  const label = values.id === undefined ? "new variant" : `variant ${values.sku}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const input = {
      sku: textOf(form, "sku"),
      size_id: optionalId(form, "size_id"),
      color_id: optionalId(form, "color_id"),
      stock: numberOf(form, "stock"),
      fulfilment_id: textOf(form, "fulfilment_id"),
      lifespan_base: numberOf(form, "lifespan_base"),
    };
    const saved =
      values.id === undefined
        ? await run(
            () => callApi(createVariantContract, input, { id: String(productId) }),
            "Variant added.",
          )
        : await run(
            () => callApi(updateVariantContract, input, { id: String(values.id) }),
            "Variant saved.",
          );
    if (saved && values.id === undefined) formElement.reset();
  }

  const select = (name: "size_id" | "color_id", type: string, text: string) => (
    <label>
      {text}
      <select name={name} defaultValue={values[name] ?? ""}>
        <option value="">None</option>
        {options
          .filter((option) => option.type === type)
          .map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
      </select>
    </label>
  );

  return (
    <form className="admin-catalogue-variant-form" onSubmit={submit} aria-label={label} id={uid}>
      <label>
        SKU
        <input name="sku" required maxLength={64} defaultValue={values.sku} />
      </label>
      {select("size_id", "Size", "Size")}
      {select("color_id", "Color", "Colour")}
      <label>
        Stock
        <input name="stock" type="number" min={0} step={1} defaultValue={values.stock} />
      </label>
      <label>
        Fulfilment id
        <input name="fulfilment_id" maxLength={100} defaultValue={values.fulfilment_id ?? ""} />
      </label>
      <label>
        Lifespan (weeks)
        <input
          name="lifespan_base"
          type="number"
          min={1}
          max={520}
          step={1}
          defaultValue={values.lifespan_base}
        />
      </label>
      <button type="submit" disabled={state.busy}>
        {values.id === undefined ? "Add variant" : `Save variant ${values.sku}`}
      </button>
      <FormFeedback state={state} />
    </form>
  );
}
