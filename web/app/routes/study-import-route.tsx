import { useSearchParams } from "react-router";
import {
  AcceptImporterInvite,
  useImportFeedback,
} from "../../features/study-import/components/accept-importer-invite";
import { StudyImportPage } from "../../features/study-import/pages/study-import-page";
import { RequireAuth } from "../guards/require-auth";

function StudyImportWithFeedback() {
  useImportFeedback();
  return <StudyImportPage />;
}

/**
 * /study-import: with accept-invite, any signed-in staff member may accept; without it the page needs
 * ADMIN or STUDY_IMPORTER (spec 001 §6).
 */
export function StudyImportRoute() {
  const [search] = useSearchParams();
  if (search.has("accept-invite")) {
    return (
      <RequireAuth roles={[]}>
        <AcceptImporterInvite />
      </RequireAuth>
    );
  }
  return (
    <RequireAuth roles={["ADMIN", "STUDY_IMPORTER"]}>
      <StudyImportWithFeedback />
    </RequireAuth>
  );
}
