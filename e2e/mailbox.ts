import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Where e2e/serve.ts writes the mail its SMTP server receives, one JSON object a line. */
export function mailboxPath(port: string): string {
  return join(process.cwd(), ".tmp", `e2e-mail-${port}.jsonl`);
}

export interface MailboxMail {
  to: string[];
  text: string;
}

/** The mails received so far for `address`. */
export function mailsTo(port: string, address: string): MailboxMail[] {
  const path = mailboxPath(port);
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as MailboxMail)
    .filter((mail) => mail.to.includes(address));
}
