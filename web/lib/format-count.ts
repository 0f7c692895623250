/**
 * A count as the reader's language writes it (Intl). Intl's number format costs some 40 ms of a phone's
 * main thread the first time a page makes one (its locale data: measured 42 ms here unthrottled, four
 * times that on Lighthouse's phone), and the landing page's only number is its count of studies: under
 * 1,000 every language of the volunteers' pages writes it as its plain digits (format-count.test.ts checks
 * each one), so only larger counts go through Intl (issue 25).
 */
export function formatCount(count: number, language: string): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count);
  return new Intl.NumberFormat(language).format(count);
}
