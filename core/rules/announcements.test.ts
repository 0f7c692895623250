import { describe, expect, it } from "vitest";
import { announcementTiming, earliestAnnouncementStart } from "./announcements";

const at = (iso: string) => new Date(iso).getTime();

describe("the earliest start of an announcement", () => {
  it("is the nearest 30-minute slot after one hour from now", () => {
    expect(earliestAnnouncementStart(at("2026-11-24T10:10:00Z"))).toBe(at("2026-11-24T11:30:00Z"));
    expect(earliestAnnouncementStart(at("2026-11-24T10:29:59Z"))).toBe(at("2026-11-24T11:30:00Z"));
    expect(earliestAnnouncementStart(at("2026-11-24T10:30:01Z"))).toBe(at("2026-11-24T12:00:00Z"));
  });

  it("is one hour from now when that falls on a slot", () => {
    expect(earliestAnnouncementStart(at("2026-11-24T10:00:00Z"))).toBe(at("2026-11-24T11:00:00Z"));
    expect(earliestAnnouncementStart(at("2026-11-24T10:00:00.001Z"))).toBe(at("2026-11-24T11:30:00Z"));
    expect(earliestAnnouncementStart(at("2026-11-24T23:45:00Z"))).toBe(at("2026-11-25T01:00:00Z"));
  });
});

describe("an announcement's timing", () => {
  const announcement = { startTime: 100, endTime: 200 };
  it("is scheduled before its start, current from its start and ended from its end", () => {
    expect(announcementTiming(announcement, 99)).toBe("scheduled");
    expect(announcementTiming(announcement, 100)).toBe("current");
    expect(announcementTiming(announcement, 199)).toBe("current");
    expect(announcementTiming(announcement, 200)).toBe("ended");
  });
});
