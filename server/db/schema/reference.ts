import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { idColumn } from "./columns";

/** Translations of a display text by upper-cased language code, e.g. `{ "ES": "..." }`. */
export type Translations = Record<string, string>;

/** Pick-list values of the 13 lookup types; ids are stable because criteria and profiles store them. */
export const lookupValues = pgTable(
  "lookup_values",
  {
    id: integer().primaryKey(),
    type: text().notNull(),
    name: text().notNull(),
    displayText: text().notNull(),
    translations: jsonb().$type<Translations>().notNull().default({}),
    visible: boolean().notNull().default(true),
    orderNum: integer().notNull().default(0),
  },
  (t) => [uniqueIndex("lookup_values_type_name_unique").on(t.type, t.name)],
);

/** Definitions of the study properties (title, purpose, conditions, ...). */
export const studyProperties = pgTable("study_properties", {
  id: integer().primaryKey(),
  name: text().notNull().unique(),
  valueType: text({ enum: ["TEXT", "LONG_TEXT", "NUMBER", "DATE", "LOOKUP", "MULTI_LOOKUP"] }).notNull(),
  lookupType: text(),
  /** Text properties may differ per language; the others are kept in the default language only. */
  translatable: boolean().notNull().default(false),
  orderNum: integer().notNull().default(0),
});

/** Variables that eligibility expressions test; each maps to a volunteer profile field (DESIGN.md §7). */
export const criterionVariables = pgTable("criterion_variables", {
  id: integer().primaryKey(),
  name: text().notNull().unique(),
  type: text({ enum: ["NUMBER", "LOOKUP", "MULTI_LOOKUP", "BOOLEAN", "TEXT"] }).notNull(),
  lookupType: text(),
  displayText: text().notNull(),
});

/** The four kinds of e-mail notification and the frequencies each offers (NOTIFICATION_FREQUENCY names). */
export const notificationSettings = pgTable("notification_settings", {
  id: idColumn(),
  name: text().notNull().unique(),
  displayText: text().notNull(),
  type: text().notNull().default("NOTIFICATION_SETTING"),
  visible: boolean().notNull().default(true),
  frequencies: text().array().notNull(),
});

/** Settings an administrator edits at run time. */
export const applicationSettings = pgTable("application_settings", {
  id: idColumn(),
  name: text().notNull().unique(),
  group: text().notNull(),
  description: text().notNull(),
  valueType: text({ enum: ["STRING", "INTEGER", "BOOLEAN", "URL"] }).notNull(),
  value: text().notNull(),
});
