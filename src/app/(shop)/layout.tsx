import type { ReactNode } from "react";
import { ShopFrame } from "@/app/(shop)/_components/shop-frame";

export default function ShopLayout({ children }: { children: ReactNode }) {
  return <ShopFrame>{children}</ShopFrame>;
}
