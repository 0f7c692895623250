import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { VOLUNTEER_PAGES } from "../../../../core/rules/volunteer-app";
import { PrivacyPolicy } from "../../../components/privacy-policy";
import { useTranslation } from "../../../lib/i18n";

/**
 * /volunteer/privacy: the privacy policy in the volunteer's language and frame, where their footer and
 * cookie banner lead (the staff's /privacy is in English only), with the way to see who read their data.
 */
export function VolunteerPrivacyPage() {
  const { t } = useTranslation();
  return (
    <PrivacyPolicy
      texts={{
        title: t("privacy.title"),
        intro: t("privacy.intro"),
        cookiesTitle: t("privacy.cookiesTitle"),
        cookies: t("privacy.cookies"),
        informationTitle: t("privacy.informationTitle"),
        information: t("privacy.information"),
      }}
    >
      <Text>
        {t("privacy.whoViewed")}{" "}
        <Anchor component={Link} to={VOLUNTEER_PAGES.whoViewedMyData}>
          {t("privacy.whoViewedLink")}
        </Anchor>
      </Text>
    </PrivacyPolicy>
  );
}
