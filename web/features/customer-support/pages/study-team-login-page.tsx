import { Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { SUPPORT_TEXTS } from "../../../../core/rules/customer-support";
import { readBasePath } from "../../../lib/base-path";
import { paths } from "../../../lib/paths";
import { startImpersonation, useStudyNumbers, useSupportTeam } from "../api/customer-support";

/**
 * /customer-support/help-study-teams: pick a study by its number, then a member of its team, and continue
 * as that member. The whole app reloads so that every cached answer belongs to the member.
 */
export function StudyTeamLoginPage() {
  const studies = useStudyNumbers();
  const [studyId, setStudyId] = useState<number | null>(null);
  const [memberId, setMemberId] = useState<number | null>(null);
  const team = useSupportTeam(studyId);
  const [busy, setBusy] = useState(false);

  async function continueAs() {
    if (studyId === null || memberId === null) return;
    setBusy(true);
    try {
      await startImpersonation(studyId, memberId);
      window.location.assign(`${readBasePath()}${paths.studies.current()}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack maw={560}>
      <Title order={1}>{SUPPORT_TEXTS.loginAsTitle}</Title>
      <Select
        label={SUPPORT_TEXTS.studyNumberLabel}
        placeholder="Type to search"
        searchable
        data={(studies.data ?? []).map((study) => ({
          value: String(study.id),
          label: study.title ? `${study.studyNum}: ${study.title}` : study.studyNum,
        }))}
        value={studyId === null ? null : String(studyId)}
        onChange={(value) => {
          setStudyId(value ? Number(value) : null);
          setMemberId(null);
        }}
        nothingFoundMessage="No study has this number"
      />
      {studyId !== null && (
        <Select
          label={SUPPORT_TEXTS.teamMemberLabel}
          data={(team.data ?? []).map((member) => ({
            value: String(member.userId),
            label: `${member.fullName} (${member.email})${member.role === "PRINCIPAL_INVESTIGATOR" ? ", PI" : ""}`,
            disabled: !member.canImpersonate,
          }))}
          value={memberId === null ? null : String(memberId)}
          onChange={(value) => setMemberId(value ? Number(value) : null)}
        />
      )}
      <Text size="sm" c="gray.8">
        You act with the member's rights for at most an hour; everything you do is recorded with your name and
        theirs. Administrators and customer support cannot be chosen.
      </Text>
      <Group>
        <Button onClick={continueAs} disabled={memberId === null} loading={busy}>
          {SUPPORT_TEXTS.continueAs}
        </Button>
      </Group>
    </Stack>
  );
}
