import nodemailer, { type Transporter } from "nodemailer";

/** The SMTP transport of SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS), or null without one. */
export function createTransport(smtpUrl: string | undefined): Transporter | null {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
}
