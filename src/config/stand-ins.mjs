/**
 * Which stand-ins a shop runs on, and whether it may (issue 25, decision 053). Every process calls
 * standInRefusal as it starts: `npm start` (scripts/start.mjs), the web server (scripts/server.mjs
 * and Next.js's instrumentation, for a plain `next start`) and the job worker (scripts/worker.ts).
 * Plain JavaScript so the scripts import it without a compiler; pure: it is given the variables.
 *
 * @typedef {Record<string, string | undefined>} Environment
 */

/** @param {string | undefined} value */
const isSet = (value) => value !== undefined && value.trim() !== "";

/** @param {string | undefined} value as env.ts reads its flags */
const isOn = (value) => value === "true" || value === "1";

/** @param {Environment} environment @param {string[]} names */
const unset = (environment, names) => names.filter((name) => !isSet(environment[name]));

/**
 * An address on this machine: where tests run their stand-ins of a provider's API.
 *
 * @param {string | undefined} url
 */
function pointsAtThisMachine(url) {
  if (!isSet(url)) return false;
  let host;
  try {
    host = new URL(/** @type {string} */ (url).trim()).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "[::1]" ||
    host === "0.0.0.0" ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** @param {Environment} environment @param {string[]} names */
const local = (environment, names) =>
  names
    .filter((name) => pointsAtThisMachine(environment[name]))
    .map((name) => `${name} (this machine)`);

/**
 * Each kind of outside service: the settings its real adapter needs (unset, the shop runs on its
 * stand-in), and the set ones that still make it a stand-in: an address on this machine, a test
 * key. SMTP_URL may name this machine: a relay beside the shop is a real way to send mail.
 *
 * @type {{ missing: (environment: Environment) => string[]; notReal: (environment: Environment) => string[] }[]}
 */
const KINDS = [
  {
    // The payment sandbox, where the public test card pays.
    missing: (environment) => [
      ...(environment.PAYMENT_PROVIDER === "stripe" ? [] : ["PAYMENT_PROVIDER=stripe"]),
      ...unset(environment, ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]),
    ],
    // Stripe's test mode declines every real card: a public shop on it takes no order.
    notReal: (environment) => [
      ...local(environment, ["STRIPE_API_BASE_URL"]),
      ...(/^(sk|rk)_test_/.test(environment.STRIPE_SECRET_KEY?.trim() ?? "")
        ? ["STRIPE_SECRET_KEY (a test key)"]
        : []),
    ],
  },
  {
    // The simulated warehouse at APP_URL/warehouse-sim/v1.
    missing: (environment) => unset(environment, ["WAREHOUSE_URL", "WAREHOUSE_API_KEY"]),
    notReal: (environment) => local(environment, ["WAREHOUSE_URL"]),
  },
  {
    // The outbox table, which sends nothing.
    missing: (environment) => unset(environment, ["SMTP_URL"]),
    notReal: () => [],
  },
  {
    // The local mailing lists, which nobody reads.
    missing: (environment) => [
      ...(environment.MAILING_LIST_PROVIDER === "mailchimp"
        ? []
        : ["MAILING_LIST_PROVIDER=mailchimp"]),
      ...unset(environment, [
        "MAILCHIMP_API_KEY",
        "MAILCHIMP_LIST_NEWSLETTER",
        "MAILCHIMP_LIST_WAITLIST",
        "MAILCHIMP_LIST_SUBSCRIBER",
      ]),
    ],
    notReal: (environment) => local(environment, ["MAILCHIMP_BASE_URL"]),
  },
  {
    // The local postal carrier, whose return labels no carrier collects (issue 25, decision 055);
    // without RETURN_ADDRESS, parcels would go to the demo shop's made-up address.
    missing: (environment) =>
      unset(environment, ["ROYAL_MAIL_CLICK_DROP_API_KEY", "RETURN_ADDRESS"]),
    notReal: (environment) => local(environment, ["ROYAL_MAIL_CLICK_DROP_BASE_URL"]),
  },
];

/**
 * What a shop lacks to run on real services only: the settings to set, and those set that keep a
 * real adapter on a stand-in. Both empty: no stand-in is in use.
 *
 * @param {Environment} environment
 * @returns {{ missing: string[]; notReal: string[] }}
 */
export function standInSettings(environment) {
  return {
    missing: KINDS.flatMap((kind) => kind.missing(environment)),
    notReal: KINDS.flatMap((kind) => kind.notReal(environment)),
  };
}

/** @param {Environment} environment */
function isPublic(environment) {
  try {
    return new URL((environment.APP_URL ?? "").trim()).protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * The one line a process refuses to start with, or null when it may start: a public (https) shop
 * never runs on a stand-in unless DEMO_SHOP=true says it is a demo. Over http (a fresh clone's
 * http://localhost) the stand-ins are the demo shop it has always been.
 *
 * @param {Environment} environment
 * @returns {string | null}
 */
export function standInRefusal(environment) {
  if (!isPublic(environment) || isOn(environment.DEMO_SHOP)) return null;
  const { missing, notReal } = standInSettings(environment);
  if (missing.length === 0 && notReal.length === 0) return null;
  const fixes = [
    ...(missing.length > 0 ? [`set ${missing.join(", ")}`] : []),
    ...(notReal.length > 0 ? [`replace ${notReal.join(", ")}`] : []),
  ];
  return `Refusing to start ${environment.APP_URL?.trim()} on stand-ins: ${fixes.join("; ")}; or set DEMO_SHOP=true for a demo shop.`;
}

/**
 * Whether every page says it is a demo shop where no real payment is taken: with DEMO_SHOP=true,
 * and always on the payment sandbox, whatever the address.
 *
 * @param {Environment} environment
 */
export function showsDemoNotice(environment) {
  return isOn(environment.DEMO_SHOP) || environment.PAYMENT_PROVIDER !== "stripe";
}

/**
 * For the scripts: prints the refusal on standard error and ends the process, or returns.
 *
 * @param {Environment} environment
 */
export function exitWhenOnStandIns(environment) {
  const refusal = standInRefusal(environment);
  if (refusal === null) return;
  console.error(refusal);
  process.exit(1);
}
