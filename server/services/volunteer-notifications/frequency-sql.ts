import { type SQL, sql } from "drizzle-orm";
import {
  DEFAULT_NOTIFICATION_FREQUENCY,
  DIGEST_PERIOD_DAYS,
} from "../../../core/rules/volunteer-notifications";

/**
 * The volunteer's frequency for a message `m` over `volunteer_profiles p`: the recommendation frequency
 * for an ask, the message frequency otherwise, each with its default.
 */
export const FREQUENCY_OF_MESSAGE: SQL = sql`case when m.kind = 'ASK_IF_INTERESTED'
  then coalesce(p.recommendation_notification_frequency, ${DEFAULT_NOTIFICATION_FREQUENCY.RECOMMENDATION}::text)
  else coalesce(p.message_notification_frequency, ${DEFAULT_NOTIFICATION_FREQUENCY.MESSAGE}::text) end`;

/** The digest period in days of a frequency expression; 0 at once, null for none (never). */
export function digestDaysOf(frequency: SQL): SQL {
  const periods = Object.entries(DIGEST_PERIOD_DAYS).map(
    ([name, days]) => sql`when ${name}::text then ${days}::int`,
  );
  return sql`(case ${frequency} when 'IMMEDIATELY' then 0 ${sql.join(periods, sql` `)} end)`;
}

/** Where a volunteer's e-mail goes: a loved one's (child) account writes to its parent or guardian. */
export const RECIPIENT_JOINS: SQL = sql`join users u on u.id = m.volunteer_user_id
  left join users guardian on guardian.id = u.parent_user_id
  left join volunteer_profiles p on p.user_id = m.volunteer_user_id`;
export const RECIPIENT_ADDRESS: SQL = sql`coalesce(guardian.email, u.email)`;
/**
 * The language the e-mail is written in: the reader's (the guardian's for a loved one), else English.
 * Always one of UI_LANGUAGES: only the contract's languages are ever stored.
 */
export const RECIPIENT_LANGUAGE: SQL = sql`coalesce(guardian.preferred_language, u.preferred_language, 'en')`;
