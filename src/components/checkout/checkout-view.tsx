"use client";

import Link from "next/link";
import { useEffect, useMemo, useRef, useState } from "react";
import { checkoutDetailsContract } from "@/domain/api/checkout-details-contract";
import { callApi } from "@/components/api/call-api";
import { authClient, authErrorMessage } from "@/components/auth/auth-client";
import { ConfiguredForm, type RawValues } from "@/components/forms/configured-form";
import { useShop } from "@/components/shop-state/shop-provider";
import { cartTotal } from "@/domain/cart/cart-rules";
import type { CartItem, CartPlan } from "@/domain/cart/types";
import type { CheckoutDetails } from "@/domain/checkout/checkout-details";
import {
  deliveryOffer,
  formatPounds,
  NEW_MEMBERS_PAUSED_CHECKOUT_MESSAGE,
} from "@/domain/checkout/checkout-request";
import { notServedMessage } from "@/domain/delivery/promises";
import { gateCheckout } from "@/domain/checkout/gate-checkout";
import { FORM_ERROR_KEY } from "@/domain/forms/messages";
import { ITEMS_NOT_AVAILALE } from "@/domain/checkout/messages";
import { formatDeliveryDay } from "@/domain/checkout/order-confirmation";
import type { BlockedRange } from "@/domain/content/settings";
import { keptValues, type CheckoutDraft, type KeptForm } from "@/domain/checkout/checkout-draft";
import { readCheckoutDraft, writeCheckoutDraft } from "./checkout-draft-store";
import { CheckoutItems, ItemsNotAvailable } from "./checkout-items";
import { CheckoutWelcome } from "./checkout-welcome";
import { WaitlistOffer } from "./waitlist-offer";
import { NextBoxTerms } from "./next-box-terms";
import frame from "./checkout-frame.module.css";
import styles from "./checkout.module.css";

export interface CheckoutSettings {
  deliveryTimes: string[];
  blockedDates: BlockedRange[];
  postcodeList: string[];
  excludedPostcodes: string[];
}

type Delivery = Record<string, unknown> & { postcode: string };

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * /checkout (issue 9): the wardrobe the gating let through, the delivery details (a guest first
 * creates their account with DELIVERYSIGNUP), the delivery day and time, the discount code, the
 * summary and 'Continue to payment'. Every rule is checked again on the server. Above it, the
 * member's welcome or a returning family's 'Log in' (issue 26).
 */
export function CheckoutView({ settings }: { settings: CheckoutSettings }) {
  return (
    <>
      <CheckoutWelcome />
      <CheckoutSteps settings={settings} />
    </>
  );
}

function CheckoutSteps({ settings }: { settings: CheckoutSettings }) {
  const shop = useShop();
  const { cart, plan: chosenPlan, hydrated, profile, sessionKnown, pauseNewMembers } = shop;
  const [details, setDetails] = useState<CheckoutDetails | null>(null);
  // What this tab typed before a reload (issue 26): read as the page hydrates, used once the
  // session says whose it is; each step below starts from it until the parent changes that step.
  const [stored] = useState(readCheckoutDraft);
  const owner = sessionKnown ? (profile?.id ?? null) : undefined;
  const draft = stored && stored.owner === owner ? stored : null;
  const [typed, setTyped] = useState<CheckoutDraft["forms"]>({});
  const [signupState, setSignup] = useState<RawValues | null | undefined>(undefined);
  const [deliveryState, setDelivery] = useState<Delivery | null | undefined>(undefined);
  const [dayState, setDay] = useState<string | undefined>(undefined);
  const [timeState, setTime] = useState<string | undefined>(undefined);
  const signup = signupState === undefined ? (draft?.signup ?? null) : signupState;
  const delivery = deliveryState === undefined ? (draft?.delivery ?? null) : deliveryState;
  // A code checked by 'Apply' (issue 25): sent with 'Continue to payment', applied on the payment page.
  const [code, setCode] = useState<{ code: string; description: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [waitlist, setWaitlist] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const payingNow = useRef(false);

  // Back from the payment page with 'Cancel': the unpaid reservation is given up.
  useEffect(() => {
    if (!sessionKnown || !profile) return;
    const url = new URL(window.location.href);
    if (!url.searchParams.has("cancelled")) return;
    url.searchParams.delete("cancelled");
    window.history.replaceState(null, "", url.pathname + url.search);
    void import("@/domain/api/contracts").then(async ({ cancelCheckoutContract }) => {
      await callApi(cancelCheckoutContract, {});
      setNotice(
        "Your payment was cancelled and nothing was charged. Your wardrobe is as you left it.",
      );
    });
  }, [sessionKnown, profile]);

  useEffect(() => {
    if (!sessionKnown || !profile) return;
    let active = true;
    void callApi(checkoutDetailsContract, {}).then((result) => {
      if (active && result.ok) setDetails(result.data);
    });
    return () => {
      active = false;
    };
  }, [sessionKnown, profile]);

  const membership = details?.membership ?? null;
  const live = membership !== null && membership.state !== "ended";
  const plan: CartPlan | null = live
    ? {
        plan: membership.plan,
        limit: membership.limit,
        price: membership.price,
        paymentPriceId: membership.paymentPriceId,
      }
    : chosenPlan;

  const offer = useMemo(
    () => (delivery ? deliveryOffer(delivery.postcode, settings, todayUtc()) : null),
    [delivery, settings],
  );
  // What can be booked: days (and time slots for '48h'); none for a postcode not served.
  const days = offer && "days" in offer && !waitlist ? offer : null;
  // A kept day or time slot is taken only while it is still offered.
  const keptDay = dayState ?? draft?.day ?? "";
  const day = dayState ?? (days?.days.includes(keptDay) ? keptDay : "");
  const keptTime = timeState ?? draft?.time ?? "";
  const chosenTime = timeState ?? (days?.times.includes(keptTime) ? keptTime : "");
  // Royal Mail has no slots: its one 'time' is chosen for the parent.
  const time = days?.times.length === 1 ? days.times[0]! : chosenTime;

  // The draft follows what is typed and each step taken.
  const forms = useMemo(() => ({ ...draft?.forms, ...typed }), [draft, typed]);
  const kept = useMemo(
    () => (owner === undefined ? null : { owner, signup, delivery, day, time: chosenTime, forms }),
    [owner, signup, delivery, day, chosenTime, forms],
  );
  useEffect(() => {
    if (kept) writeCheckoutDraft(kept);
  }, [kept]);
  const keepTyping = (name: KeptForm) => (values: RawValues) =>
    setTyped((current) => ({ ...current, [name]: keptValues(name, values) }));

  if (!hydrated || !sessionKnown) return <p className={frame.loading}>Loading your wardrobe…</p>;
  const decision = gateCheckout(cart, plan);
  // Garments gone since they were picked (marked by the server's answer, or by the basket's
  // refresh): the wardrobe with them marked, and no payment until they are swapped.
  if (decision.kind === "blocked" && decision.reason === "unavailable")
    return (
      <section className={styles.panel} aria-labelledby="checkout-wardrobe">
        <h2 id="checkout-wardrobe">Your wardrobe</h2>
        <CheckoutItems items={cart} />
        <ItemsNotAvailable />
      </section>
    );
  if (decision.kind === "blocked" || plan === null) {
    return (
      <div>
        {notice && <p className={styles.notice}>{notice}</p>}
        <p role="alert">{decision.kind === "blocked" ? decision.message : ""}</p>
        <Link className="button" href="/collection">
          Back to the collection
        </Link>
      </div>
    );
  }
  if (membership?.state === "paused")
    return (
      <p role="alert">
        Your membership is paused, so your wardrobe cannot change just now. You can resume it from
        your account.
      </p>
    );
  if (pauseNewMembers && !live)
    return <WaitlistOffer message={NEW_MEMBERS_PAUSED_CHECKOUT_MESSAGE} />;

  const pay = async () => {
    if (!delivery || !day || !time) return;
    // A second click before React has disabled the button starts nothing (issue 23).
    if (payingNow.current) return;
    payingNow.current = true;
    setPaying(true);
    setProblem(null);
    const { checkoutContract } = await import("@/domain/api/contracts");
    const result = await callApi(checkoutContract, {
      plan: plan.plan,
      lines: cart.map((item) => ({ variantId: item.selected_variant.id, kept: item.keptItem })),
      delivery,
      deliveryDate: day,
      time,
      code: code?.code,
    });
    if (!result.ok) {
      payingNow.current = false;
      setPaying(false);
      if (result.error.items) markUnavailable(result.error.items);
      setProblem(result.error.message);
      return;
    }
    if (result.data.kind === "waitlist") {
      payingNow.current = false;
      setPaying(false);
      setWaitlist(result.data.message);
      return;
    }
    // The provider's hosted page (or, for a swap, the confirmation): a full navigation.
    window.location.assign(result.data.url);
  };

  const markUnavailable = (variantIds: number[]) => {
    const ids = new Set(variantIds);
    shop.setCart(
      cart.map((item: CartItem) =>
        ids.has(item.selected_variant.id) && !item.keptItem ? { ...item, unavailable: true } : item,
      ),
    );
  };

  const address = details?.address;
  const deliveryForm = details?.termsAccepted ? "DELIVERYTERMSACCEPTED" : "DELIVERY";
  const ready = delivery !== null && day !== "" && time !== "";

  return (
    <div className={`${styles.checkout} ${frame.steps}`}>
      {notice && <p className={styles.notice}>{notice}</p>}
      <section className={styles.panel} aria-labelledby="checkout-wardrobe">
        <h2 id="checkout-wardrobe">Your wardrobe</h2>
        <p data-testid="checkout-plan">
          {plan.plan} · {formatPounds(plan.price)} a month · {plan.limit} items
        </p>
        <CheckoutItems items={cart} />
        {problem === ITEMS_NOT_AVAILALE && <ItemsNotAvailable />}
      </section>

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
                setSignup({
                  title: values.title ?? "",
                  firstName: values.firstName,
                  lastName: values.lastName,
                  contactNumber: values.contactNumber,
                  termsAccepted: true,
                });
                await shop.refreshSession();
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
              setDelivery(values as Delivery);
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
              onClick={() => setDelivery(null)}
            >
              Change
            </button>
          </div>
        )}
      </section>

      {delivery && offer && (
        <section className={styles.panel} aria-labelledby="checkout-delivery">
          <h2 id="checkout-delivery">Delivery</h2>
          {!days ? (
            <WaitlistOffer
              message={waitlist ?? notServedMessage(delivery.postcode)}
              postcode={delivery.postcode}
            />
          ) : (
            <>
              <p data-testid="delivery-estimate">
                Estimated delivery: <strong>{days.estimate}</strong>
              </p>
              {days.carrier === "royal_mail" && (
                <p data-testid="delivery-carrier">
                  Delivered by Royal Mail, from four working days after you order (Monday to
                  Saturday). There are no time slots: the postie brings it that day.
                </p>
              )}
              <fieldset className={styles.days}>
                <legend>Delivery day</legend>
                {days.days.map((option) => (
                  <label key={option} className={styles.day}>
                    <input
                      type="radio"
                      name="deliveryDate"
                      value={option}
                      checked={day === option}
                      onChange={() => setDay(option)}
                    />
                    {formatDeliveryDay(option)}
                  </label>
                ))}
              </fieldset>
              {days.times.length > 1 && (
                <ConfiguredForm
                  name="TIME"
                  submitLabel="Choose"
                  selectOptions={{ time: [...days.times] }}
                  initialValues={chosenTime ? { time: chosenTime } : undefined}
                  onSubmit={(values) => setTime(values.time)}
                />
              )}
              {!live && (
                <ConfiguredForm
                  name="DISCOUNTCODE"
                  submitLabel="Apply"
                  onSubmit={async (values) => {
                    setCode(null);
                    if (!values.code) return;
                    const { checkoutCodeContract } = await import("@/domain/api/contracts");
                    const result = await callApi(checkoutCodeContract, { code: values.code });
                    if (!result.ok) return { errors: { code: result.error.message } };
                    setCode(result.data);
                  }}
                />
              )}
            </>
          )}
        </section>
      )}

      {ready && days && (
        <section className={styles.panel} aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">Summary</h2>
          <dl className={styles.summary}>
            <dt>Plan</dt>
            <dd>{plan.plan}</dd>
            <dt>Monthly price</dt>
            <dd data-testid="summary-price">{formatPounds(plan.price)}</dd>
            <dt>Items</dt>
            <dd>{cart.length}</dd>
            <dt>Worth in the shops</dt>
            <dd data-testid="summary-worth">{formatPounds(cartTotal(cart))}</dd>
            <dt>Delivery day</dt>
            <dd data-testid="summary-day">
              {formatDeliveryDay(day)}, {time}
            </dd>
            {code && (
              <>
                <dt>Code</dt>
                <dd data-testid="summary-code">
                  {code.code} · {code.description}
                </dd>
              </>
            )}
          </dl>
          {live && <p>Nothing to pay now: your next wardrobe is part of your subscription.</p>}
          {live && membership.nextBox && (
            <NextBoxTerms
              facts={membership.nextBox}
              limit={plan.limit}
              lines={cart.map((item) => ({
                variantId: item.selected_variant.id,
                kept: item.keptItem,
              }))}
              day={day}
            />
          )}
          {problem && problem !== ITEMS_NOT_AVAILALE && (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          )}
          <button type="button" className="button" onClick={pay} disabled={paying}>
            {live ? "Confirm my new wardrobe" : "Continue to payment"}
          </button>
        </section>
      )}
    </div>
  );
}
