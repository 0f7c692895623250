import { Button, Menu } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { InterestedParticipantSummary } from "../../../../core/contracts/interested-participants";
import {
  INTERESTED_STATUS_NAMES,
  INTERESTED_STATUSES,
  type InterestedStatus,
} from "../../../../core/rules/interested-lists";
import { notices } from "../../../../core/rules/notices";
import { showNotice } from "../../../components/notice";
import { studyKeys } from "../../studies/api/studies";
import { volunteerProfileKey } from "../../volunteer-profiles/api/volunteer-profile";
import { interestedKeys, type MoveRequest, moveInterestedParticipants } from "../api/interested-participants";

/**
 * 'Move to' for one interested participant (spec 000 §2.8, §2.11, §4.4): the participant's own status is
 * offered disabled; the move is conditional on the list it is made from (`from`, the participant's status
 * unless a label list is open), and the study's lists and counts are read again after it.
 */
export function MoveToMenu(props: {
  participant: InterestedParticipantSummary;
  from?: MoveRequest["from"];
  disabled?: boolean;
}) {
  const { participant } = props;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const firstTarget = INTERESTED_STATUSES.find((status) => status !== participant.status);

  async function move(to: InterestedStatus) {
    setBusy(true);
    try {
      const from = props.from ?? { status: participant.status };
      const moved = await moveInterestedParticipants(participant.studyId, [{ id: participant.id, from }], to);
      showNotice(notices["interested-move"](INTERESTED_STATUS_NAMES[to], moved, 1));
    } finally {
      setBusy(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: interestedKeys.study(participant.studyId) }),
        queryClient.invalidateQueries({ queryKey: studyKeys.all }),
        queryClient.invalidateQueries({
          queryKey: volunteerProfileKey(participant.studyId, participant.userId),
        }),
      ]);
    }
  }

  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button disabled={busy || props.disabled}>Move to</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {INTERESTED_STATUSES.map((status) => (
          <Menu.Item
            key={status}
            disabled={status === participant.status}
            data-autofocus={status === firstTarget || undefined}
            onClick={() => move(status)}
          >
            {INTERESTED_STATUS_NAMES[status]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
