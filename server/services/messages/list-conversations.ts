import { sql } from "drizzle-orm";
import type { ConversationSummaryPage } from "../../../core/contracts/messages";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { INTERESTED_ROW_FROM, nameContains } from "../interested-participants/interested-row";

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
  const rows = sqlRows(
    await options.db.execute(sql`select sv.id as "studyVolunteerId", u.first_name as "firstName",
        u.last_name as "lastName", count(*) filter (where m.status = 'UNREAD')::int as "unreadMessageCount",
        round(extract(epoch from max(m.sent_date)) * 1000)::float8 as "lastReceivedDate",
        count(*) over ()::int as "totalCount"
      from ${INTERESTED_ROW_FROM}
      join messages m on m.study_volunteer_id = sv.id and not m.recipient_volunteer
      where sv.study_id = ${options.studyId} ${options.searchValue ? sql`and ${nameContains(options.searchValue)}` : sql``}
      group by sv.id, u.first_name, u.last_name
      ${options.unreadOnly ? sql`having count(*) filter (where m.status = 'UNREAD') > 0` : sql``}
      order by max(m.sent_date) desc, sv.id desc
      limit ${options.pageSize} offset ${fromIndex}`),
  );
  return {
    page: rows.map((row) => ({
      studyVolunteerId: Number(row.studyVolunteerId),
      firstName: String(row.firstName),
      lastName: String(row.lastName),
      unreadMessageCount: Number(row.unreadMessageCount),
      lastReceivedDate: Number(row.lastReceivedDate),
    })),
    totalCount: Number(rows[0]?.totalCount ?? 0),
    fromIndex,
  };
}
