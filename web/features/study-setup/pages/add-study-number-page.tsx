import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { EMPTY_STUDY_INFORMATION } from "../../../../core/contracts/study-information";
import { initialGroups } from "../../../../core/eligibility/criteria-form";
import { FORM_MESSAGES } from "../../../../core/rules/form-messages";
import { BOOLEAN_FALSE_ID } from "../../../../core/rules/lookup-ids";
import {
  INVALID_STUDY_NUMBER_CONTACT,
  INVALID_STUDY_NUMBER_MESSAGE,
} from "../../../../core/rules/study-number-messages";
import { paths } from "../../../lib/paths";
import { SUPPORT_EMAIL } from "../../../lib/support-contact";
import { lookUpStudyNumber, type NumberLookup } from "../api/add-study";
import { useAddStudy } from "./add-study-flow";

const NUMBER_LABEL = "IRB/eProst Study Number";

function LookupMessage({ lookup }: { lookup: Exclude<NumberLookup, { outcome: "available" }> }) {
  if (lookup.outcome === "exists") {
    return (
      <Alert color="red.9" variant="light" role="alert">
        This study already exists in the product. If you want to be added to this study, please contact{" "}
        {lookup.piFullName} (PI). If you entered this number in error, please try again.
      </Alert>
    );
  }
  return (
    <Alert color="red.9" variant="light" role="alert">
      {INVALID_STUDY_NUMBER_MESSAGE} {INVALID_STUDY_NUMBER_CONTACT}{" "}
      <Anchor href={`mailto:${SUPPORT_EMAIL}`} c="blue.9">
        {SUPPORT_EMAIL}
      </Anchor>
      .
    </Alert>
  );
}

/** /add-study: the study number and the certification (spec 001 §2, §4). */
export function AddStudyNumberPage() {
  const { state, update } = useAddStudy();
  const navigate = useNavigate();
  const [number, setNumber] = useState(state.studyNum);
  const [certified, setCertified] = useState(state.record !== null);
  const [error, setError] = useState<string | null>(null);
  const [lookup, setLookup] = useState<NumberLookup | null>(null);
  const [busy, setBusy] = useState(false);

  const next = async (event: React.FormEvent) => {
    event.preventDefault();
    const studyNum = number.trim().toUpperCase();
    setLookup(null);
    if (studyNum === "") {
      setError(FORM_MESSAGES.required(NUMBER_LABEL));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await lookUpStudyNumber(studyNum);
      if (result.outcome !== "available") {
        setLookup(result);
        return;
      }
      const sameStudy = state.studyNum === studyNum;
      update({
        studyNum,
        record: result.record,
        information:
          sameStudy && state.information
            ? state.information
            : { ...EMPTY_STUDY_INFORMATION, offersCompensation: BOOLEAN_FALSE_ID },
        draft: sameStudy && state.draft ? state.draft : { participantTypeIds: [], groups: initialGroups() },
      });
      navigate(paths.addStudy.information());
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={next} noValidate>
      <Stack gap="lg" maw={640}>
        <Title order={1}>Add a Study</Title>
        <Text>
          Enter the study's IRB number from eProst. We use it to fill in the principal investigator.
        </Text>
        <TextInput
          label={NUMBER_LABEL}
          withAsterisk
          value={number}
          onChange={(event) => setNumber(event.currentTarget.value)}
          error={error}
          autoComplete="off"
        />
        {lookup && lookup.outcome !== "available" && <LookupMessage lookup={lookup} />}
        <Checkbox
          checked={certified}
          onChange={(event) => setCertified(event.currentTarget.checked)}
          label={
            <>
              I certify that I am a member of this study's team and that I will use Recruit as the{" "}
              <Anchor component={Link} to={paths.userAgreement()} target="_blank" rel="noopener" c="blue.9">
                user agreement
              </Anchor>{" "}
              describes.
            </>
          }
        />
        <Group>
          <Button type="submit" disabled={!certified} loading={busy}>
            Next
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
