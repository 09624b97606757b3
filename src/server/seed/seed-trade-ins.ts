import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { DEMO_RETURN_ADDRESS, parseReturnAddress } from "@/domain/returns/return-label";
import {
  PRIVATE_TRADE_IN_FOLDER,
  tradeInLabelSerial,
  tradeInPostBy,
  tradeInReference,
} from "@/domain/trade-in/trade-in";
import type { Executor } from "@/server/db/client";
import {
  tags,
  tradeInLabels,
  tradeInOffers,
  tradeInPhotos,
  tradeInPieces,
} from "@/server/db/schema";
import { createLocalPostalCarrier } from "@/server/integrations/postal-carrier/local/local-postal-carrier";
import { createDatabaseImageStorage } from "@/server/integrations/storage/local-database/database-image-storage";
import { OTHER_MEMBERS } from "./member-data";
import { at } from "./seed-dates";

/** The demo trade-ins (issue 27): a parcel waiting to be graded, and one on its way. */
const DEMO_TRADE_INS = [
  {
    member: OTHER_MEMBERS[0]!,
    day: "2026-11-10",
    received: at("2026-11-16", "10:30"),
    rejected: "recycle" as const,
    pieces: [
      { brand: "Frugi", category: "knitwear", size: "12-18-months", colour: "#7a9e7e" },
      { brand: "John Lewis", category: "rompers", size: "9-12-months", colour: "#d9a441" },
    ],
  },
  {
    member: OTHER_MEMBERS[1]!,
    day: "2026-11-20",
    received: null,
    rejected: "return" as const,
    pieces: [{ brand: "Boden", category: "dresses", size: "2-3-years", colour: "#c96f6f" }],
  },
];

/** A plain square in the piece's colour: the family's photo of it. */
const photoOf = (colour: string) =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: colour } })
    .png()
    .toBuffer();

export async function seedTradeIns(db: Executor): Promise<void> {
  const storage = createDatabaseImageStorage(db);
  const carrier = createLocalPostalCarrier();
  const returnAddress = parseReturnAddress(DEMO_RETURN_ADDRESS)!;
  const slugs = DEMO_TRADE_INS.flatMap((offer) => offer.pieces.map((piece) => piece.category));
  const categories = await db
    .select({ id: tags.id, slug: tags.slug })
    .from(tags)
    .where(inArray(tags.slug, slugs));
  const categoryId = new Map(categories.map((row) => [row.slug, row.id]));
  // A smaller catalogue without these categories has no demo trade-ins.
  if (slugs.some((slug) => !categoryId.has(slug))) return;
  for (const offer of DEMO_TRADE_INS) {
    const offered = at(offer.day, "19:05");
    const postBy = tradeInPostBy(offer.day);
    const [row] = await db
      .insert(tradeInOffers)
      .values({
        user_id: offer.member.row.id,
        status: offer.received ? "received" : "sent",
        rejected_choice: offer.rejected,
        post_by: postBy,
        created_at: offered,
        received_at: offer.received,
      })
      .returning({ id: tradeInOffers.id });
    const offerId = row!.id;
    const reference = tradeInReference(offerId);
    await db.update(tradeInOffers).set({ reference }).where(eq(tradeInOffers.id, offerId));
    for (const [i, piece] of offer.pieces.entries()) {
      const path = `${PRIVATE_TRADE_IN_FOLDER}/demo-${offerId}-${i + 1}.png`;
      await storage.put(path, { bytes: await photoOf(piece.colour), contentType: "image/png" });
      const [photo] = await db
        .insert(tradeInPhotos)
        .values({
          user_id: offer.member.row.id,
          path,
          content_type: "image/png",
          created_at: offered,
        })
        .returning({ id: tradeInPhotos.id });
      await db.insert(tradeInPieces).values({
        offer_id: offerId,
        brand: piece.brand,
        category_tag_id: categoryId.get(piece.category)!,
        size: piece.size,
        photo_id: photo!.id,
      });
    }
    const label = await carrier.createReturnLabel({
      returnId: tradeInLabelSerial(offerId),
      reference,
      family: {
        name: `${offer.member.row.firstName} ${offer.member.row.lastName}`,
        postcode: offer.member.row.postcode ?? null,
        address: null,
      },
      returnAddress,
      dueDate: postBy,
      itemCount: offer.pieces.length,
    });
    await db.insert(tradeInLabels).values({
      offer_id: offerId,
      status: "ready",
      carrier: carrier.name,
      carrier_reference: label.carrierReference,
      tracking_number: label.trackingNumber,
      counter_code: label.counterCode,
      pdf: Buffer.from(label.pdf),
      created_at: offered,
      ready_at: offered,
    });
  }
}
