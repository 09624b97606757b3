import type { ApiErrorDetail } from "@/domain/api/errors";

/** The outcome of a back-office form: an error (with its fields) or a done message. */
export interface Feedback {
  error?: ApiErrorDetail;
  done?: string;
}

export function FormFeedback({ feedback }: { feedback: Feedback }) {
  if (feedback.error)
    return (
      <div className="catalogue-error" role="alert">
        <p>{feedback.error.message}</p>
        {feedback.error.fields && (
          <ul>
            {Object.entries(feedback.error.fields).map(([field, message]) => (
              <li key={field}>
                {FIELD_LABELS[field] ?? field}: {message}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  if (feedback.done)
    return (
      <p className="catalogue-done" role="status">
        {feedback.done}
      </p>
    );
  return <p role="status" className="catalogue-quiet" />;
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
