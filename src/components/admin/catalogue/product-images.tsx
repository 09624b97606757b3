"use client";

import { useRouter } from "next/navigation";
import { useState, type ChangeEvent } from "react";
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_PRODUCT_IMAGE_BYTES,
} from "@/domain/admin/catalogue";
import {
  moveProductImageContract,
  removeProductImageContract,
  uploadProductImageContract,
} from "@/domain/api/staff-catalogue-contracts";
import { imageUrl } from "@/domain/images";
import { callApi, callUpload } from "@/components/api/call-api";
import { FormFeedback, type Feedback } from "./form-feedback";

const ACCEPTED = ["image/png", "image/jpeg", "image/webp"];

/** The product's images in order: add one, move one up or down, remove one. */
export function ProductImages({
  id,
  name,
  images,
}: {
  id: number;
  name: string;
  images: string[];
}) {
  const router = useRouter();
  const [feedback, setFeedback] = useState<Feedback>({});
  const [busy, setBusy] = useState(false);

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (!ACCEPTED.includes(file.type))
      return setFeedback({ error: { code: "validation_failed", message: IMAGE_TYPE_MESSAGE } });
    if (file.size > MAX_PRODUCT_IMAGE_BYTES)
      return setFeedback({ error: { code: "validation_failed", message: IMAGE_SIZE_MESSAGE } });
    setBusy(true);
    // The file itself is the body; the server checks its bytes.
    const result = await callUpload(uploadProductImageContract, file, { id: String(id) });
    setBusy(false);
    input.value = "";
    if (!result.ok) return setFeedback({ error: result.error });
    setFeedback({ done: "Image added." });
    router.refresh();
  }

  async function change(path: string, move?: -1 | 1) {
    setBusy(true);
    const result = move
      ? await callApi(moveProductImageContract, { path, move }, { id: String(id) })
      : await callApi(removeProductImageContract, { path }, { id: String(id) });
    setBusy(false);
    if (!result.ok) return setFeedback({ error: result.error });
    setFeedback({ done: move ? "Image moved." : "Image removed." });
    router.refresh();
  }

  return (
    <section aria-labelledby="images-heading">
      <h2 id="images-heading">Images</h2>
      {images.length === 0 ? (
        <p>No images yet: the shop shows a placeholder.</p>
      ) : (
        <ol className="catalogue-images">
          {images.map((path, index) => (
            <li key={path}>
              <img src={imageUrl(path, 320)} alt={`${name}, image ${index + 1}`} width={160} />
              <div>
                <button
                  type="button"
                  disabled={busy || index === 0}
                  onClick={() => void change(path, -1)}
                >
                  Move image {index + 1} up
                </button>
                <button
                  type="button"
                  disabled={busy || index === images.length - 1}
                  onClick={() => void change(path, 1)}
                >
                  Move image {index + 1} down
                </button>
                <button type="button" disabled={busy} onClick={() => void change(path)}>
                  Remove image {index + 1}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <label>
        Add an image (PNG, JPEG or WebP, up to 1 MB)
        <input
          type="file"
          accept={ACCEPTED.join(",")}
          disabled={busy}
          onChange={(event) => void add(event)}
        />
      </label>
      <FormFeedback feedback={feedback} />
    </section>
  );
}
