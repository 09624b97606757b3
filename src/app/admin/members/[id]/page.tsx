import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminAccess } from "@/components/admin/orders/admin-access";
import { dateTime, day, personName, statusLabel } from "@/components/admin/format";
import { GarmentTable } from "@/components/admin/orders/garment-table";
import { HistorySection } from "@/components/admin/orders/record-sections";
import "@/components/admin/orders/admin-orders.css";
import { memberParams } from "@/domain/api/staff-order-contracts";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import { loadMemberDetail } from "@/server/services/admin-orders/staff-details";

export default async function AdminMemberPage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requireStaffPage();
  const id = memberParams.safeParse(await params);
  if (!id.success) notFound();
  const detail = await loadMemberDetail(getDb(), id.data.id, new Date());
  if (!detail) notFound();
  const { profile, orders, subscriptions, subscription, garments, audit } = detail;
  const address = [
    profile.address1,
    profile.address2,
    profile.city,
    profile.postcode,
    profile.country,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <article className="admin-orders-detail">
      <header>
        <p>
          <Link href="/admin/members">All members</Link>
        </p>
        <h1>{personName(profile)}</h1>
        <dl className="admin-orders-facts">
          <dt>E-mail</dt>
          <dd>{profile.email}</dd>
          <dt>Title</dt>
          <dd>{profile.title ?? "—"}</dd>
          <dt>Little one</dt>
          <dd>{profile.babyName ?? "—"}</dd>
          <dt>Phone</dt>
          <dd>{profile.contactNumber ?? "—"}</dd>
          <dt>Address</dt>
          <dd>{address || "—"}</dd>
          <dt>Joined</dt>
          <dd>{dateTime(profile.created_at)}</dd>
          <dt>Staff access</dt>
          <dd>{profile.is_admin ? "Yes" : "No"}</dd>
        </dl>
        <AdminAccess id={profile.id} isAdmin={profile.is_admin} own={profile.id === staff.userId} />
      </header>
      <section aria-labelledby="subscription-heading">
        <h2 id="subscription-heading">Subscription</h2>
        <dl className="admin-orders-facts">
          <dt>State</dt>
          <dd data-testid="subscription-state">{subscription.state}</dd>
          <dt>Plan</dt>
          <dd>{subscription.plan}</dd>
          {subscription.note && (
            <>
              <dt>Membership</dt>
              <dd>{subscription.note}</dd>
            </>
          )}
          <dt>Subscription id</dt>
          <dd>{profile.payment_subscription_id ?? "—"}</dd>
          <dt>Customer id</dt>
          <dd>{profile.payment_customer_id ?? "—"}</dd>
        </dl>
        {subscriptions.length > 0 && (
          <table className="admin-table">
            <caption className="visually-hidden">The provider&apos;s subscriptions</caption>
            <thead>
              <tr>
                <th scope="col">Subscription</th>
                <th scope="col">Provider status</th>
                <th scope="col">Paused until</th>
                <th scope="col">Cancels at period end</th>
                <th scope="col">Period ends</th>
              </tr>
            </thead>
            <tbody>
              {subscriptions.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{s.id}</th>
                  <td>{s.status}</td>
                  <td>{dateTime(s.paused_until)}</td>
                  <td>{s.cancel_at_period_end ? "Yes" : "No"}</td>
                  <td>{dateTime(s.current_period_end)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading">Orders</h2>
        {orders.length === 0 ? (
          <p>No orders.</p>
        ) : (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Plan</th>
                <th scope="col">Delivery day</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id}>
                  <th scope="row">
                    <Link href={`/admin/orders/${o.id}`}>Order {o.id}</Link>
                  </th>
                  <td>{dateTime(o.created_at)}</td>
                  <td>{o.subscription_type ?? "—"}</td>
                  <td>{day(o.delivery_date)}</td>
                  <td>{statusLabel(o.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="garments-heading">
        <h2 id="garments-heading">Garments they hold</h2>
        <GarmentTable rows={garments} caption="Garments with this member" />
      </section>
      <HistorySection audit={audit} />
    </article>
  );
}
