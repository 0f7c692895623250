import type { EndpointDef, EndpointInput } from "../../core/contracts/endpoint";
import type { PreparedRead } from "../db/prepared-read";

/**
 * A read an endpoint's handler makes first, which the access gate sends to PostgreSQL in the session's own
 * statement: a team's list costs one round trip instead of two (issue 27; each costs the app ~35 µs of
 * `writev` on loopback and PostgreSQL a wake-up, more than most lists' own SQL). The gate still decides
 * alone: the read's rows reach the handler (`request.sessionRead`) only once the request is admitted, and
 * are otherwise dropped. The read is keyed by the session's user and, on a study's endpoint, made only
 * when that user is on the study's team (docs/decisions/020).
 */
export interface SessionRead<E extends EndpointDef = EndpointDef> {
  /** The read for the request's parsed path and query. */
  prepare(input: Pick<EndpointInput<E>, "params" | "query">): PreparedRead | Promise<PreparedRead>;
  /**
   * Requests that reach the read, one for each of its statement's shapes that pages ask for most: the
   * instance sends them to itself before it takes traffic (ops/warm-up.ts).
   */
  warmUp: readonly [WarmUpRequest, ...WarmUpRequest[]];
}

/** A request as a client writes it: its path values and its query's text. */
export interface WarmUpRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
}
