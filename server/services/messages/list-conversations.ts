import { type SQL, sql } from "drizzle-orm";
import type { ConversationSummaryPage } from "../../../core/contracts/messages";
import type { DbOrTx } from "../../db/connect";
import type { Rows } from "../../db/prepared-query";
import { type PreparedRead, runPreparedRead } from "../../db/prepared-read";
import { containsPattern, nameContains } from "../interested-participants/interested-row";

type Unread = "all" | "unread";
type Search = "none" | "name";

const placeholder = (name: string) => sql.placeholder(name);

/**
 * The inbox's page from the summaries kept by migration 0024, along their partial index, with the total
 * kept in study_statistics; only a name search counts its matches. The names are the copies each
 * participant's row keeps of its account's (migration 0054), not a lookup of the account. Nobody while
 * the study is not publishable.
 */
function buildConversationPage(unread: Unread, search: Search): SQL {
  const filters = sql`c.study_id = ${placeholder("studyId")} and c.visible
    ${unread === "unread" ? sql`and c.unread_count > 0` : sql``}
    ${
      search === "name"
        ? sql`and exists (select 1 from study_volunteers sv join users u on u.id = sv.user_id
            where sv.id = c.study_volunteer_id and ${nameContains(placeholder("pattern"))})`
        : sql``
    }`;
  const total =
    search === "name"
      ? sql`(select count(*)::int from conversation_summaries c where ${filters})`
      : unread === "unread"
        ? sql`st.unread_conversation_count`
        : sql`st.conversation_count`;
  return sql`select t.total as "totalCount", r.* from
    (select case when s.publishable then ${total} else 0 end as total
      from studies s join study_statistics st on st.study_id = s.id where s.id = ${placeholder("studyId")}) t
    left join lateral (select c.study_volunteer_id as "studyVolunteerId", sv.volunteer_first_name as "firstName",
        sv.volunteer_last_name as "lastName", c.unread_count as "unreadMessageCount",
        round(extract(epoch from c.last_received_date) * 1000)::float8 as "lastReceivedDate"
      from (select c.study_volunteer_id, c.unread_count, c.last_received_date from conversation_summaries c
        where ${filters} order by c.last_received_date desc, c.study_volunteer_id desc
        limit ${placeholder("limit")} offset ${placeholder("offset")}) c
      join study_volunteers sv on sv.id = c.study_volunteer_id
      where t.total > 0
      order by c.last_received_date desc, c.study_volunteer_id desc) r on true`;
}

/** Which conversations, and which page of them. */
export interface ConversationListOptions {
  studyId: number;
  page: number;
  pageSize: number;
  searchValue?: string;
  unreadOnly: boolean;
}

/** The read of a page of the inbox (alone, or with the session: http/session-read.ts). */
export function conversationListRead(options: ConversationListOptions): PreparedRead {
  const unread: Unread = options.unreadOnly ? "unread" : "all";
  const search: Search = options.searchValue ? "name" : "none";
  return {
    key: `conversation-list:${unread}:${search}`,
    build: () => buildConversationPage(unread, search),
    values: {
      studyId: options.studyId,
      pattern: options.searchValue ? containsPattern(options.searchValue) : null,
      limit: options.pageSize,
      offset: (options.page - 1) * options.pageSize,
    },
  };
}

/**
 * The study's conversations with a message from the volunteer, the latest received first (spec 000
 * §2.11): name, new messages and when the volunteer last wrote; by name or unread only. Nobody while the
 * study is not publishable (the lists' rule). `rows` are the page's when the access gate read them with
 * the session.
 */
export async function listConversations(
  options: ConversationListOptions & { db: DbOrTx; rows?: Rows | null },
): Promise<ConversationSummaryPage> {
  const fromIndex = (options.page - 1) * options.pageSize;
  const answer = options.rows ?? (await runPreparedRead(options.db, conversationListRead(options), null));
  // The total comes with every answer; a page past the end has no conversation columns.
  const rows = answer.filter((row) => row.studyVolunteerId !== null);
  return {
    page: rows.map((row) => ({
      studyVolunteerId: Number(row.studyVolunteerId),
      firstName: String(row.firstName),
      lastName: String(row.lastName),
      unreadMessageCount: Number(row.unreadMessageCount),
      lastReceivedDate: Number(row.lastReceivedDate),
    })),
    totalCount: Number(answer[0]?.totalCount ?? 0),
    fromIndex,
  };
}
