"use client";

import type { ReactNode } from "react";
import { ConfiguredForm } from "@/components/forms/configured-form";
import type { DeliveryOffer } from "@/domain/checkout/checkout-request";
import { formatDeliveryDay } from "@/domain/checkout/order-confirmation";
import { notServedMessage } from "@/domain/delivery/promises";
import { WaitlistOffer } from "./waitlist-offer";
import styles from "./checkout.module.css";

/** An offer with days to book ('48h' with its time slots, or Royal Mail's '4d'). */
export type BookableOffer = Extract<DeliveryOffer, { days: string[] }>;

/**
 * 'Delivery': the estimate, the delivery day and (for '48h') the time slot, then what follows them
 * (the discount code); the waitlist instead for a postcode not served or a full waitlist answer.
 */
export function DeliveryChoice({
  postcode,
  bookable,
  waitlist,
  day,
  chosenTime,
  onDay,
  onTime,
  children,
}: {
  postcode: string;
  bookable: BookableOffer | null;
  waitlist: string | null;
  day: string;
  chosenTime: string;
  onDay: (day: string) => void;
  onTime: (time: string) => void;
  children?: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby="checkout-delivery">
      <h2 id="checkout-delivery">Delivery</h2>
      {!bookable ? (
        <WaitlistOffer message={waitlist ?? notServedMessage(postcode)} postcode={postcode} />
      ) : (
        <>
          <p data-testid="delivery-estimate">
            Estimated delivery: <strong>{bookable.estimate}</strong>
          </p>
          {bookable.carrier === "royal_mail" && (
            <p data-testid="delivery-carrier">
              Delivered by Royal Mail, from four working days after you order (Monday to Saturday).
              There are no time slots: the postie brings it that day.
            </p>
          )}
          <fieldset className={styles.days}>
            <legend>Delivery day</legend>
            {bookable.days.map((option) => (
              <label key={option} className={styles.day}>
                <input
                  type="radio"
                  name="deliveryDate"
                  value={option}
                  checked={day === option}
                  onChange={() => onDay(option)}
                />
                {formatDeliveryDay(option)}
              </label>
            ))}
          </fieldset>
          {bookable.times.length > 1 && (
            <ConfiguredForm
              name="TIME"
              submitLabel="Choose"
              selectOptions={{ time: [...bookable.times] }}
              initialValues={chosenTime ? { time: chosenTime } : undefined}
              onSubmit={(values) => onTime(values.time)}
            />
          )}
          {children}
        </>
      )}
    </section>
  );
}
