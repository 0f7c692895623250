import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  DEFAULT_ASK_NOTE_NAME,
  type MessageTemplate,
  type MessageTemplateBody,
} from "../../../../core/contracts/message-templates";
import { messageTemplateRoutes } from "../../../../core/contracts/routes/message-templates";
import { api } from "../../../lib/api";

const defaultNoteKey = (studyId: number) => ["message-templates", studyId, "default-ask-note"] as const;

/** The study's default ask note (an ASK_IF_INTERESTED template), or null when there is none yet. */
export function useDefaultAskNote(studyId: number) {
  return useQuery({
    queryKey: defaultNoteKey(studyId),
    queryFn: async () => {
      const templates = await api.call(messageTemplateRoutes.list, {
        params: { studyId },
        query: { type: "ASK_IF_INTERESTED" },
      });
      return templates.find((template) => template.name === DEFAULT_ASK_NOTE_NAME) ?? null;
    },
  });
}

/** Saves the default note: replaces the template, or adds it the first time. */
export function useSaveDefaultAskNote(studyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ current, text }: { current: MessageTemplate | null; text: string }) => {
      const body: MessageTemplateBody = {
        studyId,
        type: "ASK_IF_INTERESTED",
        name: DEFAULT_ASK_NOTE_NAME,
        text,
        attachments: current?.attachments ?? [],
      };
      if (current) {
        await api.call(messageTemplateRoutes.update, {
          params: { studyId, templateId: current.id },
          body: { ...body, id: current.id },
        });
      } else {
        await api.call(messageTemplateRoutes.create, { params: { studyId }, body });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["message-templates", studyId] }),
  });
}
