import { Anchor, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Link } from "react-router";
import type { Notice, NoticeKind } from "../../core/rules/notices";
import { paths } from "../lib/paths";

const colors: Record<NoticeKind, string> = {
  success: "green.9",
  info: "blue.9",
  warning: "yellow.9",
  error: "red.9",
};

/** Shows a notice of the catalogue as a toast; a Study Information link is added when the notice has one. */
export function showNotice(
  notice: Notice,
  options: { studyNum?: string; action?: { label: string; onClick: () => void } } = {},
): void {
  const { action } = options;
  notifications.show({
    color: colors[notice.kind],
    withBorder: true,
    closeButtonProps: { "aria-label": "Close notice" },
    message: (
      <Text size="sm" c="dark.9">
        {notice.message}{" "}
        {notice.studyInformationLink && options.studyNum && (
          <Anchor component={Link} to={paths.study.studyInformation(options.studyNum)} c="blue.9">
            Go to Study Information
          </Anchor>
        )}
        {action && (
          <Anchor component="button" type="button" size="sm" c="blue.9" onClick={action.onClick}>
            {action.label}
          </Anchor>
        )}
      </Text>
    ),
  });
}
