"use client";

import Link from "next/link";
import { useEffect, useMemo, useRef, useState } from "react";
import { checkoutDetailsContract } from "@/domain/api/checkout-details-contract";
import { callApi } from "@/components/api/call-api";
import type { RawValues } from "@/components/forms/configured-form";
import { useShop } from "@/components/shop-state/shop-provider";
import type { CartItem, CartPlan } from "@/domain/cart/types";
import type { CheckoutDetails } from "@/domain/checkout/checkout-details";
import {
  deliveryOffer,
  NEW_MEMBERS_PAUSED_CHECKOUT_MESSAGE,
} from "@/domain/checkout/checkout-request";
import { gateCheckout } from "@/domain/checkout/gate-checkout";
import { ITEMS_NOT_AVAILALE } from "@/domain/checkout/messages";
import type { BlockedRange } from "@/domain/content/settings";
import { keptValues, type CheckoutDraft, type KeptForm } from "@/domain/checkout/checkout-draft";
import { readCheckoutDraft, writeCheckoutDraft } from "./checkout-draft-store";
import { CheckoutDetailsStep, type Delivery } from "./checkout-details-step";
import { CheckoutWardrobe } from "./checkout-items";
import { CheckoutSummary } from "./checkout-summary";
import { CheckoutWelcome } from "./checkout-welcome";
import { DeliveryChoice } from "./delivery-choice";
import { DiscountCodeForm, type AppliedCode } from "./discount-code-form";
import { WaitlistOffer } from "./waitlist-offer";
import frame from "./checkout-frame.module.css";
import styles from "./checkout.module.css";

export interface CheckoutSettings {
  deliveryTimes: string[];
  blockedDates: BlockedRange[];
  postcodeList: string[];
  excludedPostcodes: string[];
}

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
  const [code, setCode] = useState<AppliedCode | null>(null);
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
    return <CheckoutWardrobe items={cart} notAvailable />;
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

  const lines = cart.map((item) => ({ variantId: item.selected_variant.id, kept: item.keptItem }));

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
      lines,
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

  const ready = delivery !== null && day !== "" && time !== "";

  return (
    <div className={`${styles.checkout} ${frame.steps}`}>
      {notice && <p className={styles.notice}>{notice}</p>}
      <CheckoutWardrobe items={cart} plan={plan} notAvailable={problem === ITEMS_NOT_AVAILALE} />
      <CheckoutDetailsStep
        details={details}
        signup={signup}
        delivery={delivery}
        forms={forms}
        keepTyping={keepTyping}
        onSignup={setSignup}
        onDelivery={setDelivery}
      />
      {delivery && offer && (
        <DeliveryChoice
          postcode={delivery.postcode}
          bookable={days}
          waitlist={waitlist}
          day={day}
          chosenTime={chosenTime}
          onDay={setDay}
          onTime={setTime}
        >
          {!live && <DiscountCodeForm onApplied={setCode} />}
        </DeliveryChoice>
      )}
      {ready && days && (
        <CheckoutSummary
          plan={plan}
          cart={cart}
          lines={lines}
          day={day}
          time={time}
          code={code}
          liveMembership={live ? membership : null}
          problem={problem}
          paying={paying}
          onPay={pay}
        />
      )}
    </div>
  );
}
