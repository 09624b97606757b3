import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { Suspense } from "react";
import { SandboxPayForm } from "@/components/sandbox/sandbox-pay-form";
import { formatPounds } from "@/domain/checkout/checkout-request";
import { sandboxIdParams } from "@/domain/payments/sandbox-requests";
import { isAppError } from "@/server/errors/app-error";
import { sandboxGateway } from "@/server/gateways/payment-gateway";

export const metadata: Metadata = { title: "Pay Littlerobe", robots: { index: false } };

type Params = Promise<{ id: string }>;

/**
 * The local sandbox's hosted payment page (issue 9), standing in for the provider's: it shows what
 * is being paid for and takes a test card. Only while the sandbox is the payment provider.
 */
export default function SandboxCheckoutPage({ params }: { params: Params }) {
  return (
    <Suspense fallback={<p aria-busy="true">Loading the payment page…</p>}>
      <SandboxCheckout params={params} />
    </Suspense>
  );
}

async function SandboxCheckout({ params }: { params: Params }) {
  const parsed = sandboxIdParams.safeParse(await params);
  if (!parsed.success) notFound();
  let session;
  try {
    session = await sandboxGateway().sessionForPage(parsed.data.id);
  } catch (error) {
    if (isAppError(error)) notFound();
    throw error;
  }
  if (!session) notFound();
  if (session.status === "complete") redirect(session.success_url);
  const amount = formatPounds((session.amount_pence - session.discount_pence) / 100);
  const monthly = session.mode === "subscription";
  // A code the shop applied when the page was made (typed at /checkout), as Stripe shows it.
  const preapplied = session.status === "open" && session.promotion_code !== null;
  return (
    <section className="sandbox-pay">
      <p className="sandbox-pay__badge">Test payment page · no real money moves</p>
      <h1>Pay Littlerobe</h1>
      <p>{session.description}</p>
      <p className="sandbox-pay__amount" data-testid="sandbox-amount">
        {amount}
        {monthly && preapplied
          ? ` for the first month, then ${formatPounds(session.amount_pence / 100)} a month`
          : monthly
            ? " a month"
            : ""}
      </p>
      {preapplied && (
        <p data-testid="sandbox-discount">
          {session.promotion_code} applied: {formatPounds(session.discount_pence / 100)} off
        </p>
      )}
      {session.customer_email && <p>{session.customer_email}</p>}
      {session.status === "expired" ? (
        <>
          <p role="alert">This payment page has expired. Nothing was charged.</p>
          <a className="button" href={session.cancel_url}>
            Back to Littlerobe
          </a>
        </>
      ) : (
        <SandboxPayForm
          sessionId={session.id}
          cancelUrl={session.cancel_url}
          allowPromotionCodes={session.allow_promotion_codes}
          monthly={monthly}
        />
      )}
    </section>
  );
}
