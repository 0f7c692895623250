import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import type { PublicStudySummary } from "../../../../core/contracts/public-studies";
import { publicStudyPath } from "../../../../core/rules/study-link";
import { htmlLang } from "../../../lib/html-lang";

/**
 * A study's title, a link to its page, over its purpose, each marked with the language it is in (a card of
 * the search, of "Studies for you").
 */
export function StudyHeadline({
  study,
}: {
  study: Pick<PublicStudySummary, "studyNum" | "title" | "purpose" | "textLanguages">;
}) {
  return (
    <>
      <Anchor
        component={Link}
        to={publicStudyPath(study.studyNum)}
        fw={600}
        c="blue.9"
        lang={htmlLang(study.textLanguages.title)}
      >
        {study.title}
      </Anchor>
      <Text size="sm" lang={htmlLang(study.textLanguages.purpose)}>
        {study.purpose}
      </Text>
    </>
  );
}
