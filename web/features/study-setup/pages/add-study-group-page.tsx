import { Button } from "@mantine/core";
import { Navigate, useNavigate, useParams } from "react-router";
import { paths } from "../../../lib/paths";
import { languageName, useLanguages, useLookupLists } from "../api/reference-data";
import { withGroupReplaced } from "../components/criteria-draft";
import { CriteriaGroupEditor } from "../components/criteria-group-editor";
import { useAddStudy } from "./add-study-flow";

/** The add flow's edit page of one group; its button updates the group and returns to the overview. */
export function AddStudyGroupPage() {
  const { state, update } = useAddStudy();
  const navigate = useNavigate();
  const index = Number(useParams().groupIndex);
  const languages = useLanguages();
  const language = languages.data?.defaultLanguage ?? "EN";
  const lists = useLookupLists(language);
  const group = state.draft?.groups[index];
  if (!state.draft || !group) return <Navigate to={paths.addStudy.criteria()} replace />;
  if (!lists || !languages.data) return null;
  const draft = state.draft;
  const several = languages.data.supportedLanguages.length > 1;
  return (
    <CriteriaGroupEditor
      key={index}
      heading={several ? `Set Criteria In ${languageName(language)}` : "Set Criteria"}
      group={group}
      groupCount={draft.groups.length}
      lists={lists}
      languages={{ editing: language, default: language }}
      submitLabel="Update Inclusion & Exclusion Criteria"
      onSubmit={(next) => {
        update({ draft: withGroupReplaced(draft, index, next) });
        navigate(paths.addStudy.criteria());
      }}
      backAction={
        <Button variant="outline" onClick={() => navigate(paths.addStudy.criteria())}>
          Back
        </Button>
      }
    />
  );
}
