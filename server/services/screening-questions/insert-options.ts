import { sql } from "drizzle-orm";
import type { Tx } from "../../db/connect";

/** Inserts new choices of a question at the given positions (their order in the editor, from 1). */
export async function insertOptions(
  tx: Tx,
  questionId: number,
  options: readonly { text: string }[],
  positions: readonly number[] = options.map((_, index) => index + 1),
): Promise<void> {
  if (options.length === 0) return;
  // One JSON parameter, whatever the number of choices.
  const rows = JSON.stringify(
    options.map((option, index) => ({ position: positions[index], text: option.text })),
  );
  await tx.execute(sql`insert into screening_question_options (question_id, order_num, text)
    select ${questionId}, (o->>'position')::int, o->>'text' from jsonb_array_elements(${rows}::jsonb) o`);
}
