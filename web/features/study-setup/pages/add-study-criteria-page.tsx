import { Button } from "@mantine/core";
import { Navigate, useNavigate } from "react-router";
import { ERROR_CODES } from "../../../../core/contracts/error-codes";
import { INVALID_STUDY_NUMBER_MESSAGE } from "../../../../core/rules/study-number-messages";
import { showNotice } from "../../../components/notice";
import { PagePending } from "../../../components/page-pending";
import { ApiError } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { createStudy } from "../api/add-study";
import { fieldErrorsOf } from "../api/error-details";
import { useLanguages, useLookupLists } from "../api/reference-data";
import { criteriaFromDraft } from "../components/criteria-draft";
import { CriteriaOverview } from "../components/criteria-overview";
import { FeasibilityPanel } from "../components/feasibility-panel";
import { useAddStudy } from "./add-study-flow";

/** Add-study step 2 of 2: participant types and criteria groups, then 'Add Study'. */
export function AddStudyCriteriaPage() {
  const { state, update } = useAddStudy();
  const navigate = useNavigate();
  const languages = useLanguages();
  const lists = useLookupLists(languages.data?.defaultLanguage ?? "EN");
  const { record, information, draft } = state;
  if (!record || !information || !draft) return <Navigate to={paths.addStudy.number()} replace />;
  if (!lists) {
    return <PagePending label="Loading the form" />;
  }
  return (
    <CriteriaOverview
      heading="Inclusion/Exclusion Criteria (step 2 of 2)"
      draft={draft}
      onChange={(next) => update({ draft: next })}
      lists={lists}
      translating={false}
      onEdit={(index) => navigate(paths.addStudy.group(index))}
      submitLabel="Add Study"
      feasibility={
        <FeasibilityPanel
          body={{ ...criteriaFromDraft(draft, { translating: false }), conditionIds: information.conditions }}
        />
      }
      beforeSubmit={
        <Button variant="outline" onClick={() => navigate(paths.addStudy.information())}>
          Back
        </Button>
      }
      onSubmit={async (current) => {
        try {
          const created = await createStudy({
            studyNum: state.studyNum,
            information,
            eligibilityCriteria: criteriaFromDraft(current, { translating: false }),
          });
          update({ createdStudyNum: created.studyNum });
          navigate(paths.addStudy.added(), { replace: true });
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) {
            navigate(paths.addStudy.alreadyAdded(), { replace: true });
            return;
          }
          const details = fieldErrorsOf(error);
          if (details === null) throw error;
          const invalidNumber = error instanceof ApiError && error.code === ERROR_CODES.invalidStudyNumber;
          showNotice({
            kind: "error",
            message: invalidNumber
              ? INVALID_STUDY_NUMBER_MESSAGE
              : `The study could not be added: ${details.map((detail) => detail.parameters[0]).join("; ")}`,
          });
        }
      }}
    />
  );
}
