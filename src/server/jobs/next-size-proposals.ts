import { z } from "zod";
import type { Database } from "@/server/db/client";
import { defineJob } from "@/server/queue/define-job";
import { clearDoneSlots, scheduleEvery } from "@/server/queue/scheduled-jobs";
import { loadSiteContent } from "@/server/services/content/load-site-content";
import { proposeNextSizes } from "@/server/services/sizes-ahead/propose-next-sizes";

/**
 * Once a day: every child entering the 21 days before their next size gets one next-size
 * wardrobe, with its e-mail (propose-next-sizes.ts). A failed run is not retried: the next day's
 * runs again, and a child still in the window is proposed to then.
 */
export const nextSizeProposalsJob = defineJob({
  name: "sizes-ahead.propose",
  // A scheduled run has no user: every family. The browser tests' moved clock names one.
  payload: z.object({ userId: z.string().min(1).optional() }),
  lane: "general",
  maxAttempts: 1,
  handle: async ({ userId }, { db, now }) => {
    await proposeNextSizes(db, {
      now,
      userId,
      plans: (await loadSiteContent(false)).settings.subscriptionOptions,
    });
  },
});

/** A day a slot (its singleton key), so one run a day whatever the number of processes. */
export async function scheduleNextSizeProposals(db: Database, now: Date): Promise<void> {
  await scheduleEvery(db, nextSizeProposalsJob, { now, everyMinutes: 24 * 60 });
  await clearDoneSlots(db, nextSizeProposalsJob.name, now);
}
