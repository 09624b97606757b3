import Link from "next/link";
import { personName } from "../format";

/** The member a record belongs to, with the delivery address, linking to their page. */
export function MemberCard({
  member,
}: {
  member: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    contactNumber: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    postcode: string | null;
    country: string | null;
  } | null;
}) {
  if (!member) return <p>The member is missing.</p>;
  const address = [member.address1, member.address2, member.city, member.postcode, member.country]
    .filter(Boolean)
    .join(", ");
  return (
    <dl className="admin-orders-facts">
      <dt>Member</dt>
      <dd>
        <Link href={`/admin/members/${encodeURIComponent(member.id)}`}>{personName(member)}</Link>
      </dd>
      <dt>E-mail</dt>
      <dd>{member.email}</dd>
      <dt>Phone</dt>
      <dd>{member.contactNumber ?? "—"}</dd>
      <dt>Delivery address</dt>
      <dd>{address || "—"}</dd>
    </dl>
  );
}
