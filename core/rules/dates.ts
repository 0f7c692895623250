/** Display and input formats (spec 000 §9), as dayjs format strings. */
export const DATE_FORMAT = "MM/DD/YYYY";
export const SHORT_DATE_FORMAT = "MM-DD-YY";
export const DATE_TIME_FORMAT = "DD-MMM-YYYY hh:mm:ss A";
/** What date inputs hold: the calendar day, without time or zone. */
export const DAY_VALUE_FORMAT = "YYYY-MM-DD";
