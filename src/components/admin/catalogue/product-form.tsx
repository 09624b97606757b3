"use client";

import { useState, type FormEvent } from "react";
import { ACCORDION_NUMBERS, slugify } from "@/domain/admin/catalogue";
import {
  createProductContract,
  updateProductContract,
} from "@/domain/api/staff-catalogue-contracts";
import { callApi } from "@/components/api/call-api";
import { useStaffAction } from "../use-staff-action";
import { FormFeedback, numberOf, textOf } from "./form-feedback";

export interface ProductFormValues {
  id?: number;
  name: string;
  slug: string;
  product_reference: string | null;
  description: string | null;
  rrp: string | null;
  orderKey: number;
  accordion1_title: string | null;
  accordion1: string | null;
  accordion2_title: string | null;
  accordion2: string | null;
  accordion3_title: string | null;
  accordion3: string | null;
  tag_ids: number[];
}

export interface TagChoice {
  id: number;
  name: string;
  type: string;
}

const TYPE_LABELS: Record<string, string> = {
  BRAND: "Brand",
  CATEGORY: "Category",
  SEASON: "Season",
  CONCEPT: "Concept",
  MATERIAL: "Material",
  PATTERN: "Pattern",
  SLEEVE_LENGTH: "Sleeve length",
  TYPE: "Type",
  FIT: "Fit",
  TAG: "Tag",
};

/** Every field of a product and its tags; creates the product, or saves it. */
export function ProductForm({ values, tags }: { values: ProductFormValues; tags: TagChoice[] }) {
  const { state, run } = useStaffAction();
  const [slugTouched, setSlugTouched] = useState(values.id !== undefined);
  const [slug, setSlug] = useState(values.slug);
  const types = [...new Set(tags.map((tag) => tag.type))];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      name: textOf(form, "name"),
      slug: textOf(form, "slug"),
      product_reference: textOf(form, "product_reference"),
      description: textOf(form, "description"),
      rrp: textOf(form, "rrp"),
      orderKey: numberOf(form, "orderKey"),
      accordion1_title: textOf(form, "accordion1_title"),
      accordion1: textOf(form, "accordion1"),
      accordion2_title: textOf(form, "accordion2_title"),
      accordion2: textOf(form, "accordion2"),
      accordion3_title: textOf(form, "accordion3_title"),
      accordion3: textOf(form, "accordion3"),
      tag_ids: form.getAll("tag_ids").map(Number),
    };
    if (values.id === undefined)
      void run(() => callApi(createProductContract, input), {
        goTo: (created) => `/admin/products/${created.id}`,
      });
    else
      void run(
        () => callApi(updateProductContract, input, { id: String(values.id) }),
        "Product saved. The shop shows the change now.",
      );
  }

  return (
    <form className="admin-catalogue-form" onSubmit={submit} aria-label="Product details">
      <label>
        Name
        <input
          name="name"
          required
          maxLength={200}
          defaultValue={values.name}
          onChange={(event) => {
            if (!slugTouched) setSlug(slugify(event.target.value));
          }}
        />
      </label>
      <label>
        Slug (the address: /products/{slug || "…"})
        <input
          name="slug"
          required
          maxLength={120}
          value={slug}
          onChange={(event) => {
            setSlugTouched(true);
            setSlug(event.target.value);
          }}
        />
      </label>
      <label>
        Product reference
        <input
          name="product_reference"
          maxLength={100}
          defaultValue={values.product_reference ?? ""}
        />
      </label>
      <label>
        RRP (£)
        <input name="rrp" inputMode="decimal" defaultValue={values.rrp ?? ""} />
      </label>
      <label>
        Order in the collection (lower first)
        <input name="orderKey" type="number" step={1} defaultValue={values.orderKey} />
      </label>
      <label className="admin-catalogue-wide">
        Description
        <textarea name="description" rows={4} defaultValue={values.description ?? ""} />
      </label>
      {ACCORDION_NUMBERS.map((n) => (
        <fieldset key={n} className="admin-catalogue-wide">
          <legend>Accordion {n}</legend>
          <label>
            Accordion {n} title
            <input
              name={`accordion${n}_title`}
              maxLength={200}
              defaultValue={values[`accordion${n}_title`] ?? ""}
            />
          </label>
          <label>
            Accordion {n} text
            <textarea
              name={`accordion${n}`}
              rows={3}
              defaultValue={values[`accordion${n}`] ?? ""}
            />
          </label>
        </fieldset>
      ))}
      {types.map((type) => (
        <fieldset key={type} className="admin-catalogue-wide admin-catalogue-tags">
          <legend>{TYPE_LABELS[type] ?? type}</legend>
          {tags
            .filter((tag) => tag.type === type)
            .map((tag) => (
              <label key={tag.id} className="admin-catalogue-check">
                <input
                  type="checkbox"
                  name="tag_ids"
                  value={tag.id}
                  defaultChecked={values.tag_ids.includes(tag.id)}
                />
                {tag.name}
              </label>
            ))}
        </fieldset>
      ))}
      <div className="admin-catalogue-wide">
        <button type="submit" disabled={state.busy}>
          {values.id === undefined ? "Create product" : "Save product"}
        </button>
        <FormFeedback state={state} />
      </div>
    </form>
  );
}
