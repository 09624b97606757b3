import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EMAIL_TAKEN_MESSAGE } from "@/domain/member/email-change";
import { authUser, emailOutbox, products, userProductFavorites, users } from "@/server/db/schema";
import { MIGRATIONS_FOLDER } from "@/server/db/migrate";
import { AppError } from "@/server/errors/app-error";
import { DEMO_MEMBER, seedDemoShop, STAFF_MEMBER } from "@/server/seed";
import { toggleFavourite } from "@/server/services/account/toggle-favourite";
import {
  updateAccountProfile,
  type AccountValues,
} from "@/server/services/account/update-account-profile";
import { emailChangeRequester } from "@/server/services/auth/request-email-change";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";
import {
  callAuth,
  getSessionUser,
  logIn,
  makeAuth,
  register,
  sessionCookie,
} from "./auth-test-helpers";

let handle: TestDatabase;
let auth: ReturnType<typeof makeAuth>;
let productId: number;

const wide = { perAddress: 1000, perAccountAddress: 1000, perAccount: 1000, windowSeconds: 3600 };

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoShop(handle.db, { products: 2, images: false });
  auth = makeAuth(handle.db, { attemptRules: { login: wide, signup: wide } });
  const [product] = await handle.db.select({ id: products.id }).from(products).limit(1);
  productId = product!.id;
});
afterAll(async () => {
  await handle.close();
});

const details = (email: string): AccountValues => ({
  title: "Dr",
  firstName: "Amelia",
  lastName: "Hart",
  babyName: "Rosie",
  email,
  contactNumber: "020-794-6095",
  address1: "14 Lavender Sweep",
  address2: "",
  city: "London",
  postcode: "SW1A 1AA",
  country: "United Kingdom",
});

async function signedIn(email: string, password: string): Promise<Headers> {
  const response = await logIn(auth, email, password);
  expect(response.status).toBe(200);
  return new Headers({ cookie: sessionCookie(response) });
}

async function emails(
  id: string,
): Promise<{ profile: string | undefined; login: string | undefined }> {
  const [profile] = await handle.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, id));
  const [login] = await handle.db
    .select({ email: authUser.email })
    .from(authUser)
    .where(eq(authUser.id, id));
  return { profile: profile?.email, login: login?.email };
}

/** The change-of-e-mail link last sent to `to`, as the path under /api/auth to call. */
async function changeLink(to: string): Promise<string> {
  const rows = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  const last = rows.at(-1);
  expect(last?.subject).toBe("Confirm your new Littlerobe e-mail address");
  const url = new URL(/https?:\/\/\S+/.exec(last!.text)![0]);
  return `${url.pathname.replace(/^\/api\/auth/, "")}${url.search}`;
}

const openLink = (link: string) => callAuth(auth, link, undefined, { method: "GET" });

/** Puts both demo accounts back on their own addresses between tests. */
beforeEach(async () => {
  for (const person of [DEMO_MEMBER, STAFF_MEMBER]) {
    await handle.db.update(users).set({ email: person.email }).where(eq(users.id, person.id));
    await handle.db.update(authUser).set({ email: person.email }).where(eq(authUser.id, person.id));
  }
});

describe("changing the e-mail on the ACCOUNT form", () => {
  it("saves the other fields at once, and only sends the new address a link", async () => {
    const headers = await signedIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const saved = await updateAccountProfile(
      handle.db,
      DEMO_MEMBER.id,
      { ...details("New.Home@Example.com"), firstName: "Amy" },
      emailChangeRequester(headers, auth),
    );
    expect(saved.pendingEmail).toBe("new.home@example.com");
    expect(saved.profile).toMatchObject({ firstName: "Amy", email: DEMO_MEMBER.email });
    expect(await emails(DEMO_MEMBER.id)).toEqual({
      profile: DEMO_MEMBER.email,
      login: DEMO_MEMBER.email,
    });
    expect(await changeLink("new.home@example.com")).toMatch(/^\/verify-email\?token=/);
    expect((await logIn(auth, DEMO_MEMBER.email, DEMO_MEMBER.password)).status).toBe(200);
  });

  it("changes the profile and the log-in together when the link is opened, and only once", async () => {
    const headers = await signedIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    await updateAccountProfile(
      handle.db,
      DEMO_MEMBER.id,
      details("moved@example.com"),
      emailChangeRequester(headers, auth),
    );
    const link = await changeLink("moved@example.com");
    const opened = await openLink(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/account?email_change=done");
    expect(await emails(DEMO_MEMBER.id)).toEqual({
      profile: "moved@example.com",
      login: "moved@example.com",
    });
    expect((await logIn(auth, "moved@example.com", DEMO_MEMBER.password)).status).toBe(200);
    expect((await logIn(auth, DEMO_MEMBER.email, DEMO_MEMBER.password)).status).toBe(401);
    const again = await openLink(link);
    expect(again.headers.get("location")).toMatch(/error=/);
    expect(await emails(DEMO_MEMBER.id)).toEqual({
      profile: "moved@example.com",
      login: "moved@example.com",
    });
  });

  it("refuses an address another member holds, in any letter case, with a 409 and nothing saved", async () => {
    const headers = await signedIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const [before] = await handle.db.select().from(users).where(eq(users.id, DEMO_MEMBER.id));
    const attempt = updateAccountProfile(
      handle.db,
      DEMO_MEMBER.id,
      { ...details(STAFF_MEMBER.email.toUpperCase()), firstName: "Changed" },
      emailChangeRequester(headers, auth),
    );
    await expect(attempt).rejects.toMatchObject({
      code: "conflict",
      status: 409,
      message: EMAIL_TAKEN_MESSAGE,
      fields: { email: EMAIL_TAKEN_MESSAGE },
    });
    expect(await handle.db.select().from(users).where(eq(users.id, DEMO_MEMBER.id))).toEqual([
      before,
    ]);
  });

  it("refuses a new e-mail that is not an address, and one it cannot send a link for, saving nothing", async () => {
    const headers = await signedIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    await expect(
      updateAccountProfile(
        handle.db,
        DEMO_MEMBER.id,
        details("not an address"),
        emailChangeRequester(headers, auth),
      ),
    ).rejects.toMatchObject({
      code: "validation_failed",
      fields: { email: "Please enter a valid email address" },
    });
    // The developer override acts on a profile that is not the session's: no link can be asked for.
    await expect(
      updateAccountProfile(
        handle.db,
        DEMO_MEMBER.id,
        { ...details("other@example.com"), firstName: "Changed" },
        null,
      ),
    ).rejects.toBeInstanceOf(AppError);
    expect(
      (await handle.db.select().from(users).where(eq(users.id, DEMO_MEMBER.id)))[0]?.firstName,
    ).not.toBe("Changed");
  });

  it("sends one address only a few links an hour, and saves nothing when it refuses", async () => {
    const headers = await signedIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const ask = (firstName: string) =>
      updateAccountProfile(
        handle.db,
        DEMO_MEMBER.id,
        { ...details("flooded@example.com"), firstName },
        emailChangeRequester(headers, auth),
      );
    for (let i = 0; i < 3; i++)
      expect((await ask("Amelia")).pendingEmail).toBe("flooded@example.com");
    await expect(ask("Refused")).rejects.toMatchObject({ code: "rate_limited", status: 429 });
    expect(
      await handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, "flooded@example.com")),
    ).toHaveLength(3);
    const [row] = await handle.db.select().from(users).where(eq(users.id, DEMO_MEMBER.id));
    expect(row?.firstName).toBe("Amelia");
  });
});

describe("e-mail squatting", () => {
  it("a member who names someone else's address gets nothing: its owner registers, keeps their favourites and saves their own e-mail", async () => {
    const squatter = await signedIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    await updateAccountProfile(
      handle.db,
      DEMO_MEMBER.id,
      details("owner@example.com"),
      emailChangeRequester(squatter, auth),
    );
    expect(await emails(DEMO_MEMBER.id)).toEqual({
      profile: DEMO_MEMBER.email,
      login: DEMO_MEMBER.email,
    });

    const registered = await register(auth, "owner@example.com", "owner-password");
    expect(registered.status).toBe(200);
    const owner = (await getSessionUser(auth, sessionCookie(registered)))!;
    expect(await toggleFavourite(handle.db, owner.id, productId)).toEqual({
      ok: true,
      favourite: true,
    });
    const ownHeaders = new Headers({ cookie: sessionCookie(registered) });
    const saved = await updateAccountProfile(
      handle.db,
      owner.id,
      details("owner@example.com"),
      emailChangeRequester(ownHeaders, auth),
    );
    expect(saved).toMatchObject({
      pendingEmail: null,
      profile: { email: "owner@example.com", firstName: "Amelia" },
    });

    // The link sent for the squatter's request is refused once the address has an owner.
    const link = await changeLink("owner@example.com");
    const opened = await openLink(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/account?email_change=taken");
    const withoutCallback = await openLink(link.replace(/&callbackURL=[^&]*/, ""));
    expect(withoutCallback.status).toBe(409);
    expect(((await withoutCallback.json()) as { message: string }).message).toBe(
      EMAIL_TAKEN_MESSAGE,
    );
    expect(await emails(DEMO_MEMBER.id)).toEqual({
      profile: DEMO_MEMBER.email,
      login: DEMO_MEMBER.email,
    });
    expect(await emails(owner.id)).toEqual({
      profile: "owner@example.com",
      login: "owner@example.com",
    });
    const favourites = await handle.db
      .select()
      .from(userProductFavorites)
      .where(
        and(
          eq(userProductFavorites.user_id, owner.id),
          eq(userProductFavorites.product_id, productId),
        ),
      );
    expect(favourites).toHaveLength(1);
  });

  it("registering an address that a profile without a log-in holds is a 409 with a message, and creates no account", async () => {
    const [held] = await handle.db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.id} not in (select id from auth_user)`)
      .limit(1);
    const response = await register(auth, held!.email.toUpperCase(), "a-good-password");
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(EMAIL_TAKEN_MESSAGE);
    expect(
      await handle.db
        .select()
        .from(authUser)
        .where(sql`lower(${authUser.email}) = ${held!.email}`),
    ).toEqual([]);
  });

  it("the migration gives old squatted addresses back, so their owners can register", async () => {
    // A row as the old ACCOUNT form could leave it: the demo member's profile on someone else's address.
    await handle.db
      .update(users)
      .set({ email: "old.squat@example.com" })
      .where(eq(users.id, DEMO_MEMBER.id));
    const migration = readFileSync(
      path.join(MIGRATIONS_FOLDER, "0003_one_email_per_member.sql"),
      "utf8",
    );
    const giveBack = migration
      .split("--> statement-breakpoint")
      .find((statement) => /^\s*(--.*\n)*\s*UPDATE/i.test(statement))!;
    await handle.db.execute(sql.raw(giveBack));
    expect(await emails(DEMO_MEMBER.id)).toEqual({
      profile: DEMO_MEMBER.email,
      login: DEMO_MEMBER.email,
    });
    expect((await register(auth, "old.squat@example.com", "a-good-password")).status).toBe(200);
  });

  it("two members claiming one address at the same moment: both are sent a link, and only one link can take it", async () => {
    const [demo, staff] = await Promise.all([
      signedIn(DEMO_MEMBER.email, DEMO_MEMBER.password),
      signedIn(STAFF_MEMBER.email, STAFF_MEMBER.password),
    ]);
    const claims = await Promise.allSettled([
      updateAccountProfile(
        handle.db,
        DEMO_MEMBER.id,
        details("contested@example.com"),
        emailChangeRequester(demo, auth),
      ),
      updateAccountProfile(
        handle.db,
        STAFF_MEMBER.id,
        details("contested@example.com"),
        emailChangeRequester(staff, auth),
      ),
    ]);
    expect(claims.map((c) => c.status)).toEqual(["fulfilled", "fulfilled"]);
    const links = (
      await handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, "contested@example.com"))
    ).map((row) => new URL(/https?:\/\/\S+/.exec(row.text)![0]));
    expect(links).toHaveLength(2);
    const opened = await Promise.all(
      links.map((url) => openLink(`${url.pathname.replace(/^\/api\/auth/, "")}${url.search}`)),
    );
    expect(opened.map((r) => r.status)).toEqual([302, 302]);
    expect(opened.map((r) => r.headers.get("location")).sort()).toEqual([
      "/account?email_change=done",
      "/account?email_change=taken",
    ]);
    const holders = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "contested@example.com"));
    expect(holders).toHaveLength(1);
    expect(await emails(holders[0]!.id)).toEqual({
      profile: "contested@example.com",
      login: "contested@example.com",
    });
  });

  it("the database itself refuses a second profile on one address, whatever its letter case", async () => {
    await expect(
      handle.db
        .insert(users)
        .values({ id: "another-profile", email: DEMO_MEMBER.email.toUpperCase() }),
    ).rejects.toThrow();
  });
});
