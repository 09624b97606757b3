"use client";

import { authClient, authErrorMessage } from "@/components/auth/auth-client";
import { ConfiguredForm, type RawValues } from "@/components/forms/configured-form";
import { useShop } from "@/components/shop-state/shop-provider";
import type { CheckoutDetails } from "@/domain/checkout/checkout-details";
import type { CheckoutDraft, KeptForm } from "@/domain/checkout/checkout-draft";
import { deliveryFormFor } from "@/domain/checkout/checkout-request";
import { FORM_ERROR_KEY } from "@/domain/forms/messages";
import styles from "./checkout.module.css";

/** The delivery details the parent confirmed with 'Continue'. */
export type Delivery = Record<string, unknown> & { postcode: string };

/**
 * 'Your details': a guest creates their account with DELIVERYSIGNUP, then a member confirms where
 * to deliver (DELIVERY, or DELIVERYTERMSACCEPTED once the terms were accepted), then the address
 * is shown with 'Change'. Each form starts from what this tab typed before (issue 26).
 */
export function CheckoutDetailsStep({
  details,
  signup,
  delivery,
  forms,
  keepTyping,
  onSignup,
  onDelivery,
}: {
  details: CheckoutDetails | null;
  signup: RawValues | null;
  delivery: Delivery | null;
  forms: CheckoutDraft["forms"];
  keepTyping: (name: KeptForm) => (values: RawValues) => void;
  onSignup: (signup: RawValues) => void;
  onDelivery: (delivery: Delivery | null) => void;
}) {
  const { profile, refreshSession } = useShop();
  const address = details?.address;
  const deliveryForm = deliveryFormFor(details?.termsAccepted ?? false);
  return (
    <section className={styles.panel} aria-labelledby="checkout-details">
      <h2 id="checkout-details">Your details</h2>
      {!profile && !signup && (
        <>
          <p>Create your account and tell us where to deliver, all in one go.</p>
          <ConfiguredForm
            name="DELIVERYSIGNUP"
            submitLabel="Continue"
            initialValues={forms.DELIVERYSIGNUP}
            onValuesChange={keepTyping("DELIVERYSIGNUP")}
            onSubmit={async (values) => {
              const { error } = await authClient.signUp.email({
                email: values.email,
                password: values.password,
                name: [values.firstName, values.lastName].join(" "),
              });
              if (error) return { errors: { [FORM_ERROR_KEY]: authErrorMessage(error) } };
              onSignup({
                title: values.title ?? "",
                firstName: values.firstName,
                lastName: values.lastName,
                contactNumber: values.contactNumber,
                termsAccepted: true,
              });
              await refreshSession();
            }}
          />
        </>
      )}
      {profile && !delivery && address && (
        <ConfiguredForm
          key={deliveryForm}
          name={deliveryForm}
          submitLabel="Continue"
          initialValues={{ ...address, ...signup, ...forms[deliveryForm] }}
          onValuesChange={keepTyping(deliveryForm)}
          onSubmit={(values) => {
            onDelivery(values as Delivery);
          }}
        />
      )}
      {profile && !delivery && !address && <p>Loading your details…</p>}
      {delivery && (
        <div className={styles.saved}>
          <p data-testid="checkout-address">
            {[delivery.firstName, delivery.lastName].filter(Boolean).join(" ")},{" "}
            {[delivery.address1, delivery.address2, delivery.city, delivery.postcode]
              .filter(Boolean)
              .join(", ")}
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onDelivery(null)}
          >
            Change
          </button>
        </div>
      )}
    </section>
  );
}
