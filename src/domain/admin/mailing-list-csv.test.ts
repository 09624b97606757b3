import { describe, expect, it } from "vitest";
import { toCsv } from "@/domain/csv";
import { mailingListColumns, mailingListFileName } from "./mailing-list-csv";

const entry = {
  list: "WAITLIST" as const,
  email: "a@example.com",
  name: "Ann, Jr",
  postcode: "SW2 1AA",
  littleDOB: "2025-03-01",
  createdAt: new Date("2026-11-01T10:00:00Z"),
  unsubscribedAt: null,
};

describe("the mailing list export", () => {
  it("has the waitlist's name, postcode and little one's date of birth", () => {
    expect(toCsv(mailingListColumns("WAITLIST"), [entry])).toBe(
      "E-mail,Name,Postcode,Little one's date of birth,Signed up,Unsubscribed\r\n" +
        'a@example.com,"Ann, Jr",SW2 1AA,2025-03-01,2026-11-01T10:00:00.000Z,\r\n',
    );
  });

  it("has only the e-mail and dates for the newsletter and subscribers", () => {
    expect(mailingListColumns("NEWSLETTER").map((c) => c.header)).toEqual([
      "E-mail",
      "Signed up",
      "Unsubscribed",
    ]);
  });

  it("says when a sign-up unsubscribed", () => {
    const left = {
      ...entry,
      list: "NEWSLETTER" as const,
      unsubscribedAt: new Date("2026-11-20T09:00:00Z"),
    };
    expect(toCsv(mailingListColumns("NEWSLETTER"), [left])).toBe(
      "E-mail,Signed up,Unsubscribed\r\n" +
        "a@example.com,2026-11-01T10:00:00.000Z,2026-11-20T09:00:00.000Z\r\n",
    );
  });

  it("names the file after the list and the day", () => {
    expect(mailingListFileName("SUBSCRIBER", new Date("2026-11-25T12:00:00Z"))).toBe(
      "littlerobe-subscriber-2026-11-25.csv",
    );
  });
});
