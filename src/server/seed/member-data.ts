import type { users } from "@/server/db/schema";
import { at } from "./seed-dates";

/**
 * The fixed demo accounts. Only the users profile rows are seeded; the sign-in accounts for
 * these e-mails and passwords are created with the authentication library.
 */
export const DEMO_MEMBER = {
  id: "5f0c1a8e-2b7d-4e3a-9c61-0d3a7e2b9f01",
  email: "demo@littlerobe.co.uk",
  password: "littlerobe-demo",
} as const;

export const STAFF_MEMBER = {
  id: "5f0c1a8e-2b7d-4e3a-9c61-0d3a7e2b9f02",
  email: "staff@littlerobe.co.uk",
  password: "littlerobe-staff",
} as const;

/** Payment provider price ids of the plans, as the local payment stand-in knows them. */
export const PLAN_PRICE_IDS = {
  "Subscription A": "price_local_subscription_a",
  "Subscription B": "price_local_subscription_b",
  "Subscription C": "price_local_subscription_c",
} as const;
export type PlanLabel = keyof typeof PLAN_PRICE_IDS;

type UserRow = typeof users.$inferInsert;

export const DEMO_MEMBER_ROW: UserRow = {
  id: DEMO_MEMBER.id,
  email: DEMO_MEMBER.email,
  created_at: at("2026-05-20", "19:42"),
  username: "amelia.hart",
  title: "Mrs",
  firstName: "Amelia",
  lastName: "Hart",
  babyName: "Rosie",
  contactNumber: "07700900123",
  address1: "14 Lavender Sweep",
  address2: "Flat 2",
  city: "London",
  postcode: "SW11 5QL",
  country: "United Kingdom",
  termsAccepted: true,
  payment_customer_id: "cus_local_demo",
  payment_subscription_id: "sub_local_demo",
  payment_price_id: PLAN_PRICE_IDS["Subscription B"],
};

export const STAFF_ROW: UserRow = {
  id: STAFF_MEMBER.id,
  email: STAFF_MEMBER.email,
  created_at: at("2025-09-01"),
  username: "staff",
  firstName: "Jess",
  lastName: "Moreton",
  country: "United Kingdom",
  role: "staff",
  is_admin: true,
  termsAccepted: true,
};

export interface OtherMember {
  row: UserRow;
  plan: PlanLabel;
  /** What the member's account shows today. */
  scenario: "wearing" | "returning" | "upcoming" | "lapsed";
}

function member(
  n: number,
  plan: PlanLabel,
  scenario: OtherMember["scenario"],
  row: Omit<UserRow, "id" | "country" | "termsAccepted">,
): OtherMember {
  const id = `5f0c1a8e-2b7d-4e3a-9c61-0d3a7e2b9f${String(n).padStart(2, "0")}`;
  const live = scenario !== "lapsed";
  return {
    plan,
    scenario,
    row: {
      ...row,
      id,
      country: "United Kingdom",
      termsAccepted: true,
      payment_customer_id: `cus_local_member_${n}`,
      payment_subscription_id: live ? `sub_local_member_${n}` : null,
      payment_price_id: live ? PLAN_PRICE_IDS[plan] : null,
    },
  };
}

export const OTHER_MEMBERS: OtherMember[] = [
  member(3, "Subscription A", "wearing", {
    email: "hannah.whitfield@example.co.uk",
    created_at: at("2026-03-02", "08:15"),
    firstName: "Hannah",
    lastName: "Whitfield",
    title: "Ms",
    babyName: "Alfie",
    contactNumber: "07700900456",
    address1: "22 Burton Road",
    city: "Manchester",
    postcode: "M20 2RN",
  }),
  member(4, "Subscription C", "returning", {
    email: "james.okafor@example.co.uk",
    created_at: at("2026-04-11", "21:03"),
    firstName: "James",
    lastName: "Okafor",
    title: "Mr",
    babyName: "Ada",
    contactNumber: "07700900789",
    address1: "7 Cotham Grove",
    city: "Bristol",
    postcode: "BS6 6AL",
  }),
  member(5, "Subscription B", "upcoming", {
    email: "priya.raman@example.co.uk",
    created_at: at("2026-09-28", "13:37"),
    firstName: "Priya",
    lastName: "Raman",
    title: "Dr",
    babyName: "Isla",
    contactNumber: "07700900321",
    address1: "3 Morningside Drive",
    city: "Edinburgh",
    postcode: "EH10 5NQ",
  }),
  member(6, "Subscription A", "lapsed", {
    email: "charlotte.evans@example.co.uk",
    created_at: at("2026-01-15", "10:05"),
    firstName: "Charlotte",
    lastName: "Evans",
    title: "Mrs",
    babyName: "Theo",
    contactNumber: "07700900654",
    address1: "41 Headingley Lane",
    city: "Leeds",
    postcode: "LS6 1BN",
  }),
];
