import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { Translate } from "../../lib/i18n";

/**
 * A contract's validation issue in the volunteer's language (issue 25). English shows the contract's own
 * words, the spec's texts; another language says what is wrong from the issue's kind and bounds, so that
 * every rule keeps its one definition in core/ and no catalog repeats a limit.
 */
export function issueText(issue: z.core.$ZodIssue, t: Translate, language: string): string {
  if (language === "en") return issue.message;
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1
          ? t("validation.required")
          : t("validation.tooShort", { count: Number(issue.minimum) });
      if (issue.origin === "number") return t("validation.atLeast", { value: Number(issue.minimum) });
      return t("validation.required");
    case "too_big":
      if (issue.origin === "string") return t("validation.tooLong", { count: Number(issue.maximum) });
      if (issue.origin === "number") return t("validation.atMost", { value: Number(issue.maximum) });
      return t("validation.invalid");
    case "invalid_format":
      return issue.format === "email" ? t("validation.email") : t("validation.invalid");
    case "invalid_type":
      return issue.input === undefined || issue.input === null
        ? t("validation.required")
        : t("validation.invalid");
    case "custom":
      return issue.params?.format === "email" ? t("validation.email") : t("validation.invalid");
    default:
      return t("validation.invalid");
  }
}

/**
 * A form resolver whose messages are the contract's issues in the volunteer's language: the resolver's
 * answer, with each field's message written again from the issue behind it.
 */
export function inLanguage<Input extends FieldValues, Context, Output>(
  resolver: Resolver<Input, Context, Output>,
  schema: z.ZodType,
  t: Translate,
  language: string,
): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (language === "en" || Object.keys(result.errors).length === 0) return result;
    const checked = await schema.safeParseAsync(values);
    if (checked.success) return result;
    const errors: Record<string, object | undefined> = { ...result.errors };
    const written = new Set<string>();
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? "");
      const error = errors[field];
      // A field shows its first issue, as the resolver does.
      if (!error || written.has(field)) continue;
      written.add(field);
      errors[field] = { ...error, message: issueText(issue, t, language) };
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}
