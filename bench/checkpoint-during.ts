import pg from "pg";

/** What PostgreSQL's checkpointer was waiting on at one instant (pg_stat_activity's `wait_event`). */
export interface CheckpointerSample {
  at: number;
  waitEvent: string | null;
}

/** The seconds of a window the checkpointer spent in a checkpoint, and in its sync phase. */
export interface CheckpointDuring {
  seconds: number;
  syncSeconds: number;
}

const SAMPLE_MS = 100;
/** The checkpointer's wait between checkpoints; any other state is a checkpoint under way. */
const IDLE = "CheckpointerMain";
/** The phase that flushes the data files: the WAL's own flushes queue behind it on the same disk. */
const SYNCING = new Set(["DataFileSync", "DataFileImmediateSync", "DataFileFlush"]);

/**
 * Samples the checkpointer every 100 ms on a connection of its own until stopped (issue 27). A checkpoint
 * that PostgreSQL spreads over minutes shows in no counter until it ends, and the benchmarks' bulk writes
 * (a seed, three bulk messages of 10,000) can leave one running when the open-loop windows begin; every
 * request that waits for a commit would then wait behind its writes and flushes. Ten queries a second on one
 * connection cost the measured app nothing it would notice.
 */
export async function startCheckpointerSampler(
  databaseUrl: string,
): Promise<() => Promise<CheckpointerSample[]>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const samples: CheckpointerSample[] = [];
  let stopped = false;
  const sampling = (async () => {
    while (!stopped) {
      const result = await client.query<{ wait_event: string | null }>(
        "select wait_event from pg_stat_activity where backend_type = 'checkpointer'",
      );
      samples.push({ at: Date.now(), waitEvent: result.rows[0]?.wait_event ?? IDLE });
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  return async () => {
    stopped = true;
    await sampling;
    await client.end();
    return samples;
  };
}

/** The seconds of the window in which the samples found a checkpoint under way, and in its sync phase. */
export function checkpointInside(
  samples: readonly CheckpointerSample[],
  window: { from: Date; to: Date },
): CheckpointDuring {
  const inside = samples.filter(
    (sample) => sample.at >= window.from.getTime() && sample.at <= window.to.getTime(),
  );
  const seconds = (count: number) => Math.round((count * SAMPLE_MS) / 100) / 10;
  return {
    seconds: seconds(inside.filter((sample) => sample.waitEvent !== IDLE).length),
    syncSeconds: seconds(inside.filter((sample) => SYNCING.has(sample.waitEvent ?? "")).length),
  };
}
