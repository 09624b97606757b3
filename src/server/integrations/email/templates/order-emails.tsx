import { NEXT_STEPS, confirmationSubject } from "@/domain/checkout/order-confirmation";
import { defineEmail } from "./define-email";
import { day, greeting, pence, variantDetail } from "./format";
import {
  Button,
  EmailLayout,
  Facts,
  Heading,
  Items,
  SignOff,
  Steps,
  Subheading,
  Text,
  type Fact,
} from "./parts";

export interface OrderedItem {
  name: string;
  size: string | null;
  color: string | null;
}

export interface OrderConfirmationFacts {
  orderId: number;
  firstName: string | null;
  plan: string | null;
  /** The plan's monthly price, when the shop's settings still list it. */
  monthlyPence: number | null;
  /** The gift card or promotion code the first payment took. */
  promotionCode: string | null;
  /** yyyy-mm-dd */
  deliveryDay: string | null;
  deliveryTime: string | null;
  items: readonly OrderedItem[];
}

function orderFacts(facts: OrderConfirmationFacts): Fact[] {
  return [
    ...(facts.plan ? [{ label: "Plan", value: facts.plan }] : []),
    ...(facts.monthlyPence !== null
      ? [{ label: "Monthly price", value: pence(facts.monthlyPence) }]
      : []),
    ...(facts.promotionCode ? [{ label: "Code used", value: facts.promotionCode }] : []),
    ...(facts.deliveryDay
      ? [
          {
            label: "Delivery",
            value: [day(facts.deliveryDay), facts.deliveryTime].filter(Boolean).join(", "),
          },
        ]
      : []),
  ];
}

const itemLines = (items: readonly OrderedItem[]) =>
  items.map((item) => ({ name: item.name, detail: variantDetail(item) }));

export const orderConfirmationEmail = defineEmail<OrderConfirmationFacts>({
  name: "order-confirmation",
  title: "Order confirmation",
  when: "To the member as soon as an order is paid (or a swap is placed).",
  subject: (facts) => confirmationSubject(facts.orderId),
  body: (facts, appUrl) => (
    <EmailLayout
      title={confirmationSubject(facts.orderId)}
      preview={`Order ${facts.orderId}: ${facts.items.length} garment(s)${facts.deliveryDay ? `, delivered ${day(facts.deliveryDay)}` : ""}.`}
      appUrl={appUrl}
      footer="You are receiving this e-mail because you placed an order with Littlerobe."
    >
      <Text>{greeting(facts.firstName)}</Text>
      <Heading>Thank you! Your order is confirmed.</Heading>
      <Text>{`Your order number is ${facts.orderId}.`}</Text>
      <Facts facts={orderFacts(facts)} />
      <Subheading>Your wardrobe</Subheading>
      <Items items={itemLines(facts.items)} />
      <Subheading>What happens next</Subheading>
      <Steps steps={NEXT_STEPS} />
      <Button href={`${appUrl}/account`}>See your order</Button>
      <SignOff />
    </EmailLayout>
  ),
  sample: () => ({
    orderId: 1042,
    firstName: "Amelia",
    plan: "Subscription B",
    monthlyPence: 4500,
    promotionCode: null,
    deliveryDay: "2026-12-03",
    deliveryTime: "8am to 1pm",
    items: [
      { name: "Fox Romper", size: "3-6 months", color: "Rust" },
      { name: "Striped Leggings", size: "3-6 months", color: "Navy" },
    ],
  }),
});

export interface OrderDispatchedFacts {
  orderId: number;
  firstName: string | null;
  /** yyyy-mm-dd, the day the warehouse sent it. */
  dispatchedOn: string;
  /** 'Royal Mail' or 'Our own delivery round'. */
  carrier: string | null;
  trackingCode: string | null;
  /** The carrier's tracking page, when it has one. */
  trackingUrl: string | null;
  /** yyyy-mm-dd, the delivery day chosen at checkout. */
  deliveryDay: string | null;
  items: readonly OrderedItem[];
}

export function orderDispatchedSubject(facts: Pick<OrderDispatchedFacts, "orderId">) {
  return `Your Littlerobe order ${facts.orderId} is on its way`;
}

export const orderDispatchedEmail = defineEmail<OrderDispatchedFacts>({
  name: "order-dispatched",
  title: "Dispatch with tracking",
  when: "To the member when the warehouse reports a delivery dispatched.",
  subject: orderDispatchedSubject,
  body: (facts, appUrl) => (
    <EmailLayout
      title={orderDispatchedSubject(facts)}
      preview={
        facts.trackingCode
          ? `Tracking number ${facts.trackingCode}.`
          : `Your garments left us on ${day(facts.dispatchedOn)}.`
      }
      appUrl={appUrl}
      footer="You are receiving this e-mail because you have an order with Littlerobe."
    >
      <Text>{greeting(facts.firstName)}</Text>
      <Heading>Your garments are on their way</Heading>
      <Facts
        facts={[
          { label: "Order number", value: String(facts.orderId) },
          { label: "Sent", value: day(facts.dispatchedOn) },
          ...(facts.deliveryDay ? [{ label: "Expected", value: day(facts.deliveryDay) }] : []),
          ...(facts.carrier ? [{ label: "Carrier", value: facts.carrier }] : []),
          ...(facts.trackingCode ? [{ label: "Tracking number", value: facts.trackingCode }] : []),
        ]}
      />
      {facts.trackingUrl ? (
        <Button href={facts.trackingUrl}>Track your parcel</Button>
      ) : (
        <Button href={`${appUrl}/account`}>See your order</Button>
      )}
      <Subheading>In the parcel</Subheading>
      <Items items={itemLines(facts.items)} />
      <Text>Keep the bag they come in: it is the easiest way to send things back later.</Text>
      <SignOff />
    </EmailLayout>
  ),
  sample: () => ({
    orderId: 1042,
    firstName: "Amelia",
    dispatchedOn: "2026-12-01",
    carrier: "Royal Mail",
    trackingCode: "AB123456789GB",
    trackingUrl: "https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB",
    deliveryDay: "2026-12-03",
    items: [
      { name: "Fox Romper", size: "3-6 months", color: "Rust" },
      { name: "Striped Leggings", size: "3-6 months", color: "Navy" },
    ],
  }),
});
