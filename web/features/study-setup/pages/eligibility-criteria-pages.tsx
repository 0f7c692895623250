import { Anchor, Button, Stack } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, Navigate, Outlet, useNavigate, useOutletContext, useParams } from "react-router";
import { ERROR_CODES } from "../../../../core/contracts/error-codes";
import type { StudyEligibilityCriteria } from "../../../../core/contracts/study-setup";
import type { CriteriaGroupForm } from "../../../../core/eligibility/criteria-form";
import { CHANGED_ELSEWHERE_TEXTS } from "../../../../core/rules/drafts";
import { notices } from "../../../../core/rules/notices";
import { ChangedElsewhere } from "../../../components/changed-elsewhere";
import { DraftRestored } from "../../../components/draft-restored";
import { showNotice } from "../../../components/notice";
import { PagePending } from "../../../components/page-pending";
import { ApiError } from "../../../lib/api-client";
import { forgetFormDraft, keepFormDraft, readFormDraftBase, sameFormValues } from "../../../lib/drafts";
import { paths } from "../../../lib/paths";
import { useAuthDetails } from "../../auth/api/auth-details";
import { studySynopsisQueryOptions } from "../../studies/api/study";
import { fieldErrorsOf } from "../api/error-details";
import { type LookupLists, languageName, useLanguages, useLookupLists } from "../api/reference-data";
import {
  changedElsewhere,
  saveEligibilityCriteria,
  studyCriteriaQueryOptions,
  studyInformationQueryOptions,
} from "../api/study-content";
import {
  type CriteriaDraft,
  criteriaDraftFromValue,
  criteriaFromDraft,
  draftFromCriteria,
  readCriteriaDraft,
  withGroupReplaced,
} from "../components/criteria-draft";
import { CriteriaGroupEditor } from "../components/criteria-group-editor";
import { CriteriaOverview } from "../components/criteria-overview";
import { FeasibilityPanel } from "../components/feasibility-panel";
import { LanguageSwitch } from "../components/language-switch";

interface CriteriaEditorContext {
  saved: StudyEligibilityCriteria;
  draft: CriteriaDraft;
  setDraft: (draft: CriteriaDraft) => void;
  /** Keeps a group's edits, not yet applied to `draft`, in the tab's draft (web/lib/drafts.ts). */
  keepGroupEdits: (index: number, group: CriteriaGroupForm) => void;
  /** Whether `draft` is changes kept from an earlier visit (the session ended), and a way to drop them. */
  restored: boolean;
  /** Whether a team member saved the criteria after those `draft` was made from (the save was refused). */
  changedElsewhere: boolean;
  discardRestored: () => void;
  lists: LookupLists;
  language: string;
  /** The study's own language: another is a translation. */
  defaultLanguage: string;
  languages: readonly string[];
  setLanguage: (language: string) => void;
  translating: boolean;
  save: (draft: CriteriaDraft) => Promise<void>;
}

/**
 * /studies/{studyNum}/eligibility-criteria/*: holds the criteria being edited for the overview and
 * the group edit page; saving goes to the study page with 'Successfully saved' (spec 001 §2).
 */
export function EligibilityCriteriaLayout() {
  const { studyNum = "" } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const synopsis = useQuery(studySynopsisQueryOptions(studyNum));
  const languages = useLanguages();
  const [chosen, setChosen] = useState<string | null>(null);
  const requested = chosen ?? languages.data?.defaultLanguage ?? "EN";
  const studyId = synopsis.data?.id;
  const criteriaQuery = studyCriteriaQueryOptions(studyId ?? 0, requested);
  const criteria = useQuery({
    ...criteriaQuery,
    enabled: studyId !== undefined && languages.data !== undefined,
  });
  const language = criteria.data?.language ?? requested;
  const lists = useLookupLists(language);
  const [draft, setDraft] = useState<CriteriaDraft | null>(null);
  const [restored, setRestored] = useState(false);
  // Whether a team member saved the criteria after the ones the kept changes were made from.
  const [changedElsewhereMeanwhile, setChangedElsewhere] = useState(false);
  // The changes not saved, kept in the tab as they are made: one user's, one study's, one language's.
  const userId = useAuthDetails().data?.loggedInUser?.userId;
  const draftKey =
    userId === undefined ? null : `staff:${userId}:eligibility-criteria:${studyId}:${language}`;

  // A fresh read (another language, or the re-read after a refused save) replaces the draft, unless changes
  // were kept from before (the session ended, or the save was refused until the study information is filled).
  useEffect(() => {
    if (!criteria.data || draftKey === null) return;
    const kept = readCriteriaDraft(draftKey);
    const base = criteriaDraftFromValue(readFormDraftBase(draftKey));
    setDraft(kept ?? draftFromCriteria(criteria.data));
    setRestored(kept !== null);
    // After a save refused for a team member's (its read again) or a draft kept from before theirs.
    setChangedElsewhere(
      kept !== null && base !== null && !sameFormValues(base, draftFromCriteria(criteria.data)),
    );
  }, [criteria.data, draftKey]);

  if (!criteria.data || !draft || !lists || !languages.data || draftKey === null) {
    return <PagePending label="Loading eligibility criteria" />;
  }
  const saved = criteria.data;
  const translating = saved.language !== saved.defaultLanguage;
  const keep = (kept: CriteriaDraft) => keepFormDraft(draftKey, kept, draftFromCriteria(saved));
  const changeDraft = (next: CriteriaDraft) => {
    setDraft(next);
    keep(next);
  };

  const save = async (current: CriteriaDraft) => {
    try {
      await saveEligibilityCriteria(
        saved.id,
        criteriaFromDraft(current, { translating }),
        language,
        saved.version,
      );
      forgetFormDraft(draftKey);
      setRestored(false);
      await queryClient.invalidateQueries({ queryKey: ["studies"] });
      showNotice(notices.saved());
      navigate(paths.study.dashboard(saved.studyNum));
    } catch (error) {
      if (changedElsewhere(error)) {
        // The user's criteria stay kept over the ones read before; the read again shows why (above).
        const unchanged = sameFormValues(current, draftFromCriteria(saved));
        await queryClient.fetchQuery({ ...criteriaQuery, staleTime: 0 });
        // Nothing of the user's to keep: the team member's criteria are simply shown, with a word.
        if (unchanged) showNotice({ kind: "info", message: CHANGED_ELSEWHERE_TEXTS.criteriaReadAgain });
        return;
      }
      const details = fieldErrorsOf(error);
      if (details === null) throw error;
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === ERROR_CODES.invalidStudyFields || code === ERROR_CODES.invalidPropertyValue) {
        await queryClient.invalidateQueries({ queryKey: ["studies"] });
        showNotice(notices.invalidStudyState("update-eligibility-criteria"), { studyNum: saved.studyNum });
        return;
      }
      showNotice({ kind: "error", message: details.map((detail) => detail.parameters[0]).join("; ") });
    }
  };

  const context: CriteriaEditorContext = {
    saved,
    draft,
    setDraft: changeDraft,
    keepGroupEdits: (index, group) => keep(withGroupReplaced(draft, index, group)),
    restored,
    changedElsewhere: changedElsewhereMeanwhile,
    discardRestored: () => {
      forgetFormDraft(draftKey);
      setDraft(draftFromCriteria(saved));
      setRestored(false);
      setChangedElsewhere(false);
    },
    lists,
    language,
    defaultLanguage: saved.defaultLanguage,
    languages: languages.data.supportedLanguages,
    setLanguage: setChosen,
    translating,
    save,
  };
  return <Outlet context={context} />;
}

const SAVE_LABEL = "Update Inclusion & Exclusion Criteria";

/** Above the criteria: that changes kept from before are back, or that a team member saved theirs meanwhile. */
function KeptChanges({ context, onDiscard }: { context: CriteriaEditorContext; onDiscard?: () => void }) {
  const discard = onDiscard ?? context.discardRestored;
  if (context.changedElsewhere) {
    return <ChangedElsewhere message={CHANGED_ELSEWHERE_TEXTS.criteria} onDiscard={discard} />;
  }
  return context.restored ? <DraftRestored onDiscard={discard} /> : null;
}

export function EligibilityCriteriaOverviewPage() {
  const context = useOutletContext<CriteriaEditorContext>();
  const navigate = useNavigate();
  const { saved } = context;
  // The study's conditions: who "people with the study's conditions" are, for the feasibility count.
  const information = useQuery(studyInformationQueryOptions(saved.id, saved.defaultLanguage));
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.study.dashboard(saved.studyNum)} c="blue.9">
        Back to study
      </Anchor>
      <KeptChanges context={context} />
      <CriteriaOverview
        heading="Inclusion/Exclusion Criteria"
        draft={context.draft}
        onChange={context.setDraft}
        lists={context.lists}
        translating={context.translating}
        onEdit={(index) => navigate(paths.study.eligibilityGroup(saved.studyNum, index))}
        submitLabel={SAVE_LABEL}
        onSubmit={context.save}
        feasibility={
          <FeasibilityPanel
            body={
              information.data
                ? {
                    ...criteriaFromDraft(context.draft, { translating: context.translating }),
                    conditionIds: information.data.values.conditions,
                  }
                : null
            }
            awaiting={[information]}
          />
        }
        languageSwitch={
          <LanguageSwitch
            languages={context.languages}
            value={context.language}
            onChange={context.setLanguage}
          />
        }
      />
    </Stack>
  );
}

export function EligibilityCriteriaGroupPage() {
  const context = useOutletContext<CriteriaEditorContext>();
  const navigate = useNavigate();
  const index = Number(useParams().groupIndex);
  const group = context.draft.groups[index];
  const overview = paths.study.eligibilityCriteria(context.saved.studyNum);
  if (!group) return <Navigate to={overview} replace />;
  const heading =
    context.languages.length > 1 ? `Set Criteria In ${languageName(context.language)}` : "Set Criteria";
  return (
    <CriteriaGroupEditor
      key={`${index}-${context.language}`}
      heading={heading}
      restored={
        <KeptChanges
          context={context}
          onDiscard={() => {
            context.discardRestored();
            navigate(overview);
          }}
        />
      }
      group={group}
      onChange={(edited) => context.keepGroupEdits(index, edited)}
      groupCount={context.draft.groups.length}
      lists={context.lists}
      languages={{ editing: context.language, default: context.defaultLanguage }}
      submitLabel={SAVE_LABEL}
      onSubmit={async (next) => {
        const draft = withGroupReplaced(context.draft, index, next);
        context.setDraft(draft);
        await context.save(draft);
      }}
      backAction={
        <Button
          variant="outline"
          onClick={() => {
            // Back leaves the group's edits: the tab's draft goes back to the criteria as they stand.
            context.setDraft(context.draft);
            navigate(overview);
          }}
        >
          Back
        </Button>
      }
    />
  );
}
