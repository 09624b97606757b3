"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { callApi, callUpload } from "@/components/api/call-api";
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_PRODUCT_IMAGE_BYTES,
} from "@/domain/admin/catalogue";
import { AGE_SIZES } from "@/domain/catalogue/age-sizes";
import { formatDeliveryDay } from "@/domain/checkout/order-confirmation";
import {
  MAX_TRADE_IN_PIECES,
  REJECTED_CHOICE_LABELS,
  REJECTED_CHOICES,
  tradeInOfferInput,
  type RejectedChoice,
} from "@/domain/trade-in/trade-in";

interface PieceDraft {
  key: number;
  brand: string;
  categoryId: string;
  size: string;
  photoId: number | null;
  uploading: boolean;
}

type FieldErrors = Record<string, string>;

const PHOTO_TYPES = ["image/png", "image/jpeg", "image/webp"];
let nextKey = 1;
const emptyPiece = (): PieceDraft => ({
  key: nextKey++,
  brand: "",
  categoryId: "",
  size: "",
  photoId: null,
  uploading: false,
});

/**
 * 'Trade in what they outgrew' (issue 27): per piece its brand, kind, size and a photo (uploaded
 * as it is chosen, with the staff uploads' limits), and what to do with pieces we cannot take. The
 * offer is checked with the server's own schema before it is sent; the answer gives the parcel's
 * reference and the day to post it by, and the page shows the offer with its prepaid label.
 */
export function TradeInForm({
  categories,
}: {
  categories: readonly { id: number; name: string }[];
}) {
  const router = useRouter();
  const formId = useId();
  const [pieces, setPieces] = useState<PieceDraft[]>(() => [emptyPiece()]);
  const [rejected, setRejected] = useState<RejectedChoice | "">("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const update = (key: number, change: Partial<PieceDraft>) =>
    setPieces((all) => all.map((piece) => (piece.key === key ? { ...piece, ...change } : piece)));

  const choosePhoto = async (index: number, key: number, file: File | undefined) => {
    const field = `pieces.${index}.photo_id`;
    setErrors((all) => {
      const rest = { ...all };
      delete rest[field];
      return rest;
    });
    if (!file) return;
    const refuse = (message: string) => setErrors((all) => ({ ...all, [field]: message }));
    if (!PHOTO_TYPES.includes(file.type)) return refuse(IMAGE_TYPE_MESSAGE);
    if (file.size > MAX_PRODUCT_IMAGE_BYTES) return refuse(IMAGE_SIZE_MESSAGE);
    update(key, { uploading: true, photoId: null });
    const { uploadTradeInPhotoContract } = await import("@/domain/api/trade-in-contracts");
    const result = await callUpload(uploadTradeInPhotoContract, file);
    update(key, { uploading: false, photoId: result.ok ? result.data.photoId : null });
    if (!result.ok) refuse(result.error.message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setDone(null);
    const offer = {
      pieces: pieces.map((piece) => ({
        brand: piece.brand,
        category_id: piece.categoryId,
        size: piece.size,
        photo_id: piece.photoId ?? "",
      })),
      rejected,
    };
    const checked = tradeInOfferInput.safeParse(offer);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) found[issue.path.join(".")] ??= issue.message;
      setErrors(found);
      setFormError("Please check the highlighted answers.");
      return;
    }
    setErrors({});
    setBusy(true);
    const { offerTradeInContract } = await import("@/domain/api/trade-in-contracts");
    const result = await callApi(offerTradeInContract, {
      ...offer,
      rejected: checked.data.rejected,
    });
    setBusy(false);
    if (!result.ok) {
      setFormError(result.error.message);
      return;
    }
    setPieces([emptyPiece()]);
    setRejected("");
    setDone(
      `Thank you! Trade-in ${result.data.reference} is booked. Please post your parcel by ${formatDeliveryDay(result.data.postBy)} with the prepaid label below.`,
    );
    router.refresh();
  };

  const error = (field: string) =>
    errors[field] ? (
      <p className="form-field__error" id={`${formId}-${field}`}>
        {errors[field]}
      </p>
    ) : null;
  const described = (field: string) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `${formId}-${field}` } : {};

  return (
    <form
      className="trade-in-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`}>Offer your outgrown clothes</h2>
      <p>
        Tell us about each piece and add a photo. We send you a prepaid label; once your parcel
        arrives we look at every piece and credit you a share of what we can rent it out for.
      </p>
      {pieces.map((piece, index) => (
        <fieldset key={piece.key} className="trade-in-form__piece">
          <legend>Piece {index + 1}</legend>
          <label className="form-field">
            Brand
            <input
              value={piece.brand}
              maxLength={80}
              autoComplete="off"
              onChange={(e) => update(piece.key, { brand: e.target.value })}
              {...described(`pieces.${index}.brand`)}
            />
          </label>
          {error(`pieces.${index}.brand`)}
          <label className="form-field">
            What it is
            <select
              value={piece.categoryId}
              onChange={(e) => update(piece.key, { categoryId: e.target.value })}
              {...described(`pieces.${index}.category_id`)}
            >
              <option value="">Choose…</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </label>
          {error(`pieces.${index}.category_id`)}
          <label className="form-field">
            Size on the label
            <select
              value={piece.size}
              onChange={(e) => update(piece.key, { size: e.target.value })}
              {...described(`pieces.${index}.size`)}
            >
              <option value="">Choose…</option>
              {AGE_SIZES.map((size) => (
                <option key={size.slug} value={size.slug}>
                  {size.name}
                </option>
              ))}
            </select>
          </label>
          {error(`pieces.${index}.size`)}
          <label className="form-field">
            Photo (PNG, JPEG or WebP, up to 1 MB)
            <input
              type="file"
              accept={PHOTO_TYPES.join(",")}
              onChange={(e) => void choosePhoto(index, piece.key, e.target.files?.[0])}
              {...described(`pieces.${index}.photo_id`)}
            />
          </label>
          {piece.uploading && <p className="form-note">Adding your photo…</p>}
          {piece.photoId !== null && (
            <p className="trade-in-form__photo">
              {/* Their own photo, from the shop (only they and staff can open it). */}
              <img src={`/api/trade-ins/photos/${piece.photoId}`} alt="" width={64} height={64} />
              Photo added.
            </p>
          )}
          {error(`pieces.${index}.photo_id`)}
          {pieces.length > 1 && (
            <button
              type="button"
              className="trade-in-form__remove"
              onClick={() => setPieces((all) => all.filter((p) => p.key !== piece.key))}
            >
              Remove piece {index + 1}
            </button>
          )}
        </fieldset>
      ))}
      {pieces.length < MAX_TRADE_IN_PIECES && (
        <button
          type="button"
          className="trade-in-form__add"
          onClick={() => setPieces((all) => [...all, emptyPiece()])}
        >
          Add another piece
        </button>
      )}
      {error("pieces")}
      <fieldset
        className="subscription-plans"
        aria-describedby={errors.rejected ? `${formId}-rejected` : undefined}
      >
        <legend>If we cannot take a piece</legend>
        {REJECTED_CHOICES.map((choice) => (
          <label key={choice} className="subscription-plans__choice">
            <input
              type="radio"
              name="rejected"
              value={choice}
              checked={rejected === choice}
              onChange={() => setRejected(choice)}
            />
            {REJECTED_CHOICE_LABELS[choice]}
          </label>
        ))}
      </fieldset>
      {error("rejected")}
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button" disabled={busy || pieces.some((p) => p.uploading)}>
        Send my offer
      </button>
      {done && (
        <p className="account__saved" role="status">
          {done}
        </p>
      )}
    </form>
  );
}
