import type { ActionState } from "../use-staff-action";

/**
 * The outcome of a catalogue form's staff action (useStaffAction's state): a refusal as an alert
 * with each field's message under its label, or the done sentence.
 */
export function FormFeedback({ state }: { state: ActionState }) {
  if (state.error !== null) {
    const fields = Object.entries(state.fields);
    return (
      <div className="admin-catalogue-error" role="alert">
        <p>{state.error}</p>
        {fields.length > 0 && (
          <ul>
            {fields.map(([field, message]) => (
              <li key={field}>
                {FIELD_LABELS[field] ?? field}: {message}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  if (state.message !== null)
    return (
      <p className="admin-catalogue-done" role="status">
        {state.message}
      </p>
    );
  return <p role="status" className="admin-catalogue-quiet" />;
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
