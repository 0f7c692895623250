import { z } from "zod";

/** The largest value of a PostgreSQL integer column: an id beyond it names nothing. */
export const MAX_ENTITY_ID = 2_147_483_647;

/** A row id in a body: a positive PostgreSQL integer. */
export const EntityId = z.number().int().positive().max(MAX_ENTITY_ID);

/** A row id read from a path or query value. */
export const EntityIdParam = z.coerce.number().int().positive().max(MAX_ENTITY_ID);

/** 9999-12-31T23:59:59.999Z: dates travel as epoch milliseconds, and none is later than this. */
export const MAX_EPOCH_MILLIS = 253_402_300_799_999;

/** A point in time as epoch milliseconds (DESIGN.md §5), within what PostgreSQL and the browser hold. */
export const EpochMillis = z.number().int().min(0).max(MAX_EPOCH_MILLIS);

/** The same, read from a path or query value. */
export const EpochMillisParam = z.coerce.number().int().min(0).max(MAX_EPOCH_MILLIS);

/** `{ studyId }`: the path parameter of every study-scoped endpoint. */
export const StudyIdParams = z.object({ studyId: EntityIdParam });
