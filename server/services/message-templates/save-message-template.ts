import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { type MessageTemplateBody, TEMPLATE_ERROR_CODES } from "../../../core/contracts/message-templates";
import type { Db, Tx } from "../../db/connect";
import { attachments, messageTemplateAttachments, messageTemplates } from "../../db/schema/index";
import { isUniqueViolation } from "../../db/unique-violation";
import { AppError } from "../../errors/app-error";
import { listMessageTemplates } from "./list-message-templates";

/**
 * Adds (no `templateId`) or replaces a study's template with its attachments, in one transaction.
 * Names are unique per study regardless of case; attachments must still belong to the study.
 * Answers the template's id.
 */
export async function saveMessageTemplate(options: SaveOptions): Promise<number> {
  try {
    return await save(options);
  } catch (error) {
    // Two people saving the same new name at once: the unique index decides, with the same answer.
    if (isUniqueViolation(error)) throw duplicatedName(options.body.name);
    throw error;
  }
}

interface SaveOptions {
  db: Db;
  studyId: number;
  creatorUserId: number;
  body: MessageTemplateBody;
  templateId?: number;
  /** The version the editor read (If-Match): a save over a team member's newer one answers 412. */
  ifMatch?: string;
}

function duplicatedName(name: string): AppError {
  return AppError.invalid(TEMPLATE_ERROR_CODES.duplicatedName, "A template with this name exists", [
    { field: "name", message: name },
  ]);
}

/** 404 for a template deleted meanwhile, 412 for one saved since `ifMatch` was read; the row stays locked. */
async function refuseStaleVersion(
  tx: Tx,
  studyId: number,
  templateId: number,
  ifMatch: string,
): Promise<void> {
  const [current] = await listMessageTemplates({ db: tx, studyId, id: templateId, lock: true });
  if (!current) throw AppError.notFound("The template");
  if (current.version !== ifMatch) {
    throw new AppError(
      TEMPLATE_ERROR_CODES.changed,
      412,
      "The template was changed since it was read; read it again",
    );
  }
}

function save(options: SaveOptions): Promise<number> {
  const { db, studyId, body } = options;
  return db.transaction(async (tx) => {
    if (options.templateId !== undefined && options.ifMatch !== undefined) {
      await refuseStaleVersion(tx, studyId, options.templateId, options.ifMatch);
    }
    const attachmentIds = [...new Set(body.attachments.map((attachment) => attachment.id))];
    if (attachmentIds.length > 0) {
      const found = await tx
        .select({ id: attachments.id })
        .from(attachments)
        .where(
          and(
            eq(attachments.studyId, studyId),
            inArray(attachments.id, attachmentIds),
            isNull(attachments.deletedAt),
          ),
        );
      if (found.length !== attachmentIds.length) {
        throw AppError.invalid(TEMPLATE_ERROR_CODES.missingAttachments, "Some attachments were deleted", [
          { field: "attachments", message: "attachments" },
        ]);
      }
    }
    const [clash] = await tx
      .select({ id: messageTemplates.id })
      .from(messageTemplates)
      .where(
        and(
          eq(messageTemplates.studyId, studyId),
          sql`lower(${messageTemplates.name}) = lower(${body.name})`,
          options.templateId === undefined ? undefined : sql`${messageTemplates.id} <> ${options.templateId}`,
        ),
      );
    if (clash) throw duplicatedName(body.name);
    const values = { studyId, type: body.type, name: body.name, text: body.text };
    let id = options.templateId;
    if (id === undefined) {
      const [row] = await tx
        .insert(messageTemplates)
        .values(Object.assign({}, values, { creatorUserId: options.creatorUserId }))
        .returning({ id: messageTemplates.id });
      id = row?.id;
    } else {
      const [row] = await tx
        .update(messageTemplates)
        .set(values)
        .where(and(eq(messageTemplates.id, id), eq(messageTemplates.studyId, studyId)))
        .returning({ id: messageTemplates.id });
      if (!row) throw AppError.notFound("The template");
      await tx.delete(messageTemplateAttachments).where(eq(messageTemplateAttachments.templateId, id));
    }
    if (id === undefined) throw new Error("template insert failed");
    const templateId = id;
    if (attachmentIds.length > 0) {
      await tx
        .insert(messageTemplateAttachments)
        .values(attachmentIds.map((attachmentId) => ({ templateId, attachmentId })));
    }
    return templateId;
  });
}
