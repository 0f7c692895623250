import { z } from "zod";

/** One entry of a 400 answer: the field at fault and the values its message needs. */
export const ErrorDetail = z.object({
  field: z.string(),
  parameters: z.array(z.string()),
});
export type ErrorDetail = z.infer<typeof ErrorDetail>;

/** The shape of every 4xx answer except 403 (DESIGN.md §4). */
export const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(ErrorDetail).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A 403 answer: the web app routes on authError and passes the other fields on as query values. */
export const ForbiddenBody = z
  .object({
    authError: z.string(),
  })
  .catchall(z.union([z.string(), z.number(), z.boolean()]));
export type ForbiddenBody = z.infer<typeof ForbiddenBody>;

/** A 500 answer carries the id under which the error was logged. */
export const ServerErrorBody = z.object({ errorId: z.string() });
export type ServerErrorBody = z.infer<typeof ServerErrorBody>;

/** A 429 answer: the shared error shape, and when to try again. */
export const TooManyRequestsBody = ErrorBody.extend({
  retryAfterSeconds: z.number().int().min(0).optional(),
});
export type TooManyRequestsBody = z.infer<typeof TooManyRequestsBody>;
