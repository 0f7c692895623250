import { Tooltip } from "@mantine/core";
import type { ReactNode } from "react";
import { FORM_MESSAGES } from "../../../../core/rules/form-messages";

export const LANGUAGE_LOCKED_TOOLTIP = FORM_MESSAGES.languageLocked;

/**
 * A field that only the default language may change (spec 001 §4): disabled with the tooltip text,
 * which is also the field's description so that keyboard and screen-reader users get it.
 */
export function LanguageLock({ locked, children }: { locked: boolean; children: ReactNode }) {
  if (!locked) return <>{children}</>;
  return (
    <Tooltip label={LANGUAGE_LOCKED_TOOLTIP} position="top-start" withinPortal>
      <div>{children}</div>
    </Tooltip>
  );
}
