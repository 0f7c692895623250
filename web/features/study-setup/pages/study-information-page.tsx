import { Anchor, Group, Stack, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { ErrorDetail } from "../../../../core/contracts/errors";
import type { StudyInformationValues } from "../../../../core/contracts/study-information";
import { notices } from "../../../../core/rules/notices";
import { showNotice } from "../../../components/notice";
import { PagePending } from "../../../components/page-pending";
import { forgetFormDraft } from "../../../lib/drafts";
import { paths } from "../../../lib/paths";
import { useAuthDetails } from "../../auth/api/auth-details";
import { studySynopsisQueryOptions } from "../../studies/api/study";
import { fieldErrorsOf } from "../api/error-details";
import { useLanguages, useLookupLists } from "../api/reference-data";
import { changedElsewhere, saveStudyInformation, studyInformationQueryOptions } from "../api/study-content";
import { LanguageSwitch } from "../components/language-switch";
import { type ChangedElsewhereOutcome, StudyInformationForm } from "../components/study-information-form";

/** /studies/{studyNum}/study-information: the Study Information form with Save (spec 001 §2). */
export function StudyInformationPage() {
  const { studyNum = "" } = useParams();
  const queryClient = useQueryClient();
  const synopsis = useQuery(studySynopsisQueryOptions(studyNum));
  const languages = useLanguages();
  const [chosen, setChosen] = useState<string | null>(null);
  const language = chosen ?? languages.data?.defaultLanguage ?? "EN";
  const studyId = synopsis.data?.id;
  const informationQuery = studyInformationQueryOptions(studyId ?? 0, language);
  const information = useQuery({
    ...informationQuery,
    enabled: studyId !== undefined && languages.data !== undefined,
  });
  // The answer's language decides what is shown (spec 001 §4).
  const shown = information.data?.language ?? language;
  const lists = useLookupLists(shown);
  const [serverErrors, setServerErrors] = useState<ErrorDetail[]>([]);
  const userId = useAuthDetails().data?.loggedInUser?.userId;

  if (!synopsis.data || !information.data || !lists || !languages.data || userId === undefined) {
    return <PagePending label="Loading study information" />;
  }
  const data = information.data;
  const draftKey = `staff:${userId}:study-information:${data.id}:${shown}`;
  const save = async (values: StudyInformationValues): Promise<ChangedElsewhereOutcome | undefined> => {
    try {
      await saveStudyInformation(data.id, values, shown, data.version);
      forgetFormDraft(draftKey);
      setServerErrors([]);
      showNotice(notices.saved());
      await queryClient.invalidateQueries({ queryKey: ["studies"] });
    } catch (error) {
      if (changedElsewhere(error)) {
        // The values now saved, and their version for the next save (the page's own read, read again).
        const fresh = await queryClient.fetchQuery({ ...informationQuery, staleTime: 0 });
        return { changedElsewhere: fresh.values };
      }
      const details = fieldErrorsOf(error);
      if (details === null) throw error;
      setServerErrors(details);
    }
    return undefined;
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.study.dashboard(data.studyNum)} c="blue.9">
        Back to study
      </Anchor>
      <Group justify="space-between" align="end">
        <Title order={1}>Study Information</Title>
        <LanguageSwitch languages={languages.data.supportedLanguages} value={shown} onChange={setChosen} />
      </Group>
      <StudyInformationForm
        key={`${data.id}-${shown}`}
        initialValues={data.values}
        defaultLanguageValues={data.defaultLanguageValues}
        language={shown}
        defaultLanguage={data.defaultLanguage}
        pi={{ firstName: data.piFirstName, middleName: data.piMiddleName, lastName: data.piLastName }}
        lists={lists}
        submitLabel="Save"
        onSubmit={save}
        serverErrors={serverErrors}
        draftKey={draftKey}
      />
    </Stack>
  );
}
