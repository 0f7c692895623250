import { sql } from "drizzle-orm";
import type { Db } from "../server/db/connect";

/**
 * Generates `count` volunteers with profiles in SQL (seeded, so every run sees the same people):
 * answers missing at realistic rates, conditions skewed towards common ones, a few hidden or
 * inactive accounts. Inserted in batches of 100,000 to keep each statement's memory small.
 */
export async function generateVolunteers(db: Db, count: number, seed = 0.42): Promise<void> {
  const batch = 100_000;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(${seed})`);
    for (let from = 1; from <= count; from += batch) {
      const to = Math.min(count, from + batch - 1);
      await tx.execute(sql`
        with created as (
          insert into users (type, email, username, first_name, last_name, enabled)
          select 'VOLUNTEER', 'volunteer' || g || '@bench.example.org', 'volunteer' || g || '@bench.example.org',
            'Vol' || g, 'Unteer' || (g % 997), random() > 0.02
          from generate_series(${from}::int, ${to}::int) g
          returning id
        )
        insert into volunteer_profiles (user_id, date_of_birth, gender_id, race_ids, height, weight,
          current_condition_ids, past_condition_ids, willing_to_change_meds, willing_take_exp_drugs,
          has_metal_implants, smoking_status_id, parent_or_guardian_of_a_child, english_fluency_id,
          estimated_due_date, visible_to_study_teams, city, state, zip_code)
        select id,
          case when random() < 0.08 then null else date '1935-01-01' + floor(random() * 26500)::int end,
          case when random() < 0.05 then null else 262000 + floor(random() * 2.04)::int end,
          case when random() < 0.10 then null else array[263000 + floor(random() * 6)::int] end,
          case when random() < 0.07 then null else round((58 + random() * 20)::numeric, 1) end,
          case when random() < 0.07 then null else round((100 + random() * 180)::numeric, 1) end,
          case when random() < 0.08 then null else array_remove(array[
            case when random() < 0.35 then (array[272014, 272067, 272042, 272045, 272089, 272030])[1 + floor(random() * 6)::int] end,
            case when random() < 0.20 then 272000 + floor(random() * 118)::int end,
            case when random() < 0.10 then 272000 + floor(random() * 118)::int end], null) end,
          case when random() < 0.15 then null else array_remove(array[
            case when random() < 0.25 then 272000 + floor(random() * 118)::int end], null) end,
          case when random() < 0.10 then null else random() < 0.5 end,
          case when random() < 0.10 then null else random() < 0.4 end,
          case when random() < 0.10 then null else random() < 0.1 end,
          case when random() < 0.08 then null else 264000 + floor(random() * 5)::int end,
          case when random() < 0.10 then null else random() < 0.3 end,
          case when random() < 0.05 then null else 266000 + (random() < 0.1)::int end,
          case when random() < 0.01 then current_date + 120 end,
          case when random() < 0.05 then 'INTERESTED_STUDY_TEAMS_ONLY' else 'ALL_STUDY_TEAMS' end,
          'Ann Arbor', 'MI', '48109'
        from created`);
    }
  });
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze volunteer_profiles`);
}
