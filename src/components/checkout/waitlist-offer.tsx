"use client";

import { useState } from "react";
import { ConfiguredForm } from "@/components/forms/configured-form";
import { EMAIL_SUBSCRIBED_LABEL, subscribeToList } from "@/components/newsletter/subscribe-request";
import { useShop } from "@/components/shop-state/shop-provider";

/**
 * Where the shop cannot take the family yet (new members paused, or a postcode not served): the
 * waitlist. Without a message when the page has already said why (the postcode check).
 */
export function WaitlistOffer({ message, postcode }: { message?: string; postcode?: string }) {
  const { profile } = useShop();
  const [done, setDone] = useState(false);
  return (
    <div>
      {message && <p role="status">{message}</p>}
      <ConfiguredForm
        name="WAITLIST"
        submitLabel="Join the waitlist"
        doneLabel={done ? EMAIL_SUBSCRIBED_LABEL : undefined}
        initialValues={{ email: profile?.email ?? "", postcode: postcode ?? "" }}
        onSubmit={async (values) => {
          const result = await subscribeToList("WAITLIST", values);
          if (!result) setDone(true);
          return result;
        }}
      />
    </div>
  );
}
