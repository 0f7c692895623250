import { describe, expect, it } from "vitest";
import { studyNotificationVersion } from "./read-study-notifications";

const choice = {
  frequency: "DAILY",
  recipientEmails: ["team@example.edu"],
  recipientStudyTeamMembers: [3, 7],
};

describe("a notification choice's version", () => {
  it("is the same for the same frequency and receivers, whatever the order of the names", () => {
    const reordered = {
      recipientStudyTeamMembers: [3, 7],
      recipientEmails: ["team@example.edu"],
      frequency: "DAILY",
    };
    expect(studyNotificationVersion(choice)).toMatch(/^[0-9a-f]{16}$/);
    expect(studyNotificationVersion(reordered)).toBe(studyNotificationVersion(choice));
  });

  it("changes with the frequency, a receiver or the specific e-mail", () => {
    const version = studyNotificationVersion(choice);
    for (const changed of [
      Object.assign({}, choice, { frequency: "WEEKLY" }),
      Object.assign({}, choice, { recipientStudyTeamMembers: [3] }),
      Object.assign({}, choice, { recipientEmails: [] }),
    ]) {
      expect(studyNotificationVersion(changed), JSON.stringify(changed)).not.toBe(version);
    }
  });
});
