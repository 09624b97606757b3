import type { ActionState } from "../use-staff-action";
import { FormFeedback as SharedFormFeedback } from "../form-feedback";

/**
 * The outcome of a catalogue form's staff action: the back office's one form outcome view
 * (`../form-feedback`) with the catalogue's field labels and classes.
 */
export function FormFeedback({ state }: { state: ActionState }) {
  return <SharedFormFeedback state={state} labels={FIELD_LABELS} area="admin-catalogue" />;
}

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  slug: "Slug",
  product_reference: "Product reference",
  description: "Description",
  rrp: "RRP",
  orderKey: "Order",
  accordion1_title: "Accordion 1 title",
  accordion2_title: "Accordion 2 title",
  accordion3_title: "Accordion 3 title",
  tag_ids: "Tags",
  sku: "SKU",
  size_id: "Size",
  color_id: "Colour",
  stock: "Stock",
  fulfilment_id: "Fulfilment id",
  lifespan_base: "Lifespan",
  barcodes: "Barcodes",
  count: "Number of garments",
  wholesale_price: "Wholesale price",
};

/** A form field's text ('' when absent). */
export const textOf = (form: FormData, name: string) => String(form.get(name) ?? "");

/** A whole number typed in a form; NaN (refused by the schema) when it is not one. */
export const numberOf = (form: FormData, name: string) => {
  const text = textOf(form, name).trim();
  return text === "" ? Number.NaN : Number(text);
};
