-- One UK phone rule (issue 25, src/domain/forms/patterns.ts normaliseUkPhone): a number stored as
-- typed ('07700 900123', '+44 (0)7700 900123') becomes national digits ('07700900123'). A value
-- the rule does not read as a UK number stays as it is; its member is asked for one on their next edit.
UPDATE "users" AS u SET "contactNumber" = p.national
FROM (
  SELECT "id", regexp_replace(regexp_replace(regexp_replace("contactNumber",
    '[[:space:].-]', '', 'g'), '^\((0[0-9]{2,5})\)', '\1'), '^(\+|00)44(\(0\)|0)?', '0') AS national
  FROM "users" WHERE "contactNumber" IS NOT NULL
) AS p
WHERE p."id" = u."id" AND p.national ~ '^0[1-9][0-9]{8,9}$' AND p.national <> u."contactNumber";
--> statement-breakpoint
UPDATE "order_gifting" AS g SET "phone_sender" = p.national
FROM (
  SELECT "id", regexp_replace(regexp_replace(regexp_replace("phone_sender",
    '[[:space:].-]', '', 'g'), '^\((0[0-9]{2,5})\)', '\1'), '^(\+|00)44(\(0\)|0)?', '0') AS national
  FROM "order_gifting" WHERE "phone_sender" IS NOT NULL
) AS p
WHERE p."id" = g."id" AND p.national ~ '^0[1-9][0-9]{8,9}$' AND p.national <> g."phone_sender";
--> statement-breakpoint
UPDATE "order_gifting" AS g SET "phone_recipient" = p.national
FROM (
  SELECT "id", regexp_replace(regexp_replace(regexp_replace("phone_recipient",
    '[[:space:].-]', '', 'g'), '^\((0[0-9]{2,5})\)', '\1'), '^(\+|00)44(\(0\)|0)?', '0') AS national
  FROM "order_gifting" WHERE "phone_recipient" IS NOT NULL
) AS p
WHERE p."id" = g."id" AND p.national ~ '^0[1-9][0-9]{8,9}$' AND p.national <> g."phone_recipient";
