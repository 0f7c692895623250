import { describe, expect, it } from "vitest";
import { describeBackground, describeJobs, runsInside } from "./background-during";

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 29, 12, 0, seconds));
const window = { from: at(10), to: at(25) };

describe("the app's job runs during a measured window (issue 27)", () => {
  it("counts each run for the part of it inside the window, one still running to the window's end", () => {
    const runs = [
      { job: "SEND_OUTBOX_MAIL", startedAt: at(2), finishedAt: at(5) },
      { job: "SEND_NOTIFICATION_DIGESTS", startedAt: at(9), finishedAt: at(11) },
      { job: "SEND_OUTBOX_MAIL", startedAt: at(15), finishedAt: new Date(at(15).getTime() + 250) },
      { job: "MATCH_STUDY", startedAt: at(24), finishedAt: null },
      { job: "PURGE_EXPIRED_SESSIONS", startedAt: at(25), finishedAt: at(26) },
    ];

    expect(runsInside(runs, window)).toEqual([
      { job: "SEND_NOTIFICATION_DIGESTS", seconds: 1 },
      { job: "SEND_OUTBOX_MAIL", seconds: 0.25 },
      { job: "MATCH_STUDY", seconds: 1 },
    ]);
  });

  it("prints none, or each run with its seconds", () => {
    expect(describeJobs([])).toBe("none");
    expect(describeJobs([{ job: "SEND_OUTBOX_MAIL", seconds: 0.25 }])).toBe("SEND_OUTBOX_MAIL 0.25 s");
    const noCheckpoint = { seconds: 0, syncSeconds: 0 };
    expect(
      describeBackground({ jobs: [], autovacuum: ["access_audits vacuum"], checkpoint: noCheckpoint }),
    ).toBe("jobs none; autovacuum access_audits vacuum; checkpoint none");
    expect(
      describeBackground({ jobs: [], autovacuum: [], checkpoint: { seconds: 4.2, syncSeconds: 0.3 } }),
    ).toBe("jobs none; autovacuum none; checkpoint 4.2 s (syncing 0.3 s)");
  });
});
