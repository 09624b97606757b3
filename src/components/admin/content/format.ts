/** A date and time as staff in London read it: '25 Nov 2026, 09:14'. */
export function londonDateTime(value: Date | null | undefined): string {
  if (!value) return "";
  return value.toLocaleString("en-GB", {
    timeZone: "Europe/London",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}
