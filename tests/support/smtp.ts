import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port, keeping what it receives; `failing` makes it refuse mail. */
export async function startSmtpServer(): Promise<{
  url: string;
  port: number;
  messages: ReceivedMail[];
  failing: { value: boolean };
  close(): Promise<void>;
}> {
  const messages: ReceivedMail[] = [];
  const failing = { value: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        if (failing.value) return callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 451 }));
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });
  // A client killed mid-session (the SIGKILL durability tests) resets its connection: expected, not a failure.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    failing,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
