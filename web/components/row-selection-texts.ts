/** The words of a list's row selection, the same in every list a team selects volunteers from. */
export const SELECT_ALL_ON_PAGE = "Select all on this page";
