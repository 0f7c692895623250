/** A content language code (EN, ES: core/contracts/public-studies.ts TextLanguage) as an HTML `lang`. */
export function htmlLang(language: string): string {
  return language.toLowerCase();
}
