/**
 * A step's title as shown in the numbered list of a 'steps' section (issue 13): the list numbers
 * the steps, so a number the content already carries ('1. Choose your plan', '2) Pick') is dropped,
 * or the page would read '1. 1. Choose your plan'.
 */
export function stepTitle(title: string): string {
  return title.replace(/^\s*\d+\s*[.):-]\s*/, "").trim() || title.trim();
}
