import { PUBLIC_SEARCH_KEYWORD_MAX_LENGTH } from "../../../core/rules/limits";
import { pageFromSearch } from "../../lib/page-param";
import type { StudySearch } from "./api/volunteer";

/**
 * The landing page's search in its address (`/participate?q=sleep&condition=3&healthy=true&page=2`):
 * a search can be shared, survives Back and a reload, and the form works as a plain HTML form before the
 * page's JavaScript has arrived on a slow phone, the server rendering its results (issue 25).
 */
export const STUDY_SEARCH_FIELDS = {
  q: "q",
  condition: "condition",
  location: "location",
  healthy: "healthy",
};

const lookupId = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

export function studySearchOf(params: URLSearchParams): StudySearch {
  return {
    // A longer keyword than the search takes (an address edited by hand) searches its first characters.
    q: (params.get(STUDY_SEARCH_FIELDS.q) ?? "").trim().slice(0, PUBLIC_SEARCH_KEYWORD_MAX_LENGTH).trim(),
    condition: lookupId(params.get(STUDY_SEARCH_FIELDS.condition)),
    location: lookupId(params.get(STUDY_SEARCH_FIELDS.location)),
    healthy: params.get(STUDY_SEARCH_FIELDS.healthy) === "true",
    page: pageFromSearch(params),
  };
}

/** The address's query of a search: only what narrows it, page 1 left out. */
export function studySearchParams(search: StudySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set(STUDY_SEARCH_FIELDS.q, search.q);
  if (search.condition !== null) params.set(STUDY_SEARCH_FIELDS.condition, String(search.condition));
  if (search.location !== null) params.set(STUDY_SEARCH_FIELDS.location, String(search.location));
  if (search.healthy) params.set(STUDY_SEARCH_FIELDS.healthy, "true");
  if (search.page > 1) params.set("page", String(search.page));
  return params;
}
