import nodemailer, { type Transporter } from "nodemailer";

/**
 * The SMTP transport of SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS), or null without one.
 * Pooled: a batch of the outbox goes through a few kept connections instead of one connection a mail.
 */
export function createTransport(smtpUrl: string | undefined): Transporter | null {
  if (!smtpUrl) return null;
  const url = new URL(smtpUrl);
  if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
  return nodemailer.createTransport(url.toString());
}
