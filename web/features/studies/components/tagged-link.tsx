import { Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { isSourceTag, SOURCE_TAG_MAX_LENGTH, taggedStudyLink } from "../../../../core/rules/source-tags";
import { StudyLinkCopy } from "./study-link-copy";

/**
 * A study link carrying a `src` tag (issue 29), for one flyer, newsletter or post: volunteers who come by
 * it are counted under the tag on the Insights page and shown with it in the interested lists.
 */
export function TaggedLink({ studyLink }: { studyLink: string }) {
  const [tag, setTag] = useState("");
  const text = tag.trim();
  const valid = text !== "" && isSourceTag(text);
  return (
    <Stack gap="xs">
      <TextInput
        label="Tag for a flyer, newsletter or post"
        description="Letters, digits, dots, hyphens and underscores, e.g. flyer-2026"
        value={tag}
        maxLength={SOURCE_TAG_MAX_LENGTH}
        onChange={(event) => setTag(event.currentTarget.value)}
        error={text !== "" && !valid ? "Use letters, digits, dots, hyphens and underscores only" : undefined}
      />
      {valid && (
        <StudyLinkCopy
          link={taggedStudyLink(studyLink, text)}
          label="Tagged link"
          copyText="Copy tagged link"
        />
      )}
    </Stack>
  );
}
