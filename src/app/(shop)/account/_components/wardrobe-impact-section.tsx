import { WardrobeImpact } from "@/components/account/wardrobe-impact";
import { getDb } from "@/server/db/client";
import { loadWardrobeImpact } from "@/server/services/wardrobe-impact/load-wardrobe-impact";

/** 'What your wardrobe did' on /account (issue 27, part impact), from the history tables. */
export async function WardrobeImpactSection({ userId }: { userId: string }) {
  return <WardrobeImpact impact={await loadWardrobeImpact(getDb(), userId)} />;
}
