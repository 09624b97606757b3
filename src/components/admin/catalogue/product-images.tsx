"use client";

import { useState, type ChangeEvent } from "react";
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_PRODUCT_IMAGE_BYTES,
} from "@/domain/admin/catalogue";
import {
  colourProductImageContract,
  moveProductImageContract,
  removeProductImageContract,
  uploadProductImageContract,
} from "@/domain/api/staff-catalogue-contracts";
import { imageUrl } from "@/domain/images";
import { callApi, callUpload } from "@/components/api/call-api";
import { useStaffAction } from "../use-staff-action";
import { FormFeedback } from "./form-feedback";

const ACCEPTED = ["image/png", "image/jpeg", "image/webp"];

/** A colour of the product's variants, which a picture may show. */
export interface ImageColourChoice {
  id: number;
  name: string;
}

const EVERY_COLOUR = "";

/** A picture's colour: one of the product's colours, or every colour. */
function ColourSelect({
  label,
  value,
  colours,
  busy,
  onChange,
}: {
  label: string;
  value: string;
  colours: ImageColourChoice[];
  busy: boolean;
  onChange(value: string): void;
}) {
  return (
    <label>
      {label}
      <select value={value} disabled={busy} onChange={(event) => onChange(event.target.value)}>
        <option value={EVERY_COLOUR}>Every colour</option>
        {colours.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The product's images in order: add one (of one colour, or of every colour), say which colour
 * one shows (issue 26: the product page shows the chosen colour's pictures), move one up or down,
 * remove one.
 */
export function ProductImages({
  id,
  name,
  images,
  colours = [],
  imageColours = {},
}: {
  id: number;
  name: string;
  images: string[];
  colours?: ImageColourChoice[];
  /** The colour option each picture shows, by path. */
  imageColours?: Record<string, number>;
}) {
  const { state, run, refuse } = useStaffAction();
  const busy = state.busy;
  const [uploadColour, setUploadColour] = useState(EVERY_COLOUR);

  const colourOf = (value: string) => (value === EVERY_COLOUR ? null : Number(value));

  function colour(path: string, value: string) {
    void run(
      () =>
        callApi(
          colourProductImageContract,
          { path, color_id: colourOf(value) },
          { id: String(id) },
        ),
      "Colour saved.",
    );
  }

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return refuse(IMAGE_TYPE_MESSAGE);
    if (file.size > MAX_PRODUCT_IMAGE_BYTES) return refuse(IMAGE_SIZE_MESSAGE);
    // The file itself is the body; the server checks its bytes.
    const colorId = colourOf(uploadColour);
    await run(async () => {
      const added = await callUpload(uploadProductImageContract, file, { id: String(id) });
      const path = added.ok ? added.data.images.at(-1) : undefined;
      if (colorId === null || !path) return added;
      return callApi(colourProductImageContract, { path, color_id: colorId }, { id: String(id) });
    }, "Image added.");
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
                {colours.length > 0 && (
                  <ColourSelect
                    colours={colours}
                    busy={busy}
                    label={`Colour of image ${index + 1}`}
                    value={
                      imageColours[path] === undefined ? EVERY_COLOUR : String(imageColours[path])
                    }
                    onChange={(value) => colour(path, value)}
                  />
                )}
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
      {colours.length > 0 && (
        <ColourSelect
          colours={colours}
          busy={busy}
          label="Colour of the next image"
          value={uploadColour}
          onChange={setUploadColour}
        />
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
