import { dueBackState, dueBackText, type DueBack } from "@/domain/member/next-box";

/**
 * /account's returns still on their way back (issue 27, part next-box): each return's reference,
 * how many garments are still out, and its due date, or that it is overdue and the next swap waits
 * for it. Rendered for the request (the member's own page), with the server's clock.
 */
export function NextBoxReturns({ dueBack, now }: { dueBack: readonly DueBack[]; now: Date }) {
  if (dueBack.length === 0) return null;
  return (
    <section className="account-section" aria-labelledby="account-due-back">
      <h2 id="account-due-back">Due back</h2>
      <ul data-testid="account-due-back">
        {dueBack.map((item) => {
          const overdue = dueBackState(item, now) === "overdue";
          return (
            <li key={item.returnId} data-state={dueBackState(item, now)}>
              {`${item.reference} · ${item.garments === 1 ? "1 item" : `${item.garments} items`} · `}
              {overdue ? (
                <strong>{dueBackText(item, now)}</strong>
              ) : (
                <span>{dueBackText(item, now)}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
