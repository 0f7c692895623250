import { Button, Group, List, Modal, Stack } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { StudyDetail } from "../../../../core/contracts/studies";
import { availableLifecycleActions } from "../../../../core/rules/lifecycle";
import { type LifecycleNoticeAction, notices } from "../../../../core/rules/notices";
import type { PostingStatus } from "../../../../core/rules/posting-status";
import { type RequiredStudyField, STUDY_FIELD_LABELS } from "../../../../core/rules/study-properties";
import { ConfirmModal } from "../../../components/confirm-modal";
import { showNotice } from "../../../components/notice";
import { ApiError } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { type LifecycleChange, useLifecycleChange } from "../api/lifecycle";
import { DeactivateModal } from "./deactivate-modal";
import { DeactivationDateModal } from "./deactivation-date-modal";

type OpenModal =
  | "activate"
  | "deactivate"
  | "archive"
  | "unarchive"
  | "edit-deactivation-date"
  | "cannot-activate"
  | null;

const INVALID_STATE_CODES = new Set(["INVALID_STUDY_FIELDS", "INVALID_PROPERTY_VALUE"]);

function successNotice(change: LifecycleChange) {
  switch (change.action) {
    case "activate":
      return notices["activate-success"](formatDate(change.deactivationDate));
    case "deactivate":
      return notices["deactivate-success"]();
    case "archive":
      return notices["archive-success"]();
    case "unarchive":
      return notices["unarchive-success"]();
    case "edit-deactivation-date":
      return notices["edit-deactivation-date-success"](formatDate(change.deactivationDate));
  }
}

/** The reasons listed by 'You cannot activate this study'. */
function cannotActivateReasons(study: StudyDetail): string[] {
  const reasons: string[] = [];
  if (!study.publishable)
    reasons.push("The study needs administrative review approval before it can be posted.");
  if (study.missingRequiredFields.length > 0) {
    const labels = study.missingRequiredFields.map(
      (field) => STUDY_FIELD_LABELS[field as RequiredStudyField] ?? field,
    );
    reasons.push(`These Study Information fields are blank: ${labels.join(", ")}.`);
  }
  return reasons;
}

/** Activate, Deactivate, Archive, Unarchive and Edit deactivation date, as the posting state offers them. */
export function LifecycleActions({ study, status }: { study: StudyDetail; status: PostingStatus }) {
  const [open, setOpen] = useState<OpenModal>(null);
  const change = useLifecycleChange(study.id);
  const navigate = useNavigate();
  const offered = availableLifecycleActions(status);
  const close = () => setOpen(null);

  const run = (lifecycleChange: LifecycleChange) => {
    change.mutate(lifecycleChange, {
      onSuccess: () => {
        close();
        showNotice(successNotice(lifecycleChange));
        if (lifecycleChange.action === "archive") navigate(paths.studies.archived());
        if (lifecycleChange.action === "unarchive") navigate(paths.studies.current());
      },
      onError: (error) => {
        close();
        // Only the invalid-state answers are shown; other errors on these actions are swallowed (spec 000 §8).
        if (
          error instanceof ApiError &&
          error.status === 400 &&
          error.code &&
          INVALID_STATE_CODES.has(error.code)
        ) {
          showNotice(notices.invalidStudyState(lifecycleChange.action as LifecycleNoticeAction), {
            studyNum: study.studyNum,
          });
        }
      },
    });
  };

  const busy = change.isPending;
  return (
    <>
      <Group gap="sm">
        {offered.includes("ACTIVATE") && (
          <Button onClick={() => setOpen(study.publishable ? "activate" : "cannot-activate")}>
            Activate study
          </Button>
        )}
        {offered.includes("DEACTIVATE") && (
          <Button color="red.9" variant="outline" onClick={() => setOpen("deactivate")}>
            Deactivate study
          </Button>
        )}
        {offered.includes("EDIT_DEACTIVATION_DATE") && (
          <Button variant="default" onClick={() => setOpen("edit-deactivation-date")}>
            Edit deactivation date
          </Button>
        )}
        {offered.includes("ARCHIVE") && (
          <Button variant="default" onClick={() => setOpen("archive")}>
            Archive study
          </Button>
        )}
        {offered.includes("UNARCHIVE") && (
          <Button variant="default" onClick={() => setOpen("unarchive")}>
            Unarchive study
          </Button>
        )}
      </Group>

      <DeactivationDateModal
        opened={open === "activate"}
        title="Activate study"
        intro="Participants will be able to see this study until the deactivation date, when it is deactivated automatically."
        submitLabel="Activate"
        busy={busy}
        onClose={close}
        onSubmit={(deactivationDate) => run({ action: "activate", deactivationDate })}
      />
      <DeactivationDateModal
        opened={open === "edit-deactivation-date"}
        title="Edit deactivation date"
        intro="The study will be deactivated automatically at the start of this day."
        submitLabel="Save"
        initialDate={study.postingDeactivationDate}
        busy={busy}
        onClose={close}
        onSubmit={(deactivationDate) => run({ action: "edit-deactivation-date", deactivationDate })}
      />
      <DeactivateModal
        opened={open === "deactivate"}
        busy={busy}
        onClose={close}
        onSubmit={(enrollmentNumber) => run({ action: "deactivate", enrollmentNumber })}
      />
      <ConfirmModal
        opened={open === "archive"}
        title="Archive study"
        text="The study moves to your archived studies. You keep access to its interested participants."
        confirmLabel="Archive"
        busy={busy}
        onClose={close}
        onConfirm={() => run({ action: "archive" })}
      />
      <ConfirmModal
        opened={open === "unarchive"}
        title="Unarchive study"
        text="The study moves back to your current studies. It stays inactive and participants cannot see it."
        confirmLabel="Unarchive"
        busy={busy}
        onClose={close}
        onConfirm={() => run({ action: "unarchive" })}
      />
      <Modal
        opened={open === "cannot-activate"}
        onClose={close}
        title="You cannot activate this study"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Stack>
          <List>
            {cannotActivateReasons(study).map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button onClick={close}>OK</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
