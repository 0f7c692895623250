import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { Db } from "../db/connect";
import { createTransport } from "../mail/create-transport";
import { sendOutbox } from "../mail/send-outbox";

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  /** The message with quoted-printable undone, to search its text. */
  text: string;
}

function decodeQuotedPrintable(data: string): string {
  return data
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** While true the server refuses every mail, as a full mailbox would. */
  refuse: boolean;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, for tests of the mail that leaves. */
export async function startSmtpSink(
  options: { onMail?: (mail: ReceivedMail) => void } = {},
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sink: SmtpSink = {
    url: "",
    received,
    refuse: false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on("end", () => {
        if (sink.refuse) return callback(new Error("mailbox unavailable"));
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data,
          text: decodeQuotedPrintable(data),
        };
        received.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  // A client that dies mid-conversation (a test kills the app) resets its connection: not the sink's fault.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return sink;
}

/** Sends all the outbox holds to the sink; answers the mails the sink received meanwhile. */
export async function deliverOutbox(db: Db, sink: SmtpSink): Promise<ReceivedMail[]> {
  const transport = createTransport(sink.url);
  if (!transport) throw new Error("no SMTP transport");
  const before = sink.received.length;
  try {
    while ((await sendOutbox({ db, transport, from: "no-reply@recruit.example.edu" })) > 0);
  } finally {
    transport.close();
  }
  return sink.received.slice(before);
}
