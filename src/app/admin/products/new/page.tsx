import Link from "next/link";
import { ProductForm } from "@/components/admin/catalogue/product-form";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import { listTags } from "@/server/services/catalogue-admin/list-admin-products";
import "../admin-catalogue.css";

/** A new product: saved as a draft; images, variants and publishing follow on its page. */
export default async function NewProductPage() {
  await requireStaffPage();
  const tags = await listTags(getDb());
  return (
    <section>
      <p>
        <Link href="/admin/products">Back to the catalogue</Link>
      </p>
      <h1>New product</h1>
      <p>The product is saved as a draft. Add images and variants, then publish it.</p>
      <ProductForm
        tags={tags}
        values={{
          name: "",
          slug: "",
          product_reference: null,
          description: null,
          rrp: null,
          orderKey: 0,
          accordion1_title: null,
          accordion1: null,
          accordion2_title: null,
          accordion2: null,
          accordion3_title: null,
          accordion3: null,
          tag_ids: [],
        }}
      />
    </section>
  );
}
