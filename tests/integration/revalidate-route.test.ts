import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/internal/revalidate/route";
import { resetEnvForTests } from "@/config/env";
import { REVALIDATE_TOKEN_HEADER, requestRevalidation } from "@/server/cache/request-revalidation";
import { freePort } from "../helpers/local-services";
import { APP_URL } from "./auth-test-helpers";

// Background jobs (the warehouse sync) change stock outside any request; they ask the shop to
// invalidate its cached pages over HTTP, with a token only the shop's processes can derive.

let server: http.Server;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let port: number;

beforeAll(async () => {
  port = await freePort();
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { "content-type": "application/json" }).end('{"invalidated":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  process.env.APP_URL = `http://127.0.0.1:${port}`;
  resetEnvForTests();
});

afterAll(async () => {
  delete process.env.APP_URL;
  resetEnvForTests();
  await new Promise((resolve) => server.close(resolve));
});

function post(body: unknown, token: string | null) {
  const headers = new Headers({ origin: APP_URL, "content-type": "application/json" });
  if (token !== null) headers.set(REVALIDATE_TOKEN_HEADER, token);
  return POST(
    new Request(`${APP_URL}/api/internal/revalidate`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
}

describe("invalidation asked by a background job", () => {
  it("sends the tags to the shop with its token, and the route accepts exactly that token", async () => {
    await requestRevalidation(["catalogue", "product:7"]);
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(JSON.parse(sent!.body)).toEqual({ tags: ["catalogue", "product:7"] });
    expect(sent!.headers.origin).toBe(`http://127.0.0.1:${port}`);
    const token = sent!.headers[REVALIDATE_TOKEN_HEADER] as string;
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    process.env.APP_URL = APP_URL;
    resetEnvForTests();
    const accepted = await post({ tags: ["catalogue", "product:7"] }, token);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ invalidated: 2 });
    expect((await post({ tags: ["catalogue"] }, null)).status).toBe(403);
    expect((await post({ tags: ["catalogue"] }, token.replace(/^./, "x"))).status).toBe(403);
    expect((await post({ tags: ["<script>"] }, token)).status).toBe(422);
    expect((await post({ tags: [] }, token)).status).toBe(422);
  });

  it("a shop that does not answer is logged, not thrown", async () => {
    process.env.APP_URL = "http://127.0.0.1:9";
    resetEnvForTests();
    await expect(requestRevalidation(["catalogue"])).resolves.toBeUndefined();
  });
});
