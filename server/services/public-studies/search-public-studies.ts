import { type SQL, sql } from "drizzle-orm";
import type { Page } from "../../../core/contracts/paging";
import { PUBLIC_STUDY_PAGE_SIZE, type PublicStudySummary } from "../../../core/contracts/public-studies";
import type { Db } from "../../db/connect";
import { compiledQueryFamily } from "../../db/prepared-query";
import { ACTIVE_LISTING_CONDITION } from "../matching/load-study-criteria";
import { lookupNames } from "../reference/list-lookup-values";
import { summaryColumns, toPublicStudySummary } from "./public-study-summary";
import { prefixSearchQuery } from "./search-words";

type Present = "with" | "without";
type Keyword = Present | "unmatchable";

const placeholder = (name: string) => sql.placeholder(name);

function buildSearch(keyword: Keyword, healthy: Present, condition: Present, location: Present): SQL {
  const filters = [
    ACTIVE_LISTING_CONDITION,
    ...(keyword === "with" ? [sql`l.search_vector @@ to_tsquery('simple', ${placeholder("words")})`] : []),
    ...(keyword === "unmatchable" ? [sql`false`] : []),
    ...(healthy === "with" ? [sql`l.healthy_volunteers = ${placeholder("healthy")}::boolean`] : []),
    ...(condition === "with" ? [sql`${placeholder("condition")}::int = any(l.condition_ids)`] : []),
    ...(location === "with" ? [sql`${placeholder("location")}::int = any(l.location_ids)`] : []),
  ];
  const where = sql.join(filters, sql` and `);
  const columns = sql`${summaryColumns(placeholder("language"))}, l.title_sort_key`;
  const page = sql`limit ${PUBLIC_STUDY_PAGE_SIZE} offset ${placeholder("offset")}`;
  if (keyword === "with") {
    // A keyword's matches are found once (a scan of the text index) and both counted and paged.
    return sql`with matches as materialized (
        select l.study_id, l.title_sort_key, l.study_num from public_study_listings l where ${where}),
      page as (select * from matches order by title_sort_key, study_num ${page})
      select (select count(*)::int from matches) as total, ${columns}
      from (select 1) as one left join (page join public_study_listings l on l.study_id = page.study_id) on true
      order by page.title_sort_key, page.study_num`;
  }
  // Without one, the page reads ten rows in title order off the index, and the count reads the index of
  // the active ones alone (a window count would sort every study to show ten).
  return sql`select matches.total, page.* from
      (select count(*)::int as total from public_study_listings l where ${where}) matches
    left join lateral (select ${columns} from public_study_listings l where ${where}
      order by l.title_sort_key, l.study_num ${page}) page on true
    order by page.title_sort_key, page."studyNum"`;
}

const searchQuery = compiledQueryFamily(buildSearch);

/**
 * The public search (issue 15): active studies only, each word of the keyword beginning a word of the
 * title, purpose or description (in any of the study's languages), with the condition, location and
 * healthy-volunteer filters, by title. Reads the search's own listing (migrations 0031-0032), never
 * anything about volunteers.
 */
export async function searchPublicStudies(options: {
  db: Db;
  language: string;
  q?: string;
  condition?: number;
  location?: number;
  healthy?: boolean;
  page: number;
}): Promise<Page<PublicStudySummary>> {
  const words = options.q ? prefixSearchQuery(options.q) : null;
  const keyword: Keyword = !options.q ? "without" : words === null ? "unmatchable" : "with";
  const present = (value: unknown): Present => (value === undefined ? "without" : "with");
  const offset = (options.page - 1) * PUBLIC_STUDY_PAGE_SIZE;
  const rows = await searchQuery(
    keyword,
    present(options.healthy),
    present(options.condition),
    present(options.location),
  )(options.db, {
    language: options.language,
    words,
    healthy: options.healthy,
    condition: options.condition,
    location: options.location,
    offset,
  });
  const name = await lookupNames(options.db, options.language);
  return {
    page: rows.filter((row) => row.studyNum !== null).map((row) => toPublicStudySummary(row, name)),
    totalCount: Number(rows[0]?.total ?? 0),
    fromIndex: offset,
  };
}
