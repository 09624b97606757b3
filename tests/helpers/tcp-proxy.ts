import net from "node:net";

export interface TcpProxy {
  port: number;
  /** `scheme://127.0.0.1:<port><path>` of a URL pointing at the target: the same service, through us. */
  urlFor(targetUrl: string): string;
  /** Cuts every connection and refuses new ones: the service is down for whoever goes through us. */
  stop(): Promise<void>;
  /** Listens again on the same port: the service is back. */
  start(): Promise<void>;
}

/**
 * A TCP proxy in front of a local service (PostgreSQL, Redis) that a test can stop and start, to
 * make the service unreachable for one client while it keeps running (and keeps its data).
 */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    urlFor(targetUrl) {
      const url = new URL(targetUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    start: () => listen(port),
  };
}
