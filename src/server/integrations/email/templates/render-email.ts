import type { ReactElement, ReactNode } from "react";
import { escapeHtml } from "@/domain/escape-html";

/**
 * The shop's e-mails are React function components (decision 066), rendered here to static HTML
 * and to their plain-text part. Not react-dom/server: it throws under the `react-server` condition
 * the worker (scripts/worker.ts) and the App Router's route handlers run with, and an e-mail needs
 * none of what it does beyond writing elements out (no state, effects, context or suspense). So
 * this walks the element tree itself: host elements become tags, function components are called.
 * Its output matches renderToStaticMarkup's (render-email.test.ts compares them).
 */

const VOID = new Set(["area", "br", "col", "hr", "img", "meta", "link", "input", "source", "wbr"]);
const FRAGMENT = Symbol.for("react.fragment");
/** Props that are React's, not attributes. `data-text*` steer the plain-text part only. */
const NOT_ATTRIBUTES = new Set(["children", "key", "ref", "data-text", "data-text-skip"]);
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: "class",
  htmlFor: "for",
  httpEquiv: "http-equiv",
  cellPadding: "cellpadding",
  cellSpacing: "cellspacing",
};
const UNITLESS = new Set(["lineHeight", "fontWeight", "opacity", "zIndex", "flex", "orphans"]);

type Props = Record<string, unknown> & { children?: ReactNode };
interface Element {
  type: unknown;
  props: Props;
}

function isElement(node: unknown): node is Element {
  return typeof node === "object" && node !== null && "$$typeof" in node && "props" in node;
}

function styleText(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([name, value]) => {
      const property = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      const text =
        typeof value === "number" && value !== 0 && !UNITLESS.has(name)
          ? `${value}px`
          : String(value);
      return `${property}:${text.trim()}`;
    })
    .join(";");
}

function attributes(props: Props): string {
  let out = "";
  for (const [name, value] of Object.entries(props)) {
    if (NOT_ATTRIBUTES.has(name) || value === null || value === undefined || value === false)
      continue;
    if (typeof value === "function") throw new Error(`An e-mail has no event handlers (${name})`);
    const attribute = ATTRIBUTE_NAMES[name] ?? name;
    if (name === "style" && typeof value === "object") {
      const css = styleText(value as Record<string, unknown>);
      if (css) out += ` style="${escapeHtml(css)}"`;
    } else if (value === true) out += ` ${attribute}=""`;
    else out += ` ${attribute}="${escapeHtml(String(value))}"`;
  }
  return out;
}

/** Resolves function components and fragments until a host element, text or a list is left. */
function resolve(node: ReactNode): ReactNode {
  let current: unknown = node;
  while (isElement(current) && typeof current.type !== "string") {
    if (typeof current.type === "function")
      current = (current.type as (props: Props) => ReactNode)(current.props);
    else if (current.type === FRAGMENT) current = current.props.children;
    else throw new Error("An e-mail template may hold only elements, components and text");
  }
  return current as ReactNode;
}

function html(node: ReactNode): string {
  const resolved = resolve(node);
  if (resolved === null || resolved === undefined || typeof resolved === "boolean") return "";
  if (typeof resolved === "string" || typeof resolved === "number" || typeof resolved === "bigint")
    return escapeHtml(String(resolved));
  if (Array.isArray(resolved) || (typeof resolved === "object" && Symbol.iterator in resolved))
    return [...(resolved as Iterable<ReactNode>)].map(html).join("");
  const element = resolved as unknown as Element;
  const tag = element.type as string;
  const open = `<${tag}${attributes(element.props)}>`;
  return VOID.has(tag) ? open : `${open}${html(element.props.children)}</${tag}>`;
}

/** The HTML document of an e-mail (its root is the <html> element). */
export function renderHtml(email: ReactElement): string {
  return `<!DOCTYPE html>${html(email)}`;
}

const PARAGRAPHS = new Set(["p", "h1", "h2", "h3", "table", "ul", "ol", "pre"]);
const LINES = new Set(["div", "tr", "li", "br", "section"]);
const SKIPPED = new Set(["head", "style", "title", "svg"]);
/** Break markers: a run of them becomes a blank line if it holds a paragraph's, else one break. */
const LINE = "\u0001";
const PARAGRAPH = "\u0002";

function text(node: ReactNode): string {
  const resolved = resolve(node);
  if (resolved === null || resolved === undefined || typeof resolved === "boolean") return "";
  if (typeof resolved === "string" || typeof resolved === "number" || typeof resolved === "bigint")
    return String(resolved).replace(/\s+/g, " ");
  if (Array.isArray(resolved) || (typeof resolved === "object" && Symbol.iterator in resolved))
    return [...(resolved as Iterable<ReactNode>)].map(text).join("");
  const { type, props } = resolved as unknown as Element;
  const tag = type as string;
  if (props["data-text-skip"] || SKIPPED.has(tag)) return "";
  const own = props["data-text"];
  if (own === "") return "";
  let inner = typeof own === "string" ? own : text(props.children);
  if (tag === "a" && typeof props.href === "string" && own === undefined) {
    const label = inner.trim();
    inner = label && label !== props.href ? `${label}: ${props.href}` : props.href;
  }
  if (tag === "li" && own === undefined) inner = `- ${inner.trim()}`;
  if (tag === "br") return LINE;
  if (PARAGRAPHS.has(tag)) return `${PARAGRAPH}${inner}${PARAGRAPH}`;
  if (LINES.has(tag)) return `${LINE}${inner}${LINE}`;
  if (tag === "td" || tag === "th") return `${inner} `;
  return inner;
}

/**
 * The plain-text part of the same tree: paragraphs, headings and tables apart by a blank line,
 * rows and list items on their own line ('- ' before an item), a link as 'label: address', and
 * an element's `data-text` in place of its children (a row of a table reads as one sentence).
 */
export function renderText(email: ReactElement): string {
  return text(email)
    .replace(/[\u0001\u0002]+/g, (run) => (run.includes(PARAGRAPH) ? "\n\n" : "\n"))
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
