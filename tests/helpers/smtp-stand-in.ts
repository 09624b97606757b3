import { createServer, type Server, type Socket } from "node:net";

/** A minimal SMTP server on this machine: enough of RFC 5321 for nodemailer to hand over one message. */
export function startSmtpStandIn(options: { reject?: boolean; greetingDelayMs?: number } = {}) {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket: Socket) => {
    let buffer = "";
    let inData = false;
    let current = { from: "", to: [] as string[], data: "" };
    // A slow server keeps the client waiting before it even says hello.
    const greet = setTimeout(
      () => socket.write("220 stand-in ESMTP\r\n"),
      options.greetingDelayMs ?? 0,
    );
    socket.on("close", () => clearTimeout(greet));
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index: number;
      while ((index = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(current);
            current = { from: "", to: [], data: "" };
            socket.write("250 OK queued\r\n");
          } else current.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250-stand-in\r\n250 8BITMIME\r\n");
        else if (verb === "MAIL") {
          current.from = line;
          socket.write(options.reject ? "550 Sender refused\r\n" : "250 OK\r\n");
        } else if (verb === "RCPT") {
          current.to.push(line);
          socket.write("250 OK\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (verb === "QUIT") {
          socket.end("221 Bye\r\n");
        } else socket.write("250 OK\r\n");
      }
    });
  });
  return new Promise<{ url: string; received: typeof received; close(): Promise<void> }>(
    (resolve) => {
      server.listen(0, "127.0.0.1", () => {
        const address = server.address();
        const port = typeof address === "object" && address ? address.port : 0;
        resolve({
          url: `smtp://127.0.0.1:${port}`,
          received,
          close: () => new Promise((r) => server.close(() => r())),
        });
      });
    },
  );
}
