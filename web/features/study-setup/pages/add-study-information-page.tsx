import { Stack, Title } from "@mantine/core";
import { Navigate, useNavigate } from "react-router";
import { PagePending } from "../../../components/page-pending";
import { paths } from "../../../lib/paths";
import { useLanguages, useLookupLists } from "../api/reference-data";
import { StudyInformationForm } from "../components/study-information-form";
import { useAddStudy } from "./add-study-flow";

/** Add-study step 1 of 2: Study Information, the PI read-only from the IRB record. */
export function AddStudyInformationPage() {
  const { state, update } = useAddStudy();
  const navigate = useNavigate();
  const languages = useLanguages();
  const language = languages.data?.defaultLanguage ?? "EN";
  const lists = useLookupLists(language);
  if (!state.record || !state.information) return <Navigate to={paths.addStudy.number()} replace />;
  if (!lists || !languages.data) {
    return <PagePending label="Loading the form" />;
  }
  return (
    <Stack gap="lg">
      <Title order={1}>Study Information (step 1 of 2)</Title>
      <StudyInformationForm
        initialValues={state.information}
        defaultLanguageValues={null}
        language={language}
        defaultLanguage={language}
        pi={{ ...state.record.pi }}
        lists={lists}
        submitLabel="Next: Inclusion/Exclusion Criteria"
        onSubmit={(information) => {
          update({ information });
          navigate(paths.addStudy.criteria());
          return undefined;
        }}
        onBack={(information) => {
          update({ information });
          navigate(paths.addStudy.number());
        }}
      />
    </Stack>
  );
}
