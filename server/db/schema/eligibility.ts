import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { idColumn } from "./columns";
import { criterionVariables, type Translations } from "./reference";
import { studies } from "./studies";

/** A criteria group (arm). Its name in other languages lives in `nameTranslations`. */
export const eligibilityCriteria = pgTable(
  "eligibility_criteria",
  {
    id: idColumn(),
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: "cascade" }),
    name: text().notNull().default(""),
    nameTranslations: jsonb().$type<Translations>().notNull().default({}),
    orderNum: integer().notNull(),
  },
  (t) => [index("eligibility_criteria_study_id_idx").on(t.studyId, t.orderNum)],
);

export const criterionClauses = pgTable(
  "criterion_clauses",
  {
    id: idColumn(),
    criterionId: integer()
      .notNull()
      .references(() => eligibilityCriteria.id, { onDelete: "cascade" }),
    orderNum: integer().notNull(),
    expressionConnector: text({ enum: ["AND"] })
      .notNull()
      .default("AND"),
    clauseConnector: text({ enum: ["AND", "OR", "TERMINAL"] })
      .notNull()
      .default("TERMINAL"),
  },
  (t) => [index("criterion_clauses_criterion_id_idx").on(t.criterionId, t.orderNum)],
);

/** One test of a variable; BETWEEN values are 'min:max', free text has translations. */
export const criterionExpressions = pgTable(
  "criterion_expressions",
  {
    id: idColumn(),
    clauseId: integer()
      .notNull()
      .references(() => criterionClauses.id, { onDelete: "cascade" }),
    orderNum: integer().notNull(),
    operator: text().notNull(),
    variableId: integer()
      .notNull()
      .references(() => criterionVariables.id),
    savedValue: text(),
    lookupValueIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    translations: jsonb().$type<Translations>().notNull().default({}),
  },
  (t) => [index("criterion_expressions_clause_id_idx").on(t.clauseId, t.orderNum)],
);
