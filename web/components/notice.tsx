import { Anchor, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import type { Notice, NoticeKind } from "../../core/rules/notice";
import { isVolunteerSide } from "../../core/rules/volunteer-app";
import { currentAppPath } from "../lib/api";
import { i18n } from "../lib/i18n";
import { paths } from "../lib/paths";

const colors: Record<NoticeKind, string> = {
  success: "green.9",
  info: "blue.9",
  warning: "yellow.9",
  error: "red.9",
};

/** On a volunteer's page a notice speaks the volunteer's language (its frame's words are always loaded). */
export function onVolunteerSide(): boolean {
  return isVolunteerSide(currentAppPath());
}

/** Shows a notice of the catalogue as a toast; a Study Information link is added when the notice has one. */
export function showNotice(
  notice: Notice,
  options: {
    studyNum?: string;
    action?: { label: string; onClick: () => void };
    /** One notice of this id shows at a time: showing it again while it shows changes nothing. */
    id?: string;
  } = {},
): void {
  const { action } = options;
  notifications.show({
    id: options.id,
    color: colors[notice.kind],
    withBorder: true,
    closeButtonProps: { "aria-label": onVolunteerSide() ? i18n._("frame.closeNotice") : "Close notice" },
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

/** Takes away the notice of this id, if it shows: one that a later success has made untrue. */
export function hideNotice(id: string): void {
  notifications.hide(id);
}

/**
 * Ids for notices that belong to the calling view (an action of theirs acts on it), taken away when the view
 * goes. Each id is new, so a second such notice shows beside the first instead of being taken for it.
 */
export function useNoticesOfView(name: string): { next: () => string } {
  const view = useId();
  const shown = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const id of shown.current) hideNotice(id);
    },
    [],
  );
  return {
    next: () => {
      const id = `${name}-${view}-${shown.current.length}`;
      shown.current.push(id);
      return id;
    },
  };
}
