/** The add-study number lookup's messages (spec 001 §8); the support contact or PI name follows each. */
export const INVALID_STUDY_NUMBER_MESSAGE =
  "This IRB number is invalid in eProst. Please enter a valid IRB number to continue.";
export const INVALID_STUDY_NUMBER_CONTACT = "If you have questions please contact";
