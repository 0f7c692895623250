import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { type AppDeps, buildApp } from "../app";
import type { Database } from "../db/connect";
import { readEnv } from "../env";
import { SESSION_COOKIE } from "../http/plugins/session";
import type { Lifecycle } from "../ops/lifecycle";
import { makeSession } from "./factories";
import { createTestDatabase, type TestDatabase } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  beforeReady?: (app: FastifyInstance) => void;
  /** Folder of a built web app to serve; none by default. */
  webRoot?: string;
  /** The web app's server entry, to render the volunteers' first pages; none by default. */
  serverEntry?: string;
  /** The instance's phase as readiness reports it; serving by default. */
  lifecycle?: Lifecycle;
  /** Receives the instance's log lines (at the env's LOG_LEVEL); without it the instance logs nothing. */
  logStream?: AppDeps["logStream"];
}

/** The real app on a private database, API only (no web build unless given), for `inject` tests. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await createAppInstance(database, options);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * One more app instance on an existing database, as a second server behind a load balancer would be
 * (DESIGN.md §1); the caller closes it.
 */
export async function createAppInstance(
  database: Database,
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const env = readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", JOBS_ENABLED: "0", ...options.env });
  const app = await buildApp({
    db: database.db,
    env,
    webRoot: options.webRoot ?? "/nonexistent",
    serverEntry: options.serverEntry,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    lifecycle: options.lifecycle,
    poolStats: database.poolStats,
  });
  options.beforeReady?.(app);
  await app.ready();
  return app;
}

/** A browser-like client: keeps cookies and sends the CSRF header on mutating calls. */
export class TestClient {
  private cookies = new Map<string, string>();
  private csrfToken: string | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly basePath = "",
  ) {}

  /** Sets a cookie as a browser holding it would send it, e.g. a session made by a factory. */
  setCookie(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request(options: InjectOptions & { withCsrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? "GET").toUpperCase();
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    if (method !== "GET" && options.withCsrf !== false) {
      if (!this.csrfToken) await this.fetchCsrf();
      headers["x-csrf-token"] = this.csrfToken as string;
      headers.cookie = this.cookieHeader;
    }
    const response = await this.app.inject({ ...options, url: `${this.basePath}${options.url}`, headers });
    for (const cookie of response.cookies) {
      const expired = cookie.expires instanceof Date && cookie.expires.getTime() < Date.now();
      if (expired || cookie.value === "") this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  async fetchCsrf(): Promise<string> {
    const response = await this.request({ method: "GET", url: "/backend/csrf" });
    this.csrfToken = response.json<{ token: string }>().token;
    return this.csrfToken;
  }

  login(email: string, password: string): Promise<LightMyRequestResponse> {
    return this.request({ method: "POST", url: "/backend/public/login", payload: { email, password } });
  }
}

/** A client signed in as `user` (a failed sign-in fails the test). */
export async function signedInClient(
  testApp: TestApp,
  user: { email: string; password: string },
): Promise<TestClient> {
  const client = new TestClient(testApp.app);
  const response = await client.login(user.email, user.password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  await client.fetchCsrf();
  return client;
}

/** A client holding a session of the volunteer `userId` (volunteers sign in at their own door). */
export async function volunteerClient(testApp: TestApp, userId: number): Promise<TestClient> {
  const client = new TestClient(testApp.app).setCookie(
    SESSION_COOKIE,
    await makeSession(testApp.database.db, userId),
  );
  await client.fetchCsrf();
  return client;
}
