import { Center, Loader } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { notices } from "../../../../core/rules/notices";
import { showNotice } from "../../../components/notice";
import { paths } from "../../../lib/paths";
import { studyKeys } from "../../studies/api/studies";
import { acceptTeamInvite } from "../api/study-team";

/**
 * /studies/{studyNum}?accept-invite={token} (spec 001 §2): the token is posted first, so that the study
 * opens to its new member; a member already is warned, an unknown study number goes to the 404 page,
 * any other failure goes to /invite-failed.
 */
export function AcceptInvite(props: { children: ReactNode }) {
  const [search, setSearch] = useSearchParams();
  const { studyNum = "" } = useParams();
  const token = search.get("accept-invite");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(token === null);
  const started = useRef(false);

  useEffect(() => {
    if (token === null || started.current) return;
    started.current = true;
    void acceptTeamInvite(token, studyNum).then(async (outcome) => {
      if (outcome === "unknown-study") {
        navigate(paths.notFound(), { replace: true });
        return;
      }
      if (outcome === "failed") {
        navigate(paths.inviteFailed(), { replace: true });
        return;
      }
      showNotice(
        outcome === "joined"
          ? notices["accepted-invite-study-team-member"]()
          : notices["accepted-invite-existing-study-team-member"](),
      );
      await queryClient.invalidateQueries({ queryKey: studyKeys.all });
      setSearch({}, { replace: true });
      setDone(true);
    });
  }, [token, studyNum, navigate, queryClient, setSearch]);

  if (!done) {
    return (
      <Center py="xl">
        <Loader aria-label="Accepting the invitation" />
      </Center>
    );
  }
  return props.children;
}
