import { ENGLISH_PRIVACY_TEXTS, PrivacyPolicy } from "../../../components/privacy-policy";

/** /privacy, in the staff's frame (spec 000 §1); volunteers read theirs at /volunteer/privacy. */
export function PrivacyPage() {
  return <PrivacyPolicy texts={ENGLISH_PRIVACY_TEXTS} />;
}
