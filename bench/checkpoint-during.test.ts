import { describe, expect, it } from "vitest";
import { checkpointInside } from "./checkpoint-during";

const at = (ms: number) => Date.UTC(2026, 11, 7, 12, 0, 0) + ms;
const window = { from: new Date(at(1_000)), to: new Date(at(2_000)) };

describe("a checkpoint during a measured window (issue 27)", () => {
  it("counts the window's samples that found the checkpointer at work, and those in its sync phase", () => {
    const events = [
      "CheckpointWriteDelay", // before the window
      "CheckpointerMain",
      "CheckpointerMain",
      "CheckpointWriteDelay",
      null, // on the CPU, writing
      "DataFileWrite",
      "DataFileSync",
      "DataFileSync",
      "CheckpointerMain",
      "CheckpointerMain",
      "CheckpointerMain",
      "CheckpointerMain",
      "DataFileSync", // after the window
    ];
    const samples = events.map((waitEvent, index) => ({ at: at(900 + index * 100), waitEvent }));

    expect(checkpointInside(samples, window)).toEqual({ seconds: 0.5, syncSeconds: 0.2 });
  });

  it("finds none when the checkpointer waited between checkpoints all along", () => {
    const samples = [1_000, 1_500, 2_000].map((ms) => ({ at: at(ms), waitEvent: "CheckpointerMain" }));

    expect(checkpointInside(samples, window)).toEqual({ seconds: 0, syncSeconds: 0 });
  });
});
