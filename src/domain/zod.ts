import { z } from "zod";

// Every schema of the shop is built from this module, so the browser loads zod only with the first
// code that needs a schema (not with every page). Zod compiles object parsers with `new Function`
// unless told not to; under the shop's CSP (no 'unsafe-eval') its probe is refused and reported as
// a violation. Set here, before any schema is built, since zod decides per schema.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
