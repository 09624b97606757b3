import type { ProductItemStatus } from "@/domain/enums";
import type { Random } from "./random";
import type { SeededVariant } from "./seed-catalogue";
import { addDays, isoDay, REFERENCE_DATE } from "./seed-dates";

/**
 * Physical garments planned in memory: each keeps the status changes that led to its final
 * status, so product_items_history is consistent with product_items.status.
 */

export interface HistoryEvent {
  from: ProductItemStatus | null;
  to: ProductItemStatus;
  at: Date;
  reason: string;
  previousOrderId: number | null;
  newOrderId: number | null;
  newReturnId: number | null;
  /** Staff made the change by hand; otherwise the warehouse sync did. */
  byStaff: boolean;
}

export interface GarmentLink {
  userId: string;
  partialOrderId: number;
  partialReturnId: number | null;
}

export interface GarmentSpec {
  barcode: string;
  rfid: string;
  orId: string;
  variant: SeededVariant;
  status: ProductItemStatus;
  createdAt: Date;
  expiredAt: Date | null;
  historyRentalHomes: number;
  baseHistoryDays: number;
  historyBigDaysUser: number;
  rentalHomes: number;
  wholesalePrice: string;
  soldPrice: string | null;
  events: HistoryEvent[];
  links: GarmentLink[];
  retirement: { date: string; reason: string; fulfilmentRetirementId: string } | null;
  /** The partial order the garment was last sent on. */
  currentOrderId: number | null;
}

export interface MoveOptions {
  reason: string;
  byStaff?: boolean;
  newOrderId?: number | null;
  newReturnId?: number | null;
}

export function moveGarment(
  garment: GarmentSpec,
  to: ProductItemStatus,
  at: Date,
  options: MoveOptions,
): void {
  garment.events.push({
    from: garment.status,
    to,
    at,
    reason: options.reason,
    previousOrderId: garment.currentOrderId,
    newOrderId: options.newOrderId ?? garment.currentOrderId,
    newReturnId: options.newReturnId ?? null,
    byStaff: options.byStaff ?? false,
  });
  garment.status = to;
  if (options.newOrderId !== undefined) garment.currentOrderId = options.newOrderId;
}

/** Numbers garments so barcodes, RFID tags and warehouse references are unique and stable. */
export class GarmentFactory {
  private serial = 0;

  constructor(private readonly random: Random) {}

  /** A garment received from the supplier, checked and booked into storage. */
  create(
    variant: SeededVariant,
    receivedAt: Date = addDays(variant.productCreatedAt, -7),
  ): GarmentSpec {
    this.serial += 1;
    const random = this.random;
    const homes = random.chance(0.45) ? random.int(1, 4) : 0;
    const stays = Array.from({ length: homes }, () => random.int(28, 120));
    const garment: GarmentSpec = {
      barcode: `5060${String(this.serial).padStart(9, "0")}`,
      rfid: `E28011600000${this.serial.toString(16).toUpperCase().padStart(12, "0")}`,
      orId: `OR-${String(this.serial).padStart(7, "0")}`,
      variant,
      status: "INITIATED",
      createdAt: receivedAt,
      expiredAt: null,
      historyRentalHomes: homes,
      baseHistoryDays: stays.reduce((sum, days) => sum + days, 0),
      historyBigDaysUser: stays.length > 0 ? Math.max(...stays) : 0,
      rentalHomes: 0,
      wholesalePrice: (variant.rrp * (0.35 + random.int(0, 10) / 100)).toFixed(2),
      soldPrice: null,
      events: [],
      links: [],
      retirement: null,
      currentOrderId: null,
    };
    garment.events.push({
      from: null,
      to: "INITIATED",
      at: receivedAt,
      reason: homes > 0 ? "Imported with its rental history" : "Received from supplier",
      previousOrderId: null,
      newOrderId: null,
      newReturnId: null,
      byStaff: true,
    });
    return garment;
  }

  createInStorage(variant: SeededVariant, receivedAt?: Date): GarmentSpec {
    const garment = this.create(variant, receivedAt);
    const at = garment.createdAt;
    moveGarment(garment, "STORAGE_APPROVE", addDays(at, 1), {
      reason: "Quality check passed",
      byStaff: true,
    });
    moveGarment(garment, "STORAGE", addDays(at, 2), { reason: "Booked into storage" });
    return garment;
  }
}

/** Statuses of garments outside members' rentals, cycled so every one of them appears. */
const POOL_EXTRA_STATUSES: ProductItemStatus[] = [
  "INITIATED",
  "STORAGE_APPROVE",
  "PROBLEM",
  "RESALE",
  "EX_HIRE",
  "SOLD",
  "EX_HIRE",
  "SOLD",
  "PROBLEM",
];

function retire(garment: GarmentSpec, at: Date, reason: string): void {
  garment.expiredAt = at;
  garment.retirement = {
    date: isoDay(at),
    reason,
    fulfilmentRetirementId: `RET-${garment.orId.slice(3)}`,
  };
}

/** Moves a stored garment to its final status outside any rental. */
function finishPoolGarment(random: Random, garment: GarmentSpec, status: ProductItemStatus): void {
  const storedAt = garment.events[garment.events.length - 1]?.at ?? garment.createdAt;
  const span = Math.max(
    1,
    Math.floor((REFERENCE_DATE.getTime() - storedAt.getTime()) / 86_400_000) - 2,
  );
  const at = addDays(storedAt, random.int(1, span));
  if (status === "PROBLEM") {
    moveGarment(garment, "PROBLEM", at, {
      reason: random.pick(["Stain found at stock check", "Broken popper found at stock check"]),
      byStaff: true,
    });
  } else if (status === "RESALE" || status === "SOLD") {
    moveGarment(garment, "RESALE", at, { reason: "Moved to pre-loved resale", byStaff: true });
    if (status === "SOLD") {
      const soldAt = addDays(at, 1);
      moveGarment(garment, "SOLD", soldAt, { reason: "Sold as pre-loved", byStaff: true });
      garment.soldPrice = (garment.variant.rrp * 0.5).toFixed(2);
      retire(garment, soldAt, "Sold as pre-loved");
    }
  } else if (status === "EX_HIRE") {
    moveGarment(garment, "EX_HIRE", at, {
      reason: "Retired from hire: worn beyond repair",
      byStaff: true,
    });
    retire(
      garment,
      at,
      random.pick(["Worn beyond repair", "Reached planned lifespan", "Fabric pilling"]),
    );
  }
}

/** One STORAGE garment per unit of stock, plus some garments in other warehouse states. */
export function buildGarmentPool(
  random: Random,
  factory: GarmentFactory,
  variants: SeededVariant[],
): GarmentSpec[] {
  const pool: GarmentSpec[] = [];
  let extras = 0;
  for (const variant of variants) {
    for (let unit = 0; unit < variant.plan.stock; unit++)
      pool.push(factory.createInStorage(variant));
    if (!random.chance(0.3)) continue;
    const status = POOL_EXTRA_STATUSES[extras % POOL_EXTRA_STATUSES.length] ?? "PROBLEM";
    extras += 1;
    if (status === "INITIATED") {
      pool.push(factory.create(variant, addDays(REFERENCE_DATE, -random.int(1, 5))));
    } else if (status === "STORAGE_APPROVE") {
      const garment = factory.create(variant, addDays(REFERENCE_DATE, -random.int(2, 6)));
      moveGarment(garment, "STORAGE_APPROVE", addDays(garment.createdAt, 1), {
        reason: "Awaiting quality check",
        byStaff: true,
      });
      pool.push(garment);
    } else {
      const garment = factory.createInStorage(variant);
      finishPoolGarment(random, garment, status);
      pool.push(garment);
    }
  }
  return pool;
}
