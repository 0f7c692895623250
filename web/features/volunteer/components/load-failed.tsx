import { Button, Stack, Text } from "@mantine/core";
import { useTranslation } from "../../../lib/i18n";

/**
 * In place of a page whose read could not reach the server (the volunteer's phone lost its network): what
 * happened, and a way to read it again, instead of a page that is not found or loads for ever.
 */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("first-pages");
  return (
    <Stack align="flex-start" py="xl">
      <Text>{t("frame.loadFailed")}</Text>
      <Button onClick={onRetry}>{t("frame.tryAgain")}</Button>
    </Stack>
  );
}
