import type { Audience, HttpMethod } from "../../../core/contracts/endpoint";
import { CSRF_HEADER } from "../plugins/csrf";
import { SESSION_COOKIE } from "../plugins/session";

/** How a client proves who it is, as the API reference names it (components.securitySchemes). */
export const SECURITY_SCHEMES = {
  staffSession: {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description:
      "A staff member's session: set by POST /backend/public/login or by single sign-on; ends after a time without calls.",
  },
  volunteerSession: {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: "A volunteer's session: set by POST /backend/public/volunteers/login.",
  },
  csrfToken: {
    type: "apiKey",
    in: "header",
    name: CSRF_HEADER,
    description:
      "Every write sends the token of GET /backend/csrf in this header, together with the recruit_csrf cookie that call set.",
  },
  apiToken: {
    type: "http",
    scheme: "bearer",
    description:
      "A study importer's API token (Authorization: Bearer <token>), made on the Study import page; no session and no CSRF token.",
  },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;
/** One way of calling an operation: every scheme it names is needed together; {} is no credential. */
export type SecurityRequirement = Partial<Record<SchemeName, []>>;

/**
 * An operation's `security` from its audience: the sessions that pass its gate, with the CSRF token on
 * writes, or the API token where the endpoint takes one. A public read needs nothing ({}); a public write
 * the CSRF token, unless another site's page posts it (the SAML identity provider's answer).
 */
export function securityOf(options: {
  audience: Audience;
  method: HttpMethod;
  apiToken?: boolean;
  crossSitePost?: boolean;
}): SecurityRequirement[] {
  const write = options.method !== "GET";
  const withCsrf = (requirement: SecurityRequirement): SecurityRequirement =>
    write ? { ...requirement, csrfToken: [] } : requirement;
  const sessions = sessionsOf(options.audience);
  if (sessions.length === 0) return [options.crossSitePost || !write ? {} : { csrfToken: [] }];
  const requirements = sessions.map((scheme) => withCsrf({ [scheme]: [] }));
  return options.apiToken ? [...requirements, { apiToken: [] }] : requirements;
}

function sessionsOf(audience: Audience): ("staffSession" | "volunteerSession")[] {
  switch (audience.kind) {
    case "public":
      return [];
    case "signedIn":
      return ["staffSession", "volunteerSession"];
    case "volunteer":
      return ["volunteerSession"];
    case "staff":
    case "role":
    case "studyMember":
      return ["staffSession"];
  }
}
