import { z } from "zod";

// Runs in the browser before the app's modules. Zod compiles object parsers with `new Function`
// unless told not to; under the shop's CSP (no 'unsafe-eval') its probe is refused and reported as
// a violation on every page. Set before any schema is built, since zod decides per schema.
z.config({ jitless: true });
