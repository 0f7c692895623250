/** The admin jobs pages' texts (spec 001 §2, §4, §8); where the spec quotes none, ours. */
export const JOB_TEXTS = {
  title: "Jobs",
  runNow: "Run now",
  running: "Running",
  healthy: "Normal",
  schedule: "Schedule (Quartz cron)",
  preview: "Preview",
  nextTimes: "Next execution times",
  save: "Save schedule",
  confirmSave: (expression: string) => `The job will run on the schedule ${expression}. Save it?`,
  mostRecent: "Most recent execution",
  never: "Never",
  executeError: (value: string) => `Error: ${value}`,
  cronHelp:
    "Seven fields: second minute hour day-of-month month day-of-week year. '?' means no specific value; L, W and # are supported, as are ranges, steps and names (MON, JAN).",
  started: "The job was started",
  rescheduled: "The schedule was saved",
  back: "Back to Jobs",
} as const;

/** How many next execution times the list and the preview show. */
export const NEXT_EXECUTION_TIMES = 5;

/** The state badge's colours, white text on each (at least 4.5:1, checked by a unit test). */
export const JOB_STATE_COLORS = { running: "#174ea6", healthy: "#1b5e20", error: "#a50e0e" } as const;
