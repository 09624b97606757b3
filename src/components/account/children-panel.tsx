"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { callApi } from "@/components/api/call-api";
import { useShop } from "@/components/shop-state/shop-provider";
import { AGE_SIZES } from "@/domain/catalogue/age-sizes";
import {
  childSizeHref,
  dayText,
  nextSizeText,
  possessive,
  wearsNowText,
  ageSizeName,
} from "@/domain/children/child-texts";
import type { SizePrediction } from "@/domain/children/size-prediction";
import { FORM_ERROR_KEY } from "@/domain/forms/form-texts";
import styles from "./children.module.css";

export interface ShownChild {
  id: number;
  firstName: string;
  dateOfBirth: string;
  sizeNow: string | null;
  prediction: SizePrediction;
}

type Values = { firstName: string; dateOfBirth: string; sizeNow: string };
type Errors = Record<string, string>;

const BLANK: Values = { firstName: "", dateOfBirth: "", sizeNow: "" };

/**
 * 'Your children' on /account (issue 27): each child with the size they wear now and when the next
 * size starts, a link to the collection in that size, and add, change and remove. The rules are
 * the server's own (src/domain/children/child-input.ts), checked here first.
 */
export function ChildrenPanel({ kids, today }: { kids: ShownChild[]; today: string }) {
  const router = useRouter();
  const { refreshSession } = useShop();
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const saved = (message: string) => {
    setEditing(null);
    setRemoving(null);
    setNotice(message);
    void refreshSession();
    router.refresh();
  };

  const remove = async (child: ShownChild) => {
    setRemoveError(null);
    const { removeChildContract } = await import("@/domain/api/children-contracts");
    const result = await callApi(removeChildContract, {}, { id: String(child.id) });
    if (!result.ok) setRemoveError(result.error.message);
    else saved(`${child.firstName} has been removed.`);
  };

  return (
    <section className="account-section" aria-labelledby="account-children">
      <h2 id="account-children">Your children</h2>
      {kids.length === 0 ? (
        <p className="account__empty">
          Tell us about your little ones and we&apos;ll keep track of their sizes as they grow.
        </p>
      ) : (
        <ul className={styles.list} data-testid="account-children">
          {kids.map((child) => (
            <li key={child.id} className={styles.child} data-testid="child">
              {editing === child.id ? (
                <ChildForm
                  title={`Change ${possessive(child.firstName)} details`}
                  submitLabel="Save changes"
                  today={today}
                  initial={{
                    firstName: child.firstName,
                    dateOfBirth: child.dateOfBirth,
                    sizeNow: child.sizeNow ?? "",
                  }}
                  childId={child.id}
                  onCancel={() => setEditing(null)}
                  onSaved={() => saved(`${child.firstName}'s details have been saved.`)}
                />
              ) : (
                <>
                  <h3 className={styles.name}>{child.firstName}</h3>
                  <p className={styles.born}>Born {dayText(child.dateOfBirth)}</p>
                  <p className={styles.size} data-testid="child-size-now">
                    {wearsNowText(child.prediction)}
                  </p>
                  <p className={styles.next} data-testid="child-next-size">
                    {nextSizeText(child.prediction)}
                  </p>
                  <div className={styles.actions}>
                    <Link className="button" href={childSizeHref(child.prediction.current)}>
                      Shop {ageSizeName(child.prediction.current)}
                    </Link>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => {
                        setNotice(null);
                        setRemoving(null);
                        setEditing(child.id);
                      }}
                    >
                      Change
                    </button>
                    {removing === child.id ? (
                      <>
                        <button
                          type="button"
                          className="button button--secondary"
                          onClick={() => void remove(child)}
                        >
                          Yes, remove {child.firstName}
                        </button>
                        <button
                          type="button"
                          className="button button--secondary"
                          onClick={() => setRemoving(null)}
                        >
                          Keep
                        </button>
                      </>
                    ) : (
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => {
                          setNotice(null);
                          setRemoveError(null);
                          setRemoving(child.id);
                        }}
                      >
                        Remove
                      </button>
                    )}
                  </div>
                  {removing === child.id && removeError && (
                    <p className="form-error" role="alert">
                      {removeError}
                    </p>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === "new" ? (
        <ChildForm
          title="Add a child"
          submitLabel="Add child"
          today={today}
          initial={BLANK}
          childId={null}
          onCancel={() => setEditing(null)}
          onSaved={(name) => saved(`${name} has been added.`)}
        />
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => {
            setNotice(null);
            setEditing("new");
          }}
        >
          Add a child
        </button>
      )}
      {notice && (
        <p className="account__saved" role="status">
          {notice}
        </p>
      )}
    </section>
  );
}

function ChildForm(props: {
  title: string;
  submitLabel: string;
  today: string;
  initial: Values;
  childId: number | null;
  onCancel(): void;
  onSaved(firstName: string): void;
}) {
  const { title, submitLabel, today, initial, childId, onCancel, onSaved } = props;
  const id = useId();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const set = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name] || errors[FORM_ERROR_KEY]) setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    // The rules and the contracts load on save, not with the page.
    const [{ childInputOn }, { collectErrors }, contracts] = await Promise.all([
      import("@/domain/children/child-input"),
      import("@/domain/forms/validate-form"),
      import("@/domain/api/children-contracts"),
    ]);
    const checked = childInputOn(today).safeParse(values);
    if (!checked.success) {
      setErrors(collectErrors(checked.error.issues));
      setBusy(false);
      return;
    }
    const result =
      childId === null
        ? await callApi(contracts.addChildContract, values)
        : await callApi(contracts.updateChildContract, values, { id: String(childId) });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.error.fields ?? { [FORM_ERROR_KEY]: result.error.message });
      return;
    }
    onSaved(checked.data.firstName);
  };

  const field = (name: keyof Values) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof Values) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="form-field__error" role="alert">
        {errors[name]}
      </p>
    );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <div className="form-field form-field--text">
        <label htmlFor={`${id}-firstName`}>First name *</label>
        <input
          {...field("firstName")}
          type="text"
          autoComplete="off"
          onChange={(e) => set("firstName", e.target.value)}
        />
        {error("firstName")}
      </div>
      <div className="form-field form-field--date">
        <label htmlFor={`${id}-dateOfBirth`}>Date of birth *</label>
        <input
          {...field("dateOfBirth")}
          type="date"
          max={today}
          onChange={(e) => set("dateOfBirth", e.target.value)}
        />
        {error("dateOfBirth")}
      </div>
      <div className="form-field form-field--select">
        <label htmlFor={`${id}-sizeNow`}>Size they wear now (if you know it)</label>
        <div className="form-field__select">
          <select {...field("sizeNow")} onChange={(e) => set("sizeNow", e.target.value)}>
            <option value="">Not sure: go by their age</option>
            {AGE_SIZES.map((size) => (
              <option key={size.slug} value={size.slug}>
                {size.name}
              </option>
            ))}
          </select>
        </div>
        {error("sizeNow")}
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {errors[FORM_ERROR_KEY] && (
        <p className="form-error" role="alert">
          {errors[FORM_ERROR_KEY]}
        </p>
      )}
    </form>
  );
}
