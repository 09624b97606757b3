import { showsNewsletterBand } from "@/domain/content/links";

/** The page a path shows: '/' is the home page (type 'home'); other pages are found by their uid. */
export function pageAtPath(pathname: string): { type: string; uid: string } {
  const uid = pathname.split("/").filter(Boolean).at(-1) ?? "";
  return uid === "" ? { type: "home", uid: "home" } : { type: "page", uid };
}

/** Whether the newsletter band shows on the page at this path (spec 2.7). */
export function showsBandAt(pathname: string): boolean {
  return showsNewsletterBand(pageAtPath(pathname));
}
