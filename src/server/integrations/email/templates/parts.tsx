import type { CSSProperties, ReactNode } from "react";

/**
 * The shop's e-mail parts (decision 066): one layout and a few blocks, every style inline (mail
 * programs drop style sheets), no remote image or font (the wordmark is text in the shop's colours),
 * one column at most 560 px wide, so it reads on a phone as on a laptop.
 */

export const EMAIL_COLOURS = {
  ink: "#2b2a33",
  muted: "#6b6873",
  paper: "#fffdf9",
  oat: "#f3ede4",
  accent: "#c65f46",
  /** The accent darkened so white text on it passes 4.5:1. */
  button: "#a84a33",
} as const;

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const text: CSSProperties = {
  margin: "0 0 16px",
  fontSize: "16px",
  lineHeight: "24px",
  color: EMAIL_COLOURS.ink,
};

export function EmailLayout({
  title,
  preview,
  appUrl,
  children,
  footer,
}: {
  /** The subject, also the document's title. */
  title: string;
  /** The line mail programs show after the subject, hidden in the message. */
  preview: string;
  appUrl: string;
  children: ReactNode;
  /** Why this e-mail came, above the shop's address. */
  footer?: string;
}) {
  return (
    <html lang="en">
      {/* An e-mail is its own document, not a Next.js page. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: EMAIL_COLOURS.oat, fontFamily: FONT }}>
        <div
          data-text-skip
          style={{ display: "none", maxHeight: 0, overflow: "hidden", opacity: 0, fontSize: "1px" }}
        >
          {preview}
        </div>
        <table
          role="presentation"
          width="100%"
          cellPadding="0"
          cellSpacing="0"
          style={{ backgroundColor: EMAIL_COLOURS.oat }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding="0"
                  cellSpacing="0"
                  style={{ maxWidth: "560px", width: "100%" }}
                >
                  <tbody>
                    <tr data-text="">
                      <td style={{ padding: "0 8px 16px" }}>
                        <a
                          href={appUrl}
                          style={{
                            fontSize: "24px",
                            fontWeight: 700,
                            letterSpacing: "0.5px",
                            color: EMAIL_COLOURS.accent,
                            textDecoration: "none",
                          }}
                        >
                          Littlerobe
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          backgroundColor: EMAIL_COLOURS.paper,
                          borderRadius: "10px",
                          padding: "28px 24px",
                        }}
                      >
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: "16px 8px",
                          fontSize: "13px",
                          lineHeight: "20px",
                          color: EMAIL_COLOURS.muted,
                        }}
                      >
                        {footer && <p style={{ margin: "0 0 8px" }}>{footer}</p>}
                        <p style={{ margin: 0 }}>
                          Littlerobe · children&apos;s clothes to rent, UK ·{" "}
                          <a
                            href={appUrl}
                            data-text={appUrl}
                            style={{ color: EMAIL_COLOURS.muted }}
                          >
                            {appUrl.replace(/^https?:\/\//, "")}
                          </a>
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function Heading({ children }: { children: ReactNode }) {
  return (
    <h1
      style={{ margin: "0 0 16px", fontSize: "24px", lineHeight: "32px", color: EMAIL_COLOURS.ink }}
    >
      {children}
    </h1>
  );
}

export function Subheading({ children }: { children: ReactNode }) {
  return (
    <h2
      style={{
        margin: "24px 0 8px",
        fontSize: "18px",
        lineHeight: "24px",
        color: EMAIL_COLOURS.ink,
      }}
    >
      {children}
    </h2>
  );
}

export function Text({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return <p style={muted ? { ...text, color: EMAIL_COLOURS.muted } : text}>{children}</p>;
}

/** The e-mail's one call to action: a link drawn as a button at least 44 px high. */
export function Button({ href, children }: { href: string; children: string }) {
  return (
    <p style={{ margin: "24px 0" }}>
      <a
        href={href}
        style={{
          display: "inline-block",
          backgroundColor: EMAIL_COLOURS.button,
          color: "#ffffff",
          fontSize: "16px",
          fontWeight: 700,
          lineHeight: "24px",
          padding: "12px 24px",
          borderRadius: "10px",
          textDecoration: "none",
        }}
      >
        {children}
      </a>
    </p>
  );
}

export interface Fact {
  label: string;
  value: string;
}

/** Labelled facts (order number, plan, dates, amounts), one row each: 'Plan: Subscription B'. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding="0"
      cellSpacing="0"
      style={{ margin: "0 0 16px", borderCollapse: "collapse" }}
    >
      <tbody>
        {facts.map((fact) => (
          <tr key={fact.label} data-text={`${fact.label}: ${fact.value}`}>
            <th
              align="left"
              style={{
                padding: "6px 12px 6px 0",
                fontSize: "15px",
                fontWeight: 400,
                color: EMAIL_COLOURS.muted,
                verticalAlign: "top",
                borderBottom: `1px solid ${EMAIL_COLOURS.oat}`,
              }}
            >
              {fact.label}
            </th>
            <td
              align="right"
              style={{
                padding: "6px 0",
                fontSize: "15px",
                fontWeight: 700,
                color: EMAIL_COLOURS.ink,
                verticalAlign: "top",
                borderBottom: `1px solid ${EMAIL_COLOURS.oat}`,
              }}
            >
              {fact.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface ItemLine {
  name: string;
  /** Size and colour, e.g. '3-6 months, Blue'. */
  detail?: string | null;
}

/** The garments of an order or a return, one row each ('- Fox Romper, 3-6 months, Blue'). */
export function Items({ items }: { items: readonly ItemLine[] }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding="0"
      cellSpacing="0"
      style={{ margin: "0 0 16px", borderCollapse: "collapse" }}
    >
      <tbody>
        {items.map((item, index) => (
          <tr key={index} data-text={`- ${[item.name, item.detail].filter(Boolean).join(", ")}`}>
            <td
              style={{
                padding: "8px 0",
                fontSize: "15px",
                lineHeight: "22px",
                color: EMAIL_COLOURS.ink,
                borderBottom: `1px solid ${EMAIL_COLOURS.oat}`,
              }}
            >
              <strong>{item.name}</strong>
              {item.detail && (
                <>
                  <br />
                  <span style={{ color: EMAIL_COLOURS.muted }}>{item.detail}</span>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Numbered steps (what happens next, how to send things back). */
export function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <ol style={{ margin: "0 0 16px", paddingLeft: "20px", color: EMAIL_COLOURS.ink }}>
      {steps.map((step, index) => (
        <li
          key={step}
          data-text={`${index + 1}. ${step}`}
          style={{ margin: "0 0 8px", fontSize: "15px", lineHeight: "22px" }}
        >
          {step}
        </li>
      ))}
    </ol>
  );
}

/** A boxed passage: a gift card's code, a member's message. */
export function Panel({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        margin: "0 0 16px",
        padding: "16px",
        backgroundColor: EMAIL_COLOURS.oat,
        borderRadius: "10px",
        fontSize: "16px",
        lineHeight: "24px",
        color: EMAIL_COLOURS.ink,
      }}
    >
      {children}
    </div>
  );
}

export function SignOff() {
  return <Text>Love, the Littlerobe team</Text>;
}
