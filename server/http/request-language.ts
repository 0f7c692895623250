import type { FastifyReply, FastifyRequest } from "fastify";
import { isUiLanguage, type UiLanguage } from "../../core/rules/ui-languages";
import type { Env } from "../env";

/**
 * The content language a request asks for: the first Accept-Language tag's primary code, upper-cased
 * (spec 001 §4 compares codes upper-cased), when it is supported; otherwise the default language.
 */
export function requestLanguage(
  request: FastifyRequest,
  env: Pick<Env, "SUPPORTED_LANGUAGES" | "DEFAULT_LANGUAGE">,
): string {
  const header = request.headers["accept-language"] ?? "";
  const first = header.split(",")[0]?.split(";")[0]?.trim() ?? "";
  const code = first.split("-")[0]?.toUpperCase() ?? "";
  return env.SUPPORTED_LANGUAGES.includes(code) ? code : env.DEFAULT_LANGUAGE;
}

/** A read in a language, answered with that language as its Content-Language (spec 001 §4). */
export function withContentLanguage<Read extends { language: string }>(
  reply: FastifyReply,
  read: Read,
): Read {
  reply.header("Content-Language", read.language.toLowerCase());
  return read;
}

/** The language of the volunteers' pages and e-mails a request is in: its content language, when it has texts. */
export function requestUiLanguage(
  request: FastifyRequest,
  env: Pick<Env, "SUPPORTED_LANGUAGES" | "DEFAULT_LANGUAGE">,
): UiLanguage {
  const code = requestLanguage(request, env).toLowerCase();
  return isUiLanguage(code) ? code : "en";
}
