/**
 * Whether an error says the database cannot be reached or has ended the connection, rather than that a
 * statement was wrong: the instance answers such a request 503, to be tried again, instead of 500 with an
 * error report that it could not write anyway. A failover of a managed PostgreSQL, a restart, a network cut
 * or a full server are each such a moment, and pass.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causeChain(error).some(saysUnavailable);
}

/**
 * The error and the errors it wraps, outermost first: Drizzle wraps the driver's error as its `cause`, and
 * a pool's timeout wraps the connection's. At most five deep, whatever a cause points to.
 */
function causeChain(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let current = error; current instanceof Error && chain.length < 5; current = current.cause)
    chain.push(current);
  return chain;
}

/** The driver's own words for a connection that failed, ended or never came (node-postgres, pg-pool). */
const CONNECTION_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
];

/** Node's socket errors on the way to the server. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/**
 * PostgreSQL's codes for the same: class 08 (connection exception), the server shutting down or not yet
 * up (57P01–57P03), too many connections (53300), and a write on a server that has become a standby in a
 * failover (25006).
 */
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300", "25006"]);

function saysUnavailable(error: Error): boolean {
  const { code, severity } = error as Error & { code?: unknown; severity?: unknown };
  if (typeof code === "string" && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith("08")))
    return true;
  // A FATAL error ends the session: the server refused or dropped the connection, whatever its code.
  if (severity === "FATAL" || severity === "PANIC") return true;
  // An error of several addresses tried in turn (localhost's IPv4 and IPv6) carries each one's.
  if (error instanceof AggregateError && error.errors.some((each) => isDatabaseUnavailable(each)))
    return true;
  return CONNECTION_MESSAGES.some((message) => error.message.startsWith(message));
}

/**
 * The innermost error's own words (Drizzle's wrapper repeats the whole statement), for a line an operator
 * reads; an error of several addresses tried in turn, which has none of its own, gives each one's.
 */
export function driverMessage(error: unknown): string {
  const innermost = causeChain(error).at(-1);
  if (!innermost) return String(error);
  if (innermost instanceof AggregateError && !innermost.message)
    return innermost.errors.map((each) => driverMessage(each)).join("; ");
  return innermost.message || innermost.name;
}
