import type { FastifyRequest } from "fastify";
import { ERROR_CODES } from "../../core/contracts/error-codes";

/**
 * A route's rate limit (@fastify/rate-limit's route config): `max` requests a minute per key, counted
 * after the access gate and the body's parsing (so the key may name the user or the e-mail), refused
 * with 429 in the shared error shape and the seconds to wait.
 */
export function perMinuteLimit(options: {
  max: number;
  key: (request: FastifyRequest) => string;
  message: string;
}) {
  return {
    max: options.max,
    timeWindow: "1 minute",
    hook: "preHandler" as const,
    keyGenerator: options.key,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => ({
      statusCode: 429,
      code: ERROR_CODES.tooManyRequests,
      message: options.message,
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  };
}
