import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { COLUMN_CASING } from "../casing";
import { lookupValues, notificationSettings } from "../schema/index";
import { refreshColumns } from "./refresh-columns";

const dialect = new PgDialect({ casing: COLUMN_CASING });
function text(query: SQL | undefined): string {
  if (!query) throw new Error("no SQL");
  return dialect.sqlToQuery(query).sql;
}

describe("refreshColumns", () => {
  it("sets each column from the inserted row, by its name in the database", () => {
    const { set } = refreshColumns(lookupValues, ["displayText", "orderNum"]);
    expect(Object.keys(set)).toEqual(["displayText", "orderNum"]);
    expect(text(set.displayText)).toBe('excluded."display_text"');
    expect(text(set.orderNum)).toBe('excluded."order_num"');
  });

  it("writes a row only when one of the columns differs, nulls included", () => {
    const { setWhere } = refreshColumns(notificationSettings, ["displayText", "frequencies"]);
    expect(text(setWhere)).toBe(
      '("notification_settings"."display_text", "notification_settings"."frequencies") is distinct from ' +
        '(excluded."display_text", excluded."frequencies")',
    );
  });
});
