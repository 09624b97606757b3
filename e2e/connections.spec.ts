import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "./support/shop-test";

interface Answer {
  status: number | undefined;
  keepAlive: string | undefined;
  reusedConnection: boolean;
}

/** A GET through `agent`: its status, the server's Keep-Alive header, and whether it rode a pooled connection. */
function get(url: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          keepAlive: response.headers["keep-alive"]?.toString(),
          reusedConnection: request.reusedSocket,
        }),
      );
    });
    request.on("error", reject);
  });
}

// Decision 049-10: Node closes an idle connection after 5 s by default, and a client that pools
// connections (a proxy in front of the shop, Playwright's own request client) could send its next
// request just as it closed, and get a reset. The shop keeps idle connections for 65 s.
test("a connection left idle for 6 s still carries the client's next request", async ({
  baseURL,
}) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(`${baseURL}/robots.txt`, agent);
    expect(first).toEqual({ status: 200, keepAlive: "timeout=65", reusedConnection: false });
    await sleep(6_000);
    const second = await get(`${baseURL}/robots.txt`, agent);
    expect(second).toEqual({ status: 200, keepAlive: "timeout=65", reusedConnection: true });
  } finally {
    agent.destroy();
  }
});
