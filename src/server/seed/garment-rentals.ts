import { moveGarment, type GarmentSpec } from "./garment-plan";
import { addDays } from "./seed-dates";

/** One rental of a garment, step by step: held for a delivery, worn, returned, cleaned. */

export function holdGarment(
  garment: GarmentSpec,
  delivery: { userId: string; partialOrderId: number },
  at: Date,
  status: "HOLD" | "STORAGE_HOLD" = "HOLD",
): void {
  moveGarment(garment, status, at, {
    reason: status === "HOLD" ? "Picked for delivery" : "Reserved in storage for delivery",
    newOrderId: delivery.partialOrderId,
  });
  garment.links.push({
    userId: delivery.userId,
    partialOrderId: delivery.partialOrderId,
    partialReturnId: null,
  });
}

export function deliverGarment(garment: GarmentSpec, at: Date): void {
  moveGarment(garment, "CUSTOMER", at, { reason: "Delivered to member" });
  garment.rentalHomes += 1;
}

/** The payment was cancelled: the held garment goes back on the shelf. */
export function releaseGarment(garment: GarmentSpec, at: Date): void {
  moveGarment(garment, "STORAGE", at, {
    reason: "Payment cancelled: returned to storage",
    byStaff: true,
  });
}

export function startReturn(garment: GarmentSpec, partialReturnId: number, at: Date): void {
  moveGarment(garment, "RETURNING", at, {
    reason: "Return booked by member",
    newReturnId: partialReturnId,
  });
  const link = garment.links[garment.links.length - 1];
  if (link) link.partialReturnId = partialReturnId;
}

/** The return reached the warehouse; `outcome` is where the garment ends up. */
export function receiveReturn(
  garment: GarmentSpec,
  at: Date,
  outcome: "IN_CLEANING" | "STORAGE" | "PROBLEM",
): void {
  const returnId = garment.links[garment.links.length - 1]?.partialReturnId ?? null;
  moveGarment(garment, "IN_CLEANING", at, { reason: "Return received", newReturnId: returnId });
  if (outcome === "STORAGE") {
    moveGarment(garment, "STORAGE", addDays(at, 3), { reason: "Cleaned and back in storage" });
  } else if (outcome === "PROBLEM") {
    moveGarment(garment, "PROBLEM", addDays(at, 2), {
      reason: "Small tear found after cleaning",
      byStaff: true,
    });
  }
}
