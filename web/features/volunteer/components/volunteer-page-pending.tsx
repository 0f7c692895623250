import { PagePending } from "../../../components/page-pending";
import { useTranslation } from "../../../lib/i18n";

/** PagePending in the volunteer's language (the frame's words, which every volunteer page has loaded). */
export function VolunteerPagePending({ label }: { label: string }) {
  const { t } = useTranslation("first-pages");
  return <PagePending label={label} texts={{ message: t("frame.loadFailed"), retry: t("frame.tryAgain") }} />;
}
