import dayjs from "dayjs";
import { DATE_FORMAT } from "../../core/rules/dates";

/** MM/DD/YYYY in the user's time zone. */
export function formatDate(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? "" : dayjs(ms).format(DATE_FORMAT);
}

/** A PI as 'last, first middle' (spec 000 §2.3). */
export function formatPiName(last: string | null, first: string | null, middle: string | null): string {
  const given = [first, middle].filter(Boolean).join(" ");
  return [last, given].filter(Boolean).join(", ");
}

/** Who added something, as 'first last', or 'N/A' for an account that is gone. */
export function formatCreator(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(" ") || "N/A";
}
