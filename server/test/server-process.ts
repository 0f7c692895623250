import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import pg from "pg";
import { testAdminUrl, withDatabase } from "../../scripts/postgres-available";
import { connect } from "../db/connect";
import { migrateDatabase } from "../db/migrate";
import { loadReferenceData } from "../db/seed/load-reference-data";

/** A fresh, migrated database with the reference data on the test PostgreSQL server. */
export async function freshPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: testAdminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  const url = withDatabase(testAdminUrl, name);
  const database = await connect({ databaseUrl: url, poolSize: 2 });
  await migrateDatabase(database);
  await loadReferenceData(database.db, { applicationUrl: "http://localhost" });
  await database.close();
  return { url, drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

/** A port no other process listens on now, from the operating system (a random pick can collide). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** The app in a process of its own, as `npm start` runs it, for the tests that kill it. */
export interface ServerProcess {
  child: ChildProcess;
  base: string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function startServerProcess(options: {
  databaseUrl: string;
  port: number;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DEMO_DATA: "0",
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  // The end of what it wrote to stderr, to say why when it exits before it is ready.
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const base = `http://127.0.0.1:${options.port}`;
  const end = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
    const ready = await fetch(`${base}/health/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > end) throw new Error("the server did not become ready");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    child,
    base,
    kill: async (signal) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill(signal);
      await exited;
    },
  };
}

/** A browser's sign-in over HTTP: the session cookie and the CSRF header to send with each write. */
export async function signInOverHttp(base: string, email: string, password: string) {
  const csrfAnswer = await fetch(`${base}/backend/csrf`);
  const csrfCookie = (csrfAnswer.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
  const csrf = (await csrfAnswer.json()) as { token: string; headerName: string };
  const login = await fetch(`${base}/backend/public/login`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: csrfCookie, [csrf.headerName]: csrf.token },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const session = login.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  return { cookie: [csrfCookie, ...session].join("; "), [csrf.headerName]: csrf.token };
}
