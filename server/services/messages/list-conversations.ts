import { type SQL, sql } from "drizzle-orm";
import type { ConversationSummaryPage } from "../../../core/contracts/messages";
import type { DbOrTx } from "../../db/connect";
import { JsonText } from "../../db/json-text";
import type { Rows } from "../../db/prepared-query";
import { type PreparedRead, runPreparedRead } from "../../db/prepared-read";
import { containsPattern, nameContains } from "../interested-participants/interested-row";

type Unread = "all" | "unread";
type Search = "none" | "name";

const placeholder = (name: string) => sql.placeholder(name);

/**
 * The inbox's page from the summaries kept by migration 0024, along their partial index, with the total
 * kept in study_statistics; only a name search counts its matches. Each summary keeps its row as the
 * inbox answers it (migration 0073: the names are the copies the participant's row keeps of its account's,
 * 0054). One row: the answer as the contract writes it, sent by the route as it is. Nobody while the study
 * is not publishable. OFFSET 0 reads the study once.
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
  return sql`select '{"page":' || coalesce(p.rows, '[]') || ',"totalCount":' || t.total
        || ',"fromIndex":' || ${placeholder("offset")}::bigint || '}' as "body"
    from (select case when s.publishable then ${total} else 0 end as total
      from studies s join study_statistics st on st.study_id = s.id where s.id = ${placeholder("studyId")}
      offset 0) t
    left join lateral (
      select '[' || string_agg(c.row_json, ',' order by c.last_received_date desc, c.study_volunteer_id desc)
          || ']' as rows
      from (select c.row_json, c.last_received_date, c.study_volunteer_id from conversation_summaries c
        where ${filters} order by c.last_received_date desc, c.study_volunteer_id desc
        limit ${placeholder("limit")} offset ${placeholder("offset")}) c
      where t.total > 0
    ) p on true`;
}

/** Which conversations, and which page of them. */
export interface ConversationListOptions {
  studyId: number;
  page: number;
  pageSize: number;
  searchValue?: string;
  unreadOnly: boolean;
}

/** Where the page starts among the conversations, counted from 0: the statement's offset and the answer's. */
function fromIndexOf(options: ConversationListOptions): number {
  return (options.page - 1) * options.pageSize;
}

/** The read of a page of the inbox (alone, or with the session: http/session-read.ts). */
export function conversationListRead(options: ConversationListOptions): PreparedRead {
  const unread: Unread = options.unreadOnly ? "unread" : "all";
  const search: Search = options.searchValue ? "name" : "none";
  return {
    key: `conversation-list:${unread}:${search}`,
    oneRow: true,
    build: () => buildConversationPage(unread, search),
    values: {
      studyId: options.studyId,
      pattern: options.searchValue ? containsPattern(options.searchValue) : null,
      limit: options.pageSize,
      offset: fromIndexOf(options),
    },
  };
}

/**
 * The study's conversations with a message from the volunteer, the latest received first (spec 000
 * §2.11): name, new messages and when the volunteer last wrote; by name or unread only. Nobody while the
 * study is not publishable (the lists' rule). `rows` are the page's when the access gate read them with
 * the session. The answer is the contract's JSON as PostgreSQL wrote it.
 */
export async function listConversations(
  options: ConversationListOptions & { db: DbOrTx; rows?: Rows | null },
): Promise<JsonText<ConversationSummaryPage>> {
  const [row] = options.rows ?? (await runPreparedRead(options.db, conversationListRead(options), null));
  // No row: the study went away after the access gate saw it.
  const empty = { page: [], totalCount: 0, fromIndex: fromIndexOf(options) };
  return new JsonText(row ? String(row.body) : JSON.stringify(empty));
}
