import { appendFileSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import pg from "pg";
import { ensureWebBuild } from "../scripts/ensure-web-build";
import { postgresAvailable, testAdminUrl, withDatabase } from "../scripts/postgres-available";
import { readEnv } from "../server/env";
import { startServer } from "../server/main";
import { startTestOidcProvider, TEST_OIDC_CLIENT } from "../server/test/oidc-test-provider";
import { startSmtpSink } from "../server/test/smtp-sink";
import { mailboxPath } from "./mailbox";

/**
 * Starts the app as `npm start` runs it, on a fresh database with demo data, for the browser tests:
 * a new database on the PostgreSQL server when one is reachable, a fresh embedded one otherwise.
 */
const port = process.env.E2E_PORT ?? "3210";
const basePath = process.env.E2E_BASE_PATH ?? "/study-team";
let databaseUrl: string | undefined;
let dataDir: string | undefined;
let cleanup = async () => {};

if (await postgresAvailable()) {
  // One name per port: a run that was killed before its clean-up leaves nothing behind the next one.
  const name = `recruit_e2e_${port}`;
  const admin = new pg.Client({ connectionString: testAdminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  databaseUrl = withDatabase(testAdminUrl, name);
  cleanup = async () => {
    const dropper = new pg.Client({ connectionString: testAdminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  };
} else {
  dataDir = join(process.cwd(), ".tmp", `e2e-data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const folder = dataDir;
  cleanup = async () => rmSync(folder, { recursive: true, force: true });
}

// A real SMTP server on loopback: what the app mails lands in a file the browser tests read (e2e/mailbox.ts).
const mailbox = mailboxPath(port);
rmSync(mailbox, { force: true });
mkdirSync(dirname(mailbox), { recursive: true });
const smtp = await startSmtpSink({ onMail: (mail) => appendFileSync(mailbox, `${JSON.stringify(mail)}\n`) });

// The campus identity provider: a real OpenID provider on loopback (e2e/single-sign-on.spec.ts).
const applicationUrl = `http://localhost:${port}${basePath}`;
const identityProvider = await startTestOidcProvider({
  redirectUris: [`${applicationUrl}/backend/public/sso/oidc/callback`],
  postLogoutRedirectUris: [`${applicationUrl}/login/study-team`],
});

await ensureWebBuild();
const env = readEnv({
  PORT: port,
  HOST: "127.0.0.1",
  BASE_PATH: basePath,
  DATABASE_URL: databaseUrl ?? "",
  DATA_DIR: dataDir ?? "",
  DEMO_DATA: "1",
  LOG_LEVEL: "warn",
  // Every browser test signs in; the limit itself is covered by the server tests.
  LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
  // Within Playwright's wait for a stopping server (playwright.config.ts), so the database is dropped after it.
  SHUTDOWN_TIMEOUT_SECONDS: "5",
  APPLICATION_URL: applicationUrl,
  OIDC_ISSUER: identityProvider.issuer,
  OIDC_CLIENT_ID: TEST_OIDC_CLIENT.id,
  OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT.secret,
  OIDC_NAME: "Test University",
  SMTP_URL: smtp.url,
  MAIL_SEND_INTERVAL_SECONDS: "1",
});
const server = await startServer(env);
// Playwright signals the whole process group, and tsx passes the signal on to this process as well: a second
// signal must not end the process (its default action) while the first one's clean-up runs.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await server.stop().catch(() => undefined);
    await smtp.close().catch(() => undefined);
    await identityProvider.close().catch(() => undefined);
    await cleanup().catch(() => undefined);
    process.exit(0);
  });
}
