// The Content-Security-Policy's inline scripts (issue 23). Pages are prerendered and shared, so no
// per-request nonce can be in them; instead the web server lists the sha256 of each inline script
// Next.js, React and the shop wrote in the very answer it sends, and the policy allows no other
// inline script ('unsafe-inline' is gone). A script is hashed only when it has one of the shapes
// the framework writes (data pushed as JSON, React's own runtime and its calls with JSON
// arguments, the shop's constant scripts): a <script> that reached a page any other way is not
// listed, so the browser refuses it. docs/decisions/, "Inline scripts hashed by the server".
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";

/**
 * The shop's own inline scripts, each a constant (scripts/inline-scripts.test.mjs checks this list
 * against the source it comes from). A new inline script is added here or the browser refuses it.
 */
export const SHOP_INLINE_SCRIPTS = [
  // src/components/consent/consent.ts CONSENT_CHOSEN_SCRIPT
  String.raw`/(?:^|; )littlerobe_consent=v1\.analytics-[01]\.marketing-[01](?:;|$)/.test(document.cookie)&&(document.documentElement.dataset.consent="chosen")`,
  // src/components/shop-state/first-paint.tsx FIRST_PAINT_SCRIPT (issue 26)
  String.raw`try{var h=JSON.parse(localStorage.getItem("littlerobe_hint")||"{}"),d=document.documentElement,k,v;for(k in h)if(/^[a-z-]+$/.test(k)){v=h[k];if(v===1)d.setAttribute("data-hint-"+k,"");else if(typeof v=="string")d.style.setProperty("--hint-"+k,JSON.stringify(v))}}catch(e){}`,
];

/** Scripts that hand data to a runtime: the prefix, then one JSON value, then ")". */
const DATA_PUSHES = [
  "self.__next_f.push(",
  "(self.__next_f=self.__next_f||[]).push(",
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
];

/** A call of one of React's runtime functions ($RC, $RS, $RX, $RR…) with JSON values only. */
const RUNTIME_CALL =
  /\$R[A-Z]{1,2}\(((?:"(?:[^"\\]|\\.)*"|[\s\d.,:[\]{}eE+-]|null|true|false)*)\)/y;

let runtimeDefinitions;

/**
 * React's runtime as it writes it into pages (`$RC=function…`, `requestAnimationFrame(…$RT…)`),
 * read once from the Next.js server runtime installed: the same text, whatever the React version.
 */
export function reactRuntimeDefinitions(
  folder = path.join(import.meta.dirname, "..", "node_modules", "next", "dist", "compiled"),
) {
  if (runtimeDefinitions) return runtimeDefinitions;
  const found = new Set();
  const literal =
    /(["'])((?:\$R[A-Z]{1,2}=|requestAnimationFrame\(function\(\)\{\$RT=)(?:(?!\1)[^\\\n]|\\.)*)\1/g;
  for (const sub of ["next-server", "react-dom", "react-dom-experimental/cjs", "react-dom/cjs"]) {
    const dir = path.join(folder, sub);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) {
      if (!/\.prod(uction)?\.js$/.test(file) || !/server|app-page/.test(file)) continue;
      const text = fs.readFileSync(path.join(dir, file), "utf8");
      for (const match of text.matchAll(literal))
        // A string literal only (the pattern allows nothing else), evaluated to its text. Some end
        // with the opening of their first call (`…};$RS("`), which React completes with the
        // arguments: that opening is left to the call's own check.
        found.add(vm.runInNewContext(match[0]).replace(/\$R[A-Z]{1,2}\("$/, ""));
    }
  }
  // Longest first, so a definition is taken whole before a shorter one it starts with.
  runtimeDefinitions = [...found].sort((a, b) => b.length - a.length);
  return runtimeDefinitions;
}

function isJson(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether an inline script's text is one the framework or the shop writes (see the top). */
export function isFrameworkScript(text, definitions = reactRuntimeDefinitions()) {
  if (SHOP_INLINE_SCRIPTS.includes(text)) return true;
  for (const prefix of DATA_PUSHES) {
    if (!text.startsWith(prefix)) continue;
    const end = text.endsWith(");") ? -2 : -1; // Turbopack's ends with a semicolon
    return text.at(end) === ")" && isJson(text.slice(prefix.length, end));
  }
  if (text === "") return false;
  // React's instruction scripts: its runtime definitions and calls of them, in any order.
  let at = 0;
  outer: while (at < text.length) {
    if (text[at] === ";") {
      at++;
      continue;
    }
    for (const definition of definitions)
      if (text.startsWith(definition, at)) {
        at += definition.length;
        continue outer;
      }
    RUNTIME_CALL.lastIndex = at;
    const call = RUNTIME_CALL.exec(text);
    if (!call || !isJson(`[${call[1]}]`)) return false;
    at = RUNTIME_CALL.lastIndex;
  }
  return true;
}

/** The script types a browser runs (an empty or missing type is JavaScript). */
function isExecutable(attributes) {
  const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  if (!type) return true;
  const value = (type[1] ?? type[2] ?? type[3] ?? "").trim().toLowerCase();
  return (
    value === "" || value === "module" || /^(text|application)\/(x-)?(java|ecma)script$/.test(value)
  );
}

/** The 'sha256-…' sources of a page's inline scripts the framework wrote, each once. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  // A script element's text ends at the first "</script" (HTML's script data state).
  const script = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
  for (const [, attributes, text] of html.matchAll(script)) {
    if (/\ssrc\s*=/i.test(attributes) || !isExecutable(attributes)) continue;
    if (!isFrameworkScript(text)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy with its script-src listing these hashes (the rest of the policy as it was). */
export function policyWithHashes(policy, hashes) {
  const scriptSrc = ["script-src 'self'", ...hashes].join(" ");
  return /(^|;\s*)script-src [^;]*/.test(policy)
    ? policy.replace(/(^|;\s*)script-src [^;]*/, `$1${scriptSrc}`)
    : `${policy}; ${scriptSrc}`;
}

/** The policy for one HTML answer: the base policy with the hashes of this page's scripts. */
export function policyForPage(html, basePolicy) {
  return policyWithHashes(basePolicy, inlineScriptHashes(html));
}

const POLICY = "content-security-policy";
/** Set on a response whose policy already lists its page's hashes (the page memo's answers). */
export const POLICY_DONE = Symbol.for("littlerobe.scriptPolicyDone");

function decoded(body, encoding) {
  switch ((encoding ?? "identity").toLowerCase()) {
    case "identity":
      return body;
    case "gzip":
      return zlib.gunzipSync(body);
    case "br":
      return zlib.brotliDecompressSync(body);
    case "deflate":
      return zlib.inflateSync(body);
    default:
      return null;
  }
}

/**
 * For one request to Next.js: an HTML answer is held until its body is complete (streamed pages
 * included), its inline scripts hashed, and its policy sent with the hashes. Anything else passes
 * as it is. A body that cannot be read keeps no hash: its inline scripts do not run.
 * (The response's methods stay wrapped: Next.js's compression wraps them after us.)
 */
export function hashInlineScriptsOf(req, res) {
  // Build files: no page of ours is among them (an HTML file there keeps the base policy).
  if (req.url?.startsWith("/_next/")) return;
  const { writeHead, write, end, flushHeaders } = res;
  const chunks = [];
  let status;
  /** undefined until the headers are written, then "pass" or "hold". */
  let mode;
  res.writeHead = function (code, ...rest) {
    if (mode === "pass") return writeHead.call(this, code, ...rest);
    const headers = typeof rest[0] === "string" ? rest[1] : rest[0];
    if (Array.isArray(headers))
      for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(headers[i], headers[i + 1]);
    else if (headers)
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) this.setHeader(name, value);
    const html = /^text\/html/i.test(String(this.getHeader("content-type") ?? ""));
    if (!html || this[POLICY_DONE] || req.method === "HEAD" || !this.getHeader(POLICY)) {
      mode = "pass";
      return writeHead.call(this, code, ...(typeof rest[0] === "string" ? [rest[0]] : []));
    }
    mode = "hold";
    status = code;
    return this;
  };
  res.flushHeaders = function () {
    if (mode !== "hold") return flushHeaders.call(this);
  };
  res.write = function (chunk, encoding, callback) {
    if (mode === undefined) this._implicitHeader();
    if (mode !== "hold") return write.call(this, chunk, encoding, callback);
    if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : chunk);
    if (callback) process.nextTick(callback);
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === "function") [chunk, encoding, callback] = [undefined, undefined, chunk];
    if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    if (mode === undefined) this._implicitHeader();
    if (mode !== "hold") return end.call(this, chunk, encoding, callback);
    mode = "pass";
    // One string, as Next.js sends a page from its cache: passed on as it is (it is kept as text).
    const whole =
      chunks.length === 0 && typeof chunk === "string" && (encoding ?? "utf8") === "utf8";
    if (chunk !== undefined && chunk !== null && !whole)
      chunks.push(typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : chunk);
    const body = whole ? null : Buffer.concat(chunks);
    let text = whole ? chunk : null;
    if (body) {
      try {
        text = decoded(body, this.getHeader("content-encoding"))?.toString("utf8") ?? null;
      } catch {
        text = null;
      }
    }
    this.setHeader(POLICY, policyForPage(text ?? "", String(this.getHeader(POLICY))));
    if (status !== 204 && status !== 304) {
      this.removeHeader("transfer-encoding");
      this.setHeader("content-length", String(body ? body.length : Buffer.byteLength(chunk)));
    }
    writeHead.call(this, status);
    return end.call(this, whole ? chunk : body, callback);
  };
}
