import { useQuery } from "@tanstack/react-query";
import type { MessageTemplateBody } from "../../../../core/contracts/message-templates";
import { messageTemplateRoutes } from "../../../../core/contracts/routes/message-templates";
import { api } from "../../../lib/api";
import { noneOn404 } from "../../../lib/api-client";

export const templateKeys = {
  study: (studyId: number) => ["message-templates", studyId] as const,
  one: (studyId: number, id: number) => ["message-templates", studyId, id] as const,
};

/** The study's templates, sorted by name. */
export function useMessageTemplates(studyId: number | undefined) {
  return useQuery({
    queryKey: templateKeys.study(studyId ?? 0),
    queryFn: () => api.call(messageTemplateRoutes.list, { params: { studyId: studyId ?? 0 }, query: {} }),
    enabled: studyId !== undefined,
  });
}

/** One template; null when the study has none such (404). */
export function useMessageTemplate(studyId: number | undefined, templateId: number) {
  return useQuery({
    queryKey: templateKeys.one(studyId ?? 0, templateId),
    queryFn: () =>
      api
        .call(
          messageTemplateRoutes.read,
          { params: { studyId: studyId ?? 0, templateId } },
          { tolerate: [404] },
        )
        .catch(noneOn404),
    enabled: studyId !== undefined,
  });
}

/**
 * Adds a template, or replaces the one of `version` (If-Match); 400 (the spec's codes) and 412 (a team
 * member saved it meanwhile) are handed to the form.
 */
export async function saveMessageTemplate(
  studyId: number,
  body: MessageTemplateBody,
  template?: { id: number; version: string },
) {
  const templateId = template?.id;
  if (templateId === undefined) {
    await api.call(messageTemplateRoutes.create, { params: { studyId }, body }, { tolerate: [400] });
  } else {
    await api.call(
      messageTemplateRoutes.update,
      {
        params: { studyId, templateId },
        headers: { "if-match": `"${template?.version}"` },
        body: { ...body, id: templateId },
      },
      { tolerate: [400, 404, 412] },
    );
  }
}

/** Deletes a template; one deleted meanwhile (404) counts as deleted. */
export async function deleteMessageTemplate(studyId: number, templateId: number): Promise<void> {
  await api
    .call(messageTemplateRoutes.delete, { params: { studyId, templateId } }, { tolerate: [404] })
    .catch(noneOn404);
}
