import { z } from "zod";

const LanguageList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[A-Z]{2}$/)).min(1));

/** "/", "" and "/recruit/" all normalise to "" or "/recruit": a prefix without a trailing slash. */
const BasePath = z
  .string()
  .transform((value) => `/${value.trim().replace(/^\/+|\/+$/g, "")}`.replace(/^\/$/, ""));

const Flag = z.enum(["0", "1", "true", "false", ""]).transform((value) => value === "1" || value === "true");

/** Whether to believe X-Forwarded-* headers: off, on (any proxy), or the proxies' addresses or CIDRs. */
const TrustProxy = z
  .string()
  .trim()
  .transform((value): boolean | string[] => {
    if (["", "0", "false"].includes(value)) return false;
    if (["1", "true"].includes(value)) return true;
    return value
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean);
  });

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z.string().optional(),
    /**
     * Connections to the PostgreSQL server per app instance. A request makes two or three short round trips;
     * while a connection waits on the network or a commit, another works: 10 beat 5 in every benchmark on
     * a 2-core server (docs/decisions/006-study-statistics.md).
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** At start: how long to wait for a database that does not answer yet before giving up (exit 1). */
    DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    BASE_PATH: BasePath.default(""),
    SUPPORTED_LANGUAGES: LanguageList.default(["EN", "ES"]),
    DEFAULT_LANGUAGE: z.string().trim().toUpperCase().default("EN"),
    SMTP_URL: z.string().optional(),
    /** The key that signs API tokens (at least 32 characters); without it one is made and kept in the database. */
    API_TOKEN_SECRET: z.string().min(32).optional(),
    MAIL_FROM: z.string().default("Recruit <no-reply@recruit.example.edu>"),
    /** How often each instance sends the outbox through SMTP. */
    MAIL_SEND_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    /** How long an instance's claim on a batch of outbox mail lasts: after it, another instance sends it. */
    MAIL_CLAIM_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    /** Demo data loads on an empty embedded database; with DATABASE_URL only when DEMO_DATA=1. */
    DEMO_DATA: Flag.optional(),
    /** Public address of the app, written into APPLICATION_URL on first start. */
    APPLICATION_URL: z.string().url().optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
    /** Feasibility counts below it are sent as "fewer than" (issue 29): no criteria single anyone out. */
    FEASIBILITY_MIN_COUNT: z.coerce.number().int().min(2).max(1000).default(10),
    /** Feasibility counts a staff member may ask for a minute (the editor asks as criteria change). */
    FEASIBILITY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
    /**
     * Behind a reverse proxy that terminates HTTPS: "1" (or the proxy's addresses) makes the app read the
     * client's address and protocol from X-Forwarded-For and -Proto, so that rate limits count real
     * clients and the session cookie is Secure. Off by default: a client could forge those headers.
     */
    TRUST_PROXY: TrustProxy.default(false),
    /** Set by the test runner to start the job workers or not. */
    JOBS_ENABLED: Flag.default(true),

    // Staff single sign-on (issue 26, docs/decisions/019-staff-single-sign-on.md): OpenID Connect, SAML
    // 2.0, both or neither. Volunteers always sign in with a password.
    /** The OpenID provider's issuer URL; its discovery document names everything else. */
    OIDC_ISSUER: z.string().url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    /** The client's secret (client_secret_basic)... */
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /** ...or a PEM private key (a file path or the key) for private_key_jwt. */
    OIDC_PRIVATE_KEY: z.string().min(1).optional(),
    OIDC_SCOPES: z.string().default("openid email profile"),
    /** What the sign-in page's button calls the provider: "Sign in with <name>". */
    OIDC_NAME: z.string().min(1).default("your university"),
    OIDC_EMAIL_CLAIM: z.string().default("email"),
    OIDC_FIRST_NAME_CLAIM: z.string().default("given_name"),
    OIDC_LAST_NAME_CLAIM: z.string().default("family_name"),
    /** The identity provider's metadata: a file path or an https URL. */
    SAML_IDP_METADATA: z.string().min(1).optional(),
    SAML_SP_ENTITY_ID: z.string().min(1).optional(),
    /** The service provider's key and certificate (PEM, or paths to PEM files): it signs its requests. */
    SAML_SP_PRIVATE_KEY: z.string().min(1).optional(),
    SAML_SP_CERTIFICATE: z.string().min(1).optional(),
    SAML_NAME: z.string().min(1).default("your university"),
    /** The attribute that carries the e-mail (eduPerson's mail by default) and the names. */
    SAML_EMAIL_ATTRIBUTE: z.string().default("urn:oid:0.9.2342.19200300.100.1.3"),
    SAML_FIRST_NAME_ATTRIBUTE: z.string().default("urn:oid:2.5.4.42"),
    SAML_LAST_NAME_ATTRIBUTE: z.string().default("urn:oid:2.5.4.4"),
    /** The bearer token that GET /metrics asks for (16+ characters); without it /metrics answers 404. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** After SIGTERM: seconds to keep serving while readiness says 503 (the proxy's time to notice). */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
    /**
     * Before it says ready, how many times the instance sends itself each hot read, as many at once as its
     * pool has connections (server/ops/warm-up.ts); 0 turns the warm-up off.
     */
    WARM_UP_ROUNDS: z.coerce.number().int().min(0).max(100).default(10),
    /** After SIGTERM: the most the instance takes to finish its requests and its job before it exits. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(30),
    /** "0" turns staff password sign-in off once single sign-on is configured. */
    STAFF_PASSWORD_LOGIN: Flag.default(true),
  })
  .refine((env) => env.SUPPORTED_LANGUAGES.includes(env.DEFAULT_LANGUAGE), {
    message: "DEFAULT_LANGUAGE must be one of SUPPORTED_LANGUAGES",
    path: ["DEFAULT_LANGUAGE"],
  })
  .refine(
    (env) => !env.OIDC_ISSUER || (env.OIDC_CLIENT_ID && (env.OIDC_CLIENT_SECRET || env.OIDC_PRIVATE_KEY)),
    {
      message: "OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET or OIDC_PRIVATE_KEY",
      path: ["OIDC_ISSUER"],
    },
  )
  .refine(
    (env) =>
      !env.SAML_IDP_METADATA || (env.SAML_SP_ENTITY_ID && env.SAML_SP_PRIVATE_KEY && env.SAML_SP_CERTIFICATE),
    {
      message: "SAML_IDP_METADATA needs SAML_SP_ENTITY_ID, SAML_SP_PRIVATE_KEY and SAML_SP_CERTIFICATE",
      path: ["SAML_IDP_METADATA"],
    },
  )
  .refine((env) => env.STAFF_PASSWORD_LOGIN || env.OIDC_ISSUER || env.SAML_IDP_METADATA, {
    message:
      "STAFF_PASSWORD_LOGIN=0 needs single sign-on (OIDC_ISSUER or SAML_IDP_METADATA): staff could not sign in",
    path: ["STAFF_PASSWORD_LOGIN"],
  });

export type Env = z.infer<typeof EnvSchema>;

/** The only reader of process.env (CONVENTIONS.md §8). Overrides serve tests and scripts. */
export function readEnv(overrides: Partial<Record<keyof z.input<typeof EnvSchema>, string>> = {}): Env {
  const source: Record<string, string | undefined> = { ...process.env, ...overrides };
  for (const key of Object.keys(source)) if (source[key] === "") delete source[key];
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
