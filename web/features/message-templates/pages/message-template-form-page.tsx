import { Anchor, Stack, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import type { MessageTemplateBody } from "../../../../core/contracts/message-templates";
import { TEMPLATE_TEXTS } from "../../../../core/rules/message-templates";
import { notices } from "../../../../core/rules/notices";
import { showNotice } from "../../../components/notice";
import { PagePending, unanswered } from "../../../components/page-pending";
import { changedElsewhere } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { useStudyByNumber } from "../../studies/api/study";
import { saveMessageTemplate, templateKeys, useMessageTemplate } from "../api/message-templates";
import { type TemplateChangedElsewhere, TemplateForm } from "../components/template-form";

/** /message-templates/new and /message-templates/edit/{id} (spec 000 §2.10); both return to the list. */
export function MessageTemplateFormPage(props: { mode: "add" | "edit" }) {
  const { studyNum = "", id = "" } = useParams();
  const study = useStudyByNumber(studyNum).synopsis.data;
  const templateId = props.mode === "edit" && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
  const template = useMessageTemplate(templateId === undefined ? undefined : study?.id, templateId ?? 0);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (props.mode === "edit" && templateId === undefined) return <Navigate to={paths.notFound()} replace />;
  if (!study || (templateId !== undefined && unanswered(template))) {
    return <PagePending label="Loading message template" />;
  }
  if (templateId !== undefined && !template.data) return <Navigate to={paths.notFound()} replace />;
  const studyId = study.id;

  async function submit(body: MessageTemplateBody): Promise<TemplateChangedElsewhere | undefined> {
    try {
      await saveMessageTemplate(studyId, body, template.data ?? undefined);
    } catch (error) {
      if (!changedElsewhere(error)) throw error;
      // A team member saved it meanwhile: the form puts the user's changes over theirs.
      const theirs = (await template.refetch()).data;
      if (theirs) return { changedElsewhere: theirs };
      throw error;
    }
    showNotice(notices[templateId === undefined ? "template-added" : "template-saved"]());
    await queryClient.invalidateQueries({ queryKey: templateKeys.study(studyId) });
    navigate(paths.study.messageTemplates(studyNum));
    return undefined;
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.study.messageTemplates(studyNum)} size="sm">
        {TEMPLATE_TEXTS.back}
      </Anchor>
      <Title order={1}>{templateId === undefined ? TEMPLATE_TEXTS.addTitle : TEMPLATE_TEXTS.editTitle}</Title>
      <TemplateForm
        studyId={studyId}
        studyNum={studyNum}
        template={template.data ?? undefined}
        submitLabel={templateId === undefined ? TEMPLATE_TEXTS.addButton : TEMPLATE_TEXTS.saveButton}
        onSubmit={submit}
      />
    </Stack>
  );
}
