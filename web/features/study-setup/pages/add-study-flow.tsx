import { useState } from "react";
import { Outlet, useOutletContext } from "react-router";
import type { StudyInformationValues } from "../../../../core/contracts/study-information";
import type { ImportedStudy } from "../../../../core/contracts/study-setup";
import type { CriteriaDraft } from "../components/criteria-draft";

/** What the add-study steps share; kept here so that Back moves through the steps without losing anything. */
export interface AddStudyState {
  studyNum: string;
  record: ImportedStudy | null;
  information: StudyInformationValues | null;
  draft: CriteriaDraft | null;
  createdStudyNum: string | null;
}

interface AddStudyContext {
  state: AddStudyState;
  update: (change: Partial<AddStudyState>) => void;
}

const EMPTY: AddStudyState = {
  studyNum: "",
  record: null,
  information: null,
  draft: null,
  createdStudyNum: null,
};

/** /add-study/*: the number, information, criteria, confirmation and duplicate pages (spec 001 §2). */
export function AddStudyFlow() {
  const [state, setState] = useState<AddStudyState>(EMPTY);
  const context: AddStudyContext = {
    state,
    update: (change) => setState((current) => ({ ...current, ...change })),
  };
  return <Outlet context={context} />;
}

export function useAddStudy(): AddStudyContext {
  return useOutletContext<AddStudyContext>();
}
