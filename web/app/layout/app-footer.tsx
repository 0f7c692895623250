import { Anchor, Box, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../lib/paths";
import { SUPPORT_EMAIL } from "../../lib/support-contact";
import { openCookieSettings } from "./cookie-consent";
import type { FrameTexts } from "./frame-texts";

/** Footer of spec 000 §1: researcher resources, privacy and cookie settings, support contact, logos. */
export function AppFooter({ texts, privacyPath }: { texts: FrameTexts; privacyPath: string }) {
  return (
    <Box component="footer" px="md" py="lg" mt="xl" bg="gray.1">
      <Stack gap="sm">
        <Group gap="lg">
          <Anchor href={paths.researcherResources()} target="_blank" rel="noreferrer" c="blue.9">
            {texts.researcherResources}
          </Anchor>
          <Anchor component={Link} to={privacyPath} c="blue.9">
            {texts.privacyPolicy}
          </Anchor>
          <Anchor component="button" type="button" onClick={openCookieSettings} c="blue.9">
            {texts.cookieSettings}
          </Anchor>
        </Group>
        <Text size="sm">
          {texts.questions}{" "}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} c="blue.9">
            {SUPPORT_EMAIL}
          </Anchor>
          .
        </Text>
        <Group gap="xl" aria-label={texts.partners}>
          <Text fw={700} c="gray.8">
            Clinical Research Institute
          </Text>
          <Text fw={700} c="gray.8">
            University Medical Center
          </Text>
          <Text fw={700} c="gray.8">
            Community Health Partners
          </Text>
        </Group>
      </Stack>
    </Box>
  );
}
