import type { Executor } from "@/server/db/client";
import { children } from "@/server/db/schema";
import { DEMO_MEMBER } from "./member-data";
import { at } from "./seed-dates";

/**
 * The demo family's child (issue 27): Rosie, the demo member's little one, with no 'wears now', so
 * /account shows the size the chart and the family's rentals predict.
 */
const DEMO_CHILD = { firstName: "Rosie", dateOfBirth: "2026-03-14" } as const;

export async function seedChildren(db: Executor): Promise<void> {
  await db.insert(children).values({
    user_id: DEMO_MEMBER.id,
    first_name: DEMO_CHILD.firstName,
    date_of_birth: DEMO_CHILD.dateOfBirth,
    created_at: at("2026-05-20", "19:50"),
    updated_at: at("2026-05-20", "19:50"),
  });
}
