import Link from "next/link";
import { pounds, receiptOf, type PaidMonth } from "@/domain/member/billing";

/** The member's payments, newest first, each with its printable receipt (issue 26). */
export function BillingHistory({ months }: { months: readonly PaidMonth[] }) {
  return (
    <section className="account-section" aria-labelledby="account-payments">
      <h2 id="account-payments">Payments</h2>
      {months.length === 0 ? (
        <p className="account__empty">No payments yet.</p>
      ) : (
        <div className="account-table-wrap">
          <table className="account-table" data-testid="account-payments">
            <thead>
              <tr>
                <th scope="col">Paid on</th>
                <th scope="col">For</th>
                <th scope="col">Amount</th>
                <th scope="col">
                  <span className="visually-hidden">Receipt</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => {
                const receipt = receiptOf(month);
                return (
                  <tr key={month.id}>
                    <td>{receipt.paidOn}</td>
                    <td>{receipt.period}</td>
                    <td>{pounds(receipt.totalPence)}</td>
                    <td>
                      <Link
                        href={`/account/receipts/${encodeURIComponent(month.id)}`}
                        aria-label={`Receipt for ${receipt.paidOn}`}
                      >
                        Receipt
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
