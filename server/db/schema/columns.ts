import { integer, timestamp } from "drizzle-orm/pg-core";

/** Timestamps are stored with time zone and travel as epoch milliseconds in the API. */
export const tstz = () => timestamp({ withTimezone: true, mode: "date" });

/** Surrogate key; "by default" so that reference data can be loaded with its published ids. */
export const idColumn = () => integer().primaryKey().generatedByDefaultAsIdentity();
