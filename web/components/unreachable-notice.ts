import { UNREACHABLE_NOTICE } from "../../core/rules/unreachable-texts";
import { i18n } from "../lib/i18n";
import { onVolunteerSide, showNotice } from "./notice";

/** That a call the user made could not reach the server, once however many failed together. */
export function showUnreachableNotice(): void {
  const message = onVolunteerSide() ? i18n._("frame.unreachable") : UNREACHABLE_NOTICE.message;
  showNotice({ kind: UNREACHABLE_NOTICE.kind, message }, { id: "server-unreachable" });
}
