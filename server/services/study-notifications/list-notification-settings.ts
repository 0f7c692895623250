import { sql } from "drizzle-orm";
import type { NotificationDefinition } from "../../../core/contracts/study-notifications";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";

/** The notification definitions (spec 001 §3 "Notification setting"), in their order, visible or not. */
export async function listNotificationSettings(db: DbOrTx): Promise<NotificationDefinition[]> {
  const rows = sqlRows(
    await db.execute(sql`select id, name, display_text as "displayText", type, visible, frequencies
      from notification_settings order by id`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    displayText: String(row.displayText),
    type: String(row.type),
    visible: row.visible === true,
    frequencies: row.frequencies as string[],
  }));
}
