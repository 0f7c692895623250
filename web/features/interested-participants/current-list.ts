import { type InterestedList, STATUS_OF_INTERESTED_LIST } from "../../../core/rules/interested-lists";
import type { InterestedFilter } from "./api/interested-participants";

/** The list a page shows, or a profile was opened from: one of the five, or a label's. */
export type CurrentList = { list: InterestedList } | { labelId: number };

/** What the server filters the list by. */
export function filterOf(current: CurrentList): InterestedFilter {
  return "list" in current ? { status: STATUS_OF_INTERESTED_LIST[current.list] ?? undefined } : current;
}

/** The list's name for remembering where 'Back to participants' goes. */
export function listKeyOf(current: CurrentList): string {
  return "list" in current ? current.list : `label-${current.labelId}`;
}

/** Reads the list from route values: a list name, or a label id; null when neither is valid. */
export function currentListOf(values: { list?: string; labelId?: string }): CurrentList | null {
  if (values.labelId !== undefined) {
    const id = Number(values.labelId);
    return Number.isSafeInteger(id) && id > 0 ? { labelId: id } : null;
  }
  const list = values.list ?? "";
  return list in STATUS_OF_INTERESTED_LIST ? { list: list as InterestedList } : null;
}
