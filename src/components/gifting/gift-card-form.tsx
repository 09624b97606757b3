"use client";

import { useState, useSyncExternalStore } from "react";
import { callApi } from "@/components/api/call-api";
import {
  ConfiguredForm,
  type RawValues,
  type SubmitResult,
} from "@/components/forms/configured-form";
import { UNEXPECTED_ERROR_MESSAGE } from "@/domain/api/errors";
import type { FormValues } from "@/domain/forms/schemas";
import { GIFT_CANCELLED_MESSAGE, giftDayLabel, giftPreview } from "@/domain/gifting/gift-preview";
import { giftDeliveryDays } from "@/domain/gifting/gift-request";

type Step = "amount" | "sender" | "recipient" | "message" | "preview";

const STEP_OF_FIELD = (field: string): Step =>
  field === "giftAmount"
    ? "amount"
    : field.startsWith("sender.")
      ? "sender"
      : field.startsWith("recipient.")
        ? "recipient"
        : "message";

/** Only the fields a form's step owns, without their 'sender.' or 'recipient.' prefix. */
function errorsFor(step: Step, errors: Record<string, string>): Record<string, string> {
  const own: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (STEP_OF_FIELD(key) !== step) continue;
    own[key.replace(/^(sender|recipient)\./, "")] = message;
  }
  return own;
}

const subscribeNever = () => () => {};

const asRaw = (values: Record<string, unknown>): RawValues =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v == null ? "" : String(v)]));

/**
 * /gifting (issue 10): the GIFTAMOUNT, GIFTSENDER, GIFTRECIPIENT and GIFTMESSAGE forms one after
 * another (each validated with its spec-5 rules as it is filled in), the delivery day, a preview of
 * the card, then 'Continue to payment' to the provider's page.
 */
export function GiftCardForm() {
  const [step, setStep] = useState<Step>("amount");
  const [amount, setAmount] = useState<FormValues<"GIFTAMOUNT"> | null>(null);
  const [sender, setSender] = useState<FormValues<"GIFTSENDER"> | null>(null);
  const [recipient, setRecipient] = useState<FormValues<"GIFTRECIPIENT"> | null>(null);
  const [message, setMessage] = useState<FormValues<"GIFTMESSAGE"> | null>(null);
  const [days, setDays] = useState<string[]>([]);
  const [deliveryDay, setDeliveryDay] = useState("");
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  // The page is shared and cached: the 'cancelled' notice is read in the visitor's browser only.
  const cancelled = useSyncExternalStore(
    subscribeNever,
    () => new URLSearchParams(window.location.search).has("cancelled"),
    () => false,
  );

  const next =
    <T,>(save: (data: T) => void, to: Step) =>
    (data: T): SubmitResult => {
      save(data);
      setServerErrors({});
      setStep(to);
    };

  const pay = async () => {
    if (!amount || !sender || !recipient) return;
    setPaying(true);
    setNotice(null);
    const { giftCheckoutContract } = await import("@/domain/api/gifting-contracts");
    const result = await callApi(giftCheckoutContract, {
      giftAmount: String(amount.giftAmount),
      sender: asRaw(sender) as Record<string, string>,
      recipient: asRaw(recipient) as Record<string, string>,
      message: message?.message ?? "",
      deliveryDay,
    });
    if (result.ok) {
      window.location.assign(result.data.url);
      return;
    }
    setPaying(false);
    const fields = result.error.fields ?? {};
    const first = Object.keys(fields)[0];
    if (first && first !== "deliveryDay") {
      setServerErrors(fields);
      setStep(STEP_OF_FIELD(first));
    } else setNotice(fields.deliveryDay ?? result.error.message ?? UNEXPECTED_ERROR_MESSAGE);
  };

  const back = (to: Step) => (
    <button type="button" className="button button--secondary" onClick={() => setStep(to)}>
      Back
    </button>
  );

  const today = days[0] ?? "";
  const preview =
    amount && sender && recipient
      ? giftPreview({
          amountPounds: amount.giftAmount,
          senderFirstName: sender.firstName,
          senderLastName: sender.lastName,
          recipientFirstName: recipient.firstName,
          message: message?.message,
        })
      : null;

  return (
    <section className="gift-card-form" aria-labelledby="gift-card-form-heading">
      <h2 id="gift-card-form-heading">Send a gift card</h2>
      {(notice ?? (cancelled && step === "amount" ? GIFT_CANCELLED_MESSAGE : null)) && (
        <p className="form-error" role="alert">
          {notice ?? GIFT_CANCELLED_MESSAGE}
        </p>
      )}
      {step === "amount" && <h3>How much would you like to give?</h3>}
      {step === "amount" && (
        <ConfiguredForm
          key="amount"
          name="GIFTAMOUNT"
          submitLabel="Next"
          initialValues={amount ? asRaw(amount) : undefined}
          initialErrors={errorsFor("amount", serverErrors)}
          onSubmit={next(setAmount, "sender")}
        ></ConfiguredForm>
      )}
      {step === "sender" && <h3>Your details</h3>}
      {step === "sender" && (
        <ConfiguredForm
          key="sender"
          name="GIFTSENDER"
          submitLabel="Next"
          initialValues={sender ? asRaw(sender) : undefined}
          initialErrors={errorsFor("sender", serverErrors)}
          onSubmit={next(setSender, "recipient")}
        >
          {back("amount")}
        </ConfiguredForm>
      )}
      {step === "recipient" && <h3>Who is it for?</h3>}
      {step === "recipient" && (
        <ConfiguredForm
          key="recipient"
          name="GIFTRECIPIENT"
          submitLabel="Next"
          initialValues={recipient ? asRaw(recipient) : undefined}
          initialErrors={errorsFor("recipient", serverErrors)}
          onSubmit={next((data: FormValues<"GIFTRECIPIENT">) => {
            setRecipient(data);
            // The days are the visitor's own (today where they are asked), chosen now.
            const offered = giftDeliveryDays(new Date());
            setDays(offered);
            setDeliveryDay((day) => (offered.includes(day) ? day : offered[0]!));
          }, "message")}
        >
          {back("sender")}
        </ConfiguredForm>
      )}
      {step === "message" && <h3>Your message and the day</h3>}
      {step === "message" && (
        <ConfiguredForm
          key="message"
          name="GIFTMESSAGE"
          submitLabel="Preview the card"
          initialValues={message ? asRaw(message) : undefined}
          initialErrors={errorsFor("message", serverErrors)}
          onSubmit={next(setMessage, "preview")}
        >
          <div className="form-field form-field--select">
            <label htmlFor="gift-delivery-day">When should we send it? *</label>
            <select
              id="gift-delivery-day"
              name="deliveryDay"
              value={deliveryDay}
              onChange={(e) => setDeliveryDay(e.target.value)}
            >
              {days.map((day) => (
                <option key={day} value={day}>
                  {giftDayLabel(day, today)}
                </option>
              ))}
            </select>
          </div>
          {back("recipient")}
        </ConfiguredForm>
      )}
      {step === "preview" && preview && (
        <div className="gift-card-preview">
          <h3>Your gift card</h3>
          <figure className="gift-card" data-testid="gift-card-preview">
            <p className="gift-card__to">{preview.to}</p>
            <p className="gift-card__amount">{preview.amount}</p>
            <p className="gift-card__from">{preview.from}</p>
            {preview.message && (
              <blockquote className="gift-card__message">{preview.message}</blockquote>
            )}
            <p className="gift-card__code">Code: {preview.code}</p>
          </figure>
          <p data-testid="gift-delivery-day">
            We&rsquo;ll e-mail it to {recipient?.email} on{" "}
            {giftDayLabel(deliveryDay, today).replace("Today", "today")}.
          </p>
          <button type="button" className="button" disabled={paying} onClick={() => void pay()}>
            Continue to payment
          </button>
          {back("message")}
        </div>
      )}
    </section>
  );
}
