import type { ReturnLabelRequest } from "@/server/integrations/postal-carrier";

/** Return 42 of a Manchester family, three garments, as the label job asks a carrier for it. */
export const RETURN_LABEL_REQUEST: ReturnLabelRequest = {
  returnId: 42,
  reference: "LR-R-000042",
  family: {
    name: "Amelia Jones",
    postcode: "M20 2RN",
    address: { line1: "4 Lapwing Lane", line2: null, city: "Manchester", postcode: "M20 2RN" },
  },
  returnAddress: [
    "Littlerobe Returns",
    "Unit 4, Canal Side Works",
    "12 Wharf Road",
    "London",
    "N1 7GR",
  ],
  dueDate: "2026-12-02",
  itemCount: 3,
};
