import { sql } from "drizzle-orm";
import type { ConversationSummaryPage } from "../../../core/contracts/messages";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { nameContains } from "../interested-participants/interested-row";

/**
 * The study's conversations with a message from the volunteer, the latest received first (spec 000
 * §2.11): name, new messages and when the volunteer last wrote; by name or unread only. Nobody while the
 * study is not publishable (the lists' rule).
 */
export async function listConversations(options: {
  db: DbOrTx;
  studyId: number;
  page: number;
  pageSize: number;
  searchValue?: string;
  unreadOnly: boolean;
}): Promise<ConversationSummaryPage> {
  const fromIndex = (options.page - 1) * options.pageSize;
  const filters = sql`c.study_id = ${options.studyId} and c.visible
    ${options.unreadOnly ? sql`and c.unread_count > 0` : sql``}
    ${
      options.searchValue
        ? sql`and exists (select 1 from study_volunteers sv join users u on u.id = sv.user_id
            where sv.id = c.study_volunteer_id and ${nameContains(options.searchValue)})`
        : sql``
    }`;
  // The kept summaries (migration 0024) along their partial index, and the totals kept beside the
  // study's other counters; only a name search counts its matches.
  const total = options.searchValue
    ? sql`(select count(*)::int from conversation_summaries c where ${filters})`
    : options.unreadOnly
      ? sql`st.unread_conversation_count`
      : sql`st.conversation_count`;
  const answer = sqlRows(
    await options.db.execute(sql`select t.total as "totalCount", r.* from
      (select case when s.publishable then ${total} else 0 end as total
        from studies s join study_statistics st on st.study_id = s.id where s.id = ${options.studyId}) t
      left join lateral (select c.study_volunteer_id as "studyVolunteerId", u.first_name as "firstName",
          u.last_name as "lastName", c.unread_count as "unreadMessageCount",
          round(extract(epoch from c.last_received_date) * 1000)::float8 as "lastReceivedDate"
        from (select c.study_volunteer_id, c.unread_count, c.last_received_date from conversation_summaries c
          where ${filters} order by c.last_received_date desc, c.study_volunteer_id desc
          limit ${options.pageSize} offset ${fromIndex}) c
        join study_volunteers sv on sv.id = c.study_volunteer_id join users u on u.id = sv.user_id
        where t.total > 0
        order by c.last_received_date desc, c.study_volunteer_id desc) r on true`),
  );
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
