// Its own zod-free module: the checkout page in the browser shows it (next box terms), and zod
// stays out of that page's first load.
/** Days a member has to post a return once they ask for it (docs/garments.md). */
export const RETURN_WINDOW_DAYS = 7;
