import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LookupValue } from "../../../../core/contracts/reference-data";
import { referenceDataRoutes } from "../../../../core/contracts/routes/reference-data";
import type { LookupType } from "../../../../core/rules/lookup-ids";
import { api } from "../../../lib/api";

/** Every pick list the study forms use, fetched once per language. */
export const STUDY_FORM_LOOKUP_TYPES = [
  "MEDICAL_CONDITION",
  "STUDY_LOCATION",
  "STUDY_DEPARTMENT",
  "BOOLEAN",
  "PARTICIPANT_TYPE",
  "GENDER",
  "RACE",
  "SMOKING_STATUS",
  "FLUENT_ENGLISH",
] as const satisfies readonly LookupType[];

const lookupValuesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ["lookup-values", language, STUDY_FORM_LOOKUP_TYPES],
    queryFn: () =>
      api.call(
        referenceDataRoutes.lookupValues,
        { query: { type: STUDY_FORM_LOOKUP_TYPES.join(",") } },
        { language },
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });

export type LookupLists = Record<(typeof STUDY_FORM_LOOKUP_TYPES)[number], LookupValue[]>;

/** The study forms' pick lists, display texts in `language`. */
export function useLookupLists(language: string): LookupLists | undefined {
  const { data } = useQuery(lookupValuesQueryOptions(language));
  if (!data) return undefined;
  return Object.fromEntries(STUDY_FORM_LOOKUP_TYPES.map((type) => [type, data[type] ?? []])) as LookupLists;
}

/** The visible values of a list as select options. */
export function optionsOf(values: readonly LookupValue[]): { value: string; label: string }[] {
  return values
    .filter((value) => value.visible)
    .map((value) => ({ value: String(value.id), label: value.displayText }));
}

export function useLanguages() {
  return useQuery({
    queryKey: ["languages"],
    queryFn: () => api.call(referenceDataRoutes.languages, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A language code's name in that language, e.g. ES → Español. */
export function languageName(code: string): string {
  const lower = code.toLowerCase();
  try {
    const name = new Intl.DisplayNames([lower], { type: "language" }).of(lower) ?? code;
    return name.charAt(0).toUpperCase() + name.slice(1);
  } catch {
    return code;
  }
}
