import { pounds } from "@/domain/member/billing";
import { referralStateText, REFUSAL_MESSAGES } from "@/domain/referrals/referral-rules";
import { getDb } from "@/server/db/client";
import { loadMemberReferrals } from "@/server/services/referrals/load-member-referrals";
import styles from "@/components/referrals/referrals.module.css";
import { ReferralShare } from "@/components/account/referrals-share";

/**
 * "Give a month, get a month" on /account (issue 27): the family's own code and share link, the
 * friend's code they joined with, the friends who joined with theirs, and the credit so far.
 */
export async function ReferralsSection({ userId }: { userId: string }) {
  const { code, joinedWith, friends, creditedPence } = await loadMemberReferrals(getDb(), userId);
  return (
    <section className="account-section" aria-labelledby="account-referrals">
      <h2 id="account-referrals">Give a month, get a month</h2>
      {code ? (
        <>
          <p>
            Share your code with a friend. When their first payment goes through, you both get a
            month&apos;s credit, taken off your next payments.
          </p>
          <p>
            Your code:{" "}
            <strong className={styles.code} data-testid="referral-code">
              {code}
            </strong>
          </p>
          <ReferralShare code={code} />
        </>
      ) : (
        <p data-testid="referral-code-later">
          Once your first payment has gone through, you&apos;ll have a code to share with friends.
        </p>
      )}
      {joinedWith && (
        <p data-testid="referral-joined-with">
          You joined with {joinedWith.firstName ?? "a friend"}&apos;s code {joinedWith.code}:{" "}
          {joinedWith.state === "credited"
            ? `${pounds(joinedWith.creditPence ?? 0)} credited to you.`
            : joinedWith.state === "refused" && joinedWith.refusal
              ? `not credited. ${REFUSAL_MESSAGES[joinedWith.refusal]}`
              : "your month's credit comes after your first payment."}
        </p>
      )}
      {friends.length > 0 && (
        <>
          <h3>Friends who joined with your code</h3>
          <ul className={styles.list} data-testid="referral-friends">
            {friends.map((friend, index) => (
              <li key={index}>
                {friend.firstName ?? "A friend"}: {referralStateText(friend.state, friend.refusal)}
                {friend.creditPence !== null && friend.state !== "pending"
                  ? ` (${pounds(friend.creditPence)})`
                  : ""}
              </li>
            ))}
          </ul>
        </>
      )}
      {creditedPence > 0 && (
        <p data-testid="referral-credited">
          Credited to you so far: {pounds(creditedPence)}. It shows in your next payment above.
        </p>
      )}
    </section>
  );
}
