import { Center, Loader } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { notices } from "../../../../core/rules/notices";
import { showNotice } from "../../../components/notice";
import { paths } from "../../../lib/paths";
import { authDetailsKey } from "../../auth/api/auth-details";
import { acceptImporterInvite } from "../api/study-import";

/**
 * /study-import?accept-invite={token} (spec 001 §2): the token is posted as a bearer header; success
 * replaces history with /study-import?feedback=accepted-invite-study-importer, failure goes to /invite-failed.
 */
export function AcceptImporterInvite() {
  const [search] = useSearchParams();
  const token = search.get("accept-invite") ?? "";
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void acceptImporterInvite(token).then(async (accepted) => {
      if (!accepted) {
        navigate(paths.inviteFailed(), { replace: true });
        return;
      }
      // The new role shows in the header and opens the page's guard.
      await queryClient.invalidateQueries({ queryKey: authDetailsKey });
      navigate(`${paths.studyImport()}?feedback=accepted-invite-study-importer`, { replace: true });
    });
  }, [token, navigate, queryClient]);

  return (
    <Center py="xl">
      <Loader aria-label="Accepting the invitation" />
    </Center>
  );
}

/** Shows the feedback notice a redirect carries, once. */
export function useImportFeedback(): void {
  const [search, setSearch] = useSearchParams();
  const feedback = search.get("feedback");
  useEffect(() => {
    if (feedback !== "accepted-invite-study-importer") return;
    showNotice(notices["accepted-invite-study-importer"]());
    setSearch({}, { replace: true });
  }, [feedback, setSearch]);
}
