"use client";

import type { ChangeEvent } from "react";
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
import { useStaffAction } from "../use-staff-action";
import { FormFeedback } from "./form-feedback";

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
  const { state, run, refuse } = useStaffAction();
  const busy = state.busy;

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return refuse(IMAGE_TYPE_MESSAGE);
    if (file.size > MAX_PRODUCT_IMAGE_BYTES) return refuse(IMAGE_SIZE_MESSAGE);
    // The file itself is the body; the server checks its bytes.
    await run(
      () => callUpload(uploadProductImageContract, file, { id: String(id) }),
      "Image added.",
    );
    input.value = "";
  }

  function change(path: string, move?: -1 | 1) {
    void run(
      () =>
        move
          ? callApi(moveProductImageContract, { path, move }, { id: String(id) })
          : callApi(removeProductImageContract, { path }, { id: String(id) }),
      move ? "Image moved." : "Image removed.",
    );
  }

  return (
    <section aria-labelledby="images-heading">
      <h2 id="images-heading">Images</h2>
      {images.length === 0 ? (
        <p>No images yet: the shop shows a placeholder.</p>
      ) : (
        <ol className="admin-catalogue-images">
          {images.map((path, index) => (
            <li key={path}>
              <img src={imageUrl(path, 320)} alt={`${name}, image ${index + 1}`} width={160} />
              <div>
                <button
                  type="button"
                  disabled={busy || index === 0}
                  onClick={() => change(path, -1)}
                >
                  Move image {index + 1} up
                </button>
                <button
                  type="button"
                  disabled={busy || index === images.length - 1}
                  onClick={() => change(path, 1)}
                >
                  Move image {index + 1} down
                </button>
                <button type="button" disabled={busy} onClick={() => change(path)}>
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
      <FormFeedback state={state} />
    </section>
  );
}
