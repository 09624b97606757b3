import Link from "next/link";
import { notFound } from "next/navigation";
import { PRODUCT_STATUS_LABELS } from "@/domain/admin/catalogue";
import { catalogueIdParams } from "@/domain/api/staff-catalogue-contracts";
import { GarmentForm } from "@/components/admin/catalogue/garment-form";
import { ProductForm } from "@/components/admin/catalogue/product-form";
import { ProductImages } from "@/components/admin/catalogue/product-images";
import { ProductStateButtons } from "@/components/admin/catalogue/product-state-buttons";
import { DeleteVariantButton } from "@/components/admin/catalogue/delete-variant-button";
import { VariantForm } from "@/components/admin/catalogue/variant-form";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import { listTags } from "@/server/services/catalogue-admin/list-admin-products";
import {
  listVariantOptions,
  loadAdminProduct,
} from "@/server/services/catalogue-admin/load-admin-product";
import "../admin-catalogue.css";

/** One product in the back office: its fields, state, images, variants and their garments. */
export default async function AdminProductPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage();
  const parsed = catalogueIdParams.safeParse(await params);
  if (!parsed.success) notFound();
  const db = getDb();
  const [product, tags, options] = await Promise.all([
    loadAdminProduct(db, parsed.data.id),
    listTags(db),
    listVariantOptions(db),
  ]);
  if (!product) notFound();
  const optionName = new Map(options.map((option) => [option.id, option.name]));
  const live = product.variants.filter((variant) => !variant.deleted);

  return (
    <section>
      <p>
        <Link href="/admin/products">Back to the catalogue</Link>
      </p>
      <h1>{product.name}</h1>
      <p>
        Status: <strong>{PRODUCT_STATUS_LABELS[product.status]}</strong>
        {product.status === "published" && (
          <>
            {" · "}
            {/* Not prefetched: each staff save refreshes this page, and a prefetch of the shop's
                page racing the next save could keep the page from before it (decision 050-11). */}
            <Link href={`/products/${product.slug}`} prefetch={false}>
              See it in the shop
            </Link>
          </>
        )}
      </p>
      <ProductStateButtons id={product.id} status={product.status} />
      <h2>Details</h2>
      <ProductForm
        tags={tags}
        values={{
          id: product.id,
          name: product.name,
          slug: product.slug,
          product_reference: product.product_reference,
          description: product.description,
          rrp: product.rrp,
          orderKey: product.orderKey,
          accordion1_title: product.accordion1_title,
          accordion1: product.accordion1,
          accordion2_title: product.accordion2_title,
          accordion2: product.accordion2,
          accordion3_title: product.accordion3_title,
          accordion3: product.accordion3,
          tag_ids: product.tag_ids,
        }}
      />
      <ProductImages
        id={product.id}
        name={product.name}
        images={product.images}
        colours={[...new Set(live.flatMap((v) => (v.color_id ? [v.color_id] : [])))].map(
          (colourId) => ({ id: colourId, name: optionName.get(colourId) ?? String(colourId) }),
        )}
        imageColours={product.image_colors}
      />
      <section aria-labelledby="variants-heading">
        <h2 id="variants-heading">Variants</h2>
        {live.length === 0 ? (
          <p>No variants yet: the shop lists the product once it has one with a size.</p>
        ) : (
          <table className="admin-table">
            <caption className="visually-hidden">Variants of {product.name}</caption>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">Size</th>
                <th scope="col">Colour</th>
                <th scope="col">Stock</th>
                <th scope="col">Garments</th>
              </tr>
            </thead>
            <tbody>
              {live.map((variant) => (
                <tr key={variant.id}>
                  <th scope="row">{variant.sku}</th>
                  <td>{variant.size_id ? optionName.get(variant.size_id) : "—"}</td>
                  <td>{variant.color_id ? optionName.get(variant.color_id) : "—"}</td>
                  <td>{variant.stock}</td>
                  <td>
                    {Object.entries(variant.garments)
                      .map(([status, count]) => `${status} ${count}`)
                      .join(", ") || "none"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {live.map((variant) => (
          <div key={variant.id} className="admin-catalogue-variant">
            <h3>Variant {variant.sku}</h3>
            <VariantForm productId={product.id} values={variant} options={options} />
            <GarmentForm variantId={variant.id} sku={variant.sku} />
            <DeleteVariantButton id={variant.id} sku={variant.sku} />
          </div>
        ))}
        <div className="admin-catalogue-variant">
          <h3>Add a variant</h3>
          <VariantForm
            productId={product.id}
            options={options}
            values={{
              sku: "",
              size_id: null,
              color_id: null,
              stock: 0,
              fulfilment_id: null,
              lifespan_base: 52,
            }}
          />
        </div>
      </section>
    </section>
  );
}
