/**
 * The words of what every page has around it: the footer, the cookie banner, the loaders' labels. English as the spec
 * writes them (spec 000 §1, spec 001 §4) on the staff's pages; the volunteers' frame gives them in the
 * volunteer's language (issue 25).
 */
export interface FrameTexts {
  /** The app's name, after each page's heading in the browser tab's title. */
  brand: string;
  /** The first stop of the Tab order, past the header to the page. */
  skipToContent: string;
  researcherResources: string;
  privacyPolicy: string;
  cookieSettings: string;
  questions: string;
  partners: string;
  cookieConsent: string;
  cookieUse: string;
  cookiePrivacyPolicy: string;
  decline: string;
  accept: string;
  /** What a screen reader says while a page's code arrives, and while the app waits for an answer. */
  loadingPage: string;
  pleaseWait: string;
}

export const ENGLISH_FRAME_TEXTS: FrameTexts = {
  brand: "Recruit",
  skipToContent: "Skip to main content",
  researcherResources: "Researcher resources",
  privacyPolicy: "Privacy policy",
  cookieSettings: "Cookie settings",
  questions: "Questions? Contact the Clinical Research Institute support team at",
  partners: "Institute and partners",
  cookieConsent: "Cookie consent",
  cookieUse:
    "We use cookies that keep you signed in. With your consent we would also use cookies to learn how the site is used. Read our",
  cookiePrivacyPolicy: "privacy policy",
  decline: "Decline",
  accept: "Accept",
  loadingPage: "Loading the page",
  pleaseWait: "Please wait",
};
