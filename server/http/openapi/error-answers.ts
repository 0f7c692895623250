import type { Audience, HttpMethod, OtherErrorStatus } from "../../../core/contracts/endpoint";

/** An error status an operation can answer, and the component schema of its body. */
export type ErrorStatus = 400 | 403 | 404 | 415 | 429 | 500 | 503 | OtherErrorStatus;

export interface ErrorAnswer {
  description: string;
  schema: "ErrorBody" | "ForbiddenBody" | "TooManyRequestsBody" | "ServerErrorBody";
}

/**
 * The error answers an operation can give, derived from what the access gate, the CSRF check, the
 * validation and the rate limit do before its handler runs, plus those the endpoint declares itself.
 */
export function errorAnswersOf(options: {
  audience: Audience;
  method: HttpMethod;
  /** Params, query, headers or body to validate. */
  hasInputs: boolean;
  hasPathParameters: boolean;
  rateLimited: boolean;
  crossSitePost: boolean;
  otherErrors: Partial<Record<OtherErrorStatus, string>>;
}): Partial<Record<ErrorStatus, ErrorAnswer>> {
  const { audience } = options;
  const write = options.method !== "GET";
  const answers: Partial<Record<ErrorStatus, ErrorAnswer>> = {};
  // A write without a declared body refuses one, and every body must come in its declared media type.
  if (options.hasInputs || write) {
    answers[400] = {
      description: "The request is not valid: `code` says why, `details` each field at fault",
      schema: "ErrorBody",
    };
  }
  if (write) {
    answers[415] = {
      description: "The body comes in a media type the operation does not take",
      schema: "ErrorBody",
    };
  }
  if (audience.kind !== "public") {
    answers[401] = { description: "No session, or it ended (NOT_AUTHENTICATED)", schema: "ErrorBody" };
  }
  const forbidden = forbiddenReasons(audience, write && !options.crossSitePost);
  if (forbidden.length > 0) {
    answers[403] = { description: `Not allowed: ${forbidden.join("; ")}`, schema: "ForbiddenBody" };
  }
  if (audience.kind === "studyMember" || options.hasPathParameters) {
    answers[404] = {
      description:
        audience.kind === "studyMember"
          ? "No such study or item, or the caller is not on the study's team (NOT_FOUND)"
          : "No such item (NOT_FOUND)",
      schema: "ErrorBody",
    };
  }
  if (options.rateLimited) {
    answers[429] = {
      description: "Too many attempts: try again after `Retry-After` seconds (TOO_MANY_REQUESTS)",
      schema: "TooManyRequestsBody",
    };
  }
  for (const [status, description] of Object.entries(options.otherErrors)) {
    answers[Number(status) as OtherErrorStatus] = { description, schema: "ErrorBody" };
  }
  answers[500] = { description: "An unexpected error, logged under `errorId`", schema: "ServerErrorBody" };
  answers[503] = {
    description:
      "The database is out of reach for a moment (a failover, a restart): try again after `Retry-After` seconds (DATABASE_UNAVAILABLE)",
    schema: "ErrorBody",
  };
  return answers;
}

function forbiddenReasons(audience: Audience, checksCsrf: boolean): string[] {
  const reasons: string[] = [];
  switch (audience.kind) {
    case "staff":
    case "studyMember":
      reasons.push("not a staff member, or the user agreement not accepted");
      break;
    case "role":
      reasons.push(`not holding ${audience.roles.join(" or ")}, or the user agreement not accepted`);
      break;
    case "volunteer":
      reasons.push("not a volunteer");
      break;
    case "public":
    case "signedIn":
      break;
  }
  if (checksCsrf) reasons.push("the CSRF token is missing or wrong (invalid-csrf-token)");
  return reasons;
}
