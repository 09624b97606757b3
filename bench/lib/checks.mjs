// The money and stock checks after a run that paid for checkouts on the local sandbox
// (fault-payments.mjs, load-mixed.mjs), in SQL on the shop's database, on that run's orders only:
//   - every completed subscription payment has exactly one order, placed;
//   - no order is placed without a completed payment;
//   - every variant's stock is its stock before the run less the garments of its live orders;
//   - one garment held per placed unit, no garment held twice.

/**
 * Runs the checks and prints ✓ or ✗ for each. `lastOrder`: the highest order id before the run;
 * `started`: the database's now() before it; `stockBefore`: Map variant id → stock before it.
 * Answers the failures (empty when all pass).
 */
export async function moneyAndStockChecks(db, { lastOrder, started, stockBefore }) {
  const failures = [];
  const check = async (what, sql) => {
    const { rows } = await db.query(sql, [lastOrder, started]);
    if (rows.length > 0) failures.push(`${what}: ${JSON.stringify(rows.slice(0, 5))}`);
    console.log(`${rows.length === 0 ? "✓" : "✗"} ${what}`);
  };
  await check(
    "every completed payment has exactly one order, placed",
    `select s.id, count(o.id) as orders, string_agg(o.status::text, ',') as statuses
       from sandbox_checkout_sessions s left join "order" o on o.checkout_id = s.id
      where s.status = 'complete' and s.mode = 'subscription' and s.created_at >= $2
        and $1::int >= 0
      group by s.id having count(o.id) <> 1 or bool_or(o.status <> 'ORDER_PLACED')`,
  );
  await check(
    "no order is placed without a completed payment",
    `select o.id, o.checkout_id, s.status from "order" o
       left join sandbox_checkout_sessions s on s.id = o.checkout_id
      where o.status = 'ORDER_PLACED' and o.id > $1 and $2::timestamptz is not null
        and (s.id is null or s.status <> 'complete')`,
  );
  const { rows: now } = await db.query(
    `select v.id, v.stock,
            (select count(*)::int from order_product_variants opv join "order" o on o.id = opv.order_id
              where opv.product_variant_id = v.id and o.id > $2
                and o.status in ('ORDER_PLACED', 'ORDER_PLACED_PAYMENT_PENDING')) as live
       from product_variants v where v.id = any($1)`,
    [[...stockBefore.keys()], lastOrder],
  );
  const wrong = now.filter((v) => v.stock !== stockBefore.get(v.id) - v.live);
  if (wrong.length > 0)
    failures.push(
      `stock: ${JSON.stringify(wrong.slice(0, 5).map((v) => ({ ...v, before: stockBefore.get(v.id) })))}`,
    );
  console.log(
    `${wrong.length === 0 ? "✓" : "✗"} every variant's stock is its stock before less its live orders`,
  );
  await check(
    "one garment held per placed unit, none twice",
    `select o.id, count(distinct upi.product_item_id) as garments,
            (select count(*) from order_product_variants opv where opv.order_id = o.id) as units
       from "order" o left join partial_order po on po.order_id = o.id
       left join user_product_items upi on upi.partial_order_id = po.id
      where o.status = 'ORDER_PLACED' and o.id > $1 and $2::timestamptz is not null
      group by o.id
     having count(distinct upi.product_item_id) <> (select count(*) from order_product_variants opv where opv.order_id = o.id)
         or count(upi.product_item_id) <> count(distinct upi.product_item_id)`,
  );
  return failures;
}

/** Every gift card paid for on the sandbox in this run has its gift order paid (or sent). */
export async function giftChecks(db, { started }) {
  const { rows } = await db.query(
    `select s.id, count(g.id) as orders, string_agg(g.status::text, ',') as statuses
       from sandbox_checkout_sessions s left join order_gifting g on g.checkout_id = s.id
      where s.status = 'complete' and s.mode = 'payment' and s.created_at >= $1
      group by s.id having count(g.id) <> 1 or bool_or(g.status not in ('PAID', 'SENT'))`,
    [started],
  );
  const ok = rows.length === 0;
  console.log(`${ok ? "✓" : "✗"} every gift card paid for has one gift order, paid`);
  return ok ? [] : [`gift cards: ${JSON.stringify(rows.slice(0, 5))}`];
}
