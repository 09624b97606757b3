import { describe, expect, it } from "vitest";
import {
  actionBodyRefusal,
  isHostilePath,
  isPlainActionReply,
  refusalFor,
  SERVER_ACTION_MAX_BYTES,
} from "./proxy-checks";

const action = (headers: Record<string, string>) => ({
  method: "POST",
  pathname: "/contact",
  headers: new Headers({ "next-action": "7f00aa", ...headers }),
});

describe("paths no page can answer", () => {
  it("are bytes that are not UTF-8, NUL and other control characters", () => {
    for (const path of [
      "/images/%FF.png",
      "/products/%C0%AF",
      "/products/a%00b",
      "/images/%0A",
      "/products/%E2%82",
      "/a%7F",
    ]) {
      expect(isHostilePath(path), path).toBe(true);
      expect(refusalFor({ method: "GET", pathname: path, headers: new Headers() })?.code).toBe(
        "bad_request",
      );
    }
  });

  it("are not ordinary encoded paths", () => {
    for (const path of [
      "/",
      "/products/baby-grow",
      "/images/content/about%20us.png",
      "/products/caf%C3%A9",
      "/images/a%2Fb.png",
    ]) {
      expect(isHostilePath(path), path).toBe(false);
    }
  });
});

describe("server-action posts refused before Next.js reads them", () => {
  it("a declared body over the cap is 413", () => {
    const refusal = refusalFor(
      action({
        "content-type": "text/plain;charset=UTF-8",
        "content-length": String(SERVER_ACTION_MAX_BYTES + 1),
      }),
    );
    expect(refusal?.code).toBe("payload_too_large");
    expect(
      refusalFor(action({ "content-type": "text/plain", "content-length": "garbage" }))?.code,
    ).toBe("payload_too_large");
  });

  it("a body that is not a form or React's encoding is 415", () => {
    expect(refusalFor(action({ "content-type": "application/json" }))?.code).toBe(
      "unsupported_media_type",
    );
    expect(refusalFor(action({}))?.code).toBe("unsupported_media_type");
  });

  it("lets well-formed action posts and other requests through", () => {
    expect(
      refusalFor(
        action({ "content-type": "multipart/form-data; boundary=x", "content-length": "2000" }),
      ),
    ).toBeNull();
    expect(refusalFor(action({ "content-type": "text/plain;charset=UTF-8" }))).toBeNull();
    expect(
      refusalFor({
        method: "POST",
        pathname: "/api/favourites",
        headers: new Headers({ "content-type": "application/json" }),
      }),
    ).toBeNull();
  });
});

describe("server-action bodies Next.js could not decode", () => {
  const post = (body: BodyInit, contentType: string, fetchAction = true) =>
    new Request("http://localhost/contact", {
      method: "POST",
      // FormData bodies bring their own multipart type and boundary.
      headers: {
        ...(contentType ? { "content-type": contentType } : {}),
        ...(fetchAction ? { "next-action": "40d8" } : {}),
      },
      body,
    });
  const TEXT = "text/plain;charset=UTF-8";

  it("lets React's own posts of plain values through", async () => {
    expect(
      await actionBodyRefusal(
        post(JSON.stringify([{ firstName: "Amy", note: "$$5 off", empty: "" }]), TEXT),
      ),
    ).toBeNull();
    expect(
      await actionBodyRefusal(
        post('["$undefined", 1, true, null, "$D2026-01-01T00:00:00.000Z"]', TEXT),
      ),
    ).toBeNull();
    const form = new FormData();
    form.set("0", '["$K1"]');
    form.set("1_firstName", "Amy");
    expect(await actionBodyRefusal(post(form, ""))).toBeNull();
  });

  it("knows plain argument lists from ones naming other parts", () => {
    expect(isPlainActionReply([{ a: ["x", { b: "$$y" }] }], false)).toBe(true);
    expect(isPlainActionReply([{ a: ["x", { b: "$1" }] }], false)).toBe(false);
    expect(isPlainActionReply({ 0: "x" }, false)).toBe(false);
    expect(isPlainActionReply(["$K2"], true)).toBe(true);
  });

  it("lets a form posted before JavaScript loads through, and leaves other requests alone", async () => {
    const form = new FormData();
    form.set("$ACTION_ID_40d8", "");
    form.set("firstName", "Amy");
    const request = post(form, "", false);
    expect(await actionBodyRefusal(request)).toBeNull();
    expect(await actionBodyRefusal(post("{}", "application/json", false))).toBeNull();
  });

  it("refuses garbage, lists that are not lists, references to parts never sent, and broken forms (400)", async () => {
    const bodies: [BodyInit, string, boolean?][] = [
      ["}{not react", TEXT],
      ["[", TEXT],
      ['"x"', TEXT],
      ['["$Q1"]', TEXT],
      ['[{"a":"$@1"}]', TEXT],
      ['["$K1"]', TEXT], // FormData only exists in a multipart post
      [new Uint8Array([0x5b, 0x22, 0xff, 0x22, 0x5d]), TEXT],
      ["--zz\r\nnonsense", "multipart/form-data; boundary=zz"],
      ["--zz\r\nnonsense", "multipart/form-data; boundary=zz", false],
      ["--zz\r\nnonsense", "multipart/form-data"],
    ];
    for (const [body, type, fetchAction] of bodies) {
      expect((await actionBodyRefusal(post(body, type, fetchAction)))?.code, String(body)).toBe(
        "bad_request",
      );
    }
    const noRoot = new FormData();
    noRoot.set("1_firstName", "Amy");
    expect((await actionBodyRefusal(post(noRoot, "")))?.code).toBe("bad_request");
  });

  it("refuses a body over the cap even without a Content-Length (413)", async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++)
          controller.enqueue(new Uint8Array(SERVER_ACTION_MAX_BYTES / 4).fill(0x61));
        controller.close();
      },
    });
    const request = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "content-type": TEXT, "next-action": "40d8" },
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect((await actionBodyRefusal(request))?.code).toBe("payload_too_large");
  });
});

describe("a cached read posted as a server action (issue 23)", () => {
  // Ids as the build writes them: the first byte's top bit marks a 'use cache' function.
  const CACHED_READ = "c0dd78b5a96cb0eee2b5b09900eebcbae8ee77d2ee";
  const SERVER_ACTION = "60215ab2b1c50277cdf65cdc6dccbd11b070257da9";
  const post = (id: string) => ({
    method: "POST",
    pathname: "/about",
    headers: new Headers({ "next-action": id, "content-type": "text/plain;charset=UTF-8" }),
  });

  it("is refused with a 404, before Next.js runs it", () => {
    expect(refusalFor(post(CACHED_READ))).toEqual({
      code: "not_found",
      message: "This form is not on this page.",
    });
  });

  it("leaves the shop's own server actions alone", () => {
    expect(refusalFor(post(SERVER_ACTION))).toBeNull();
  });
});
