import { sql } from "drizzle-orm";
import type { SavedCriterion, SavedExpression } from "../core/contracts/eligibility-criteria";
import { BOOLEAN_FALSE_ID, GENDER_IDS } from "../core/rules/lookup-ids";
import { STUDY_PROPERTY_IDS } from "../core/rules/study-properties";
import type { Db } from "../server/db/connect";
import { studies, studyPropertyValues } from "../server/db/schema/index";
import { SeededRandom } from "../server/db/seed/demo/random";
import { refreshMatchingCriteria } from "../server/services/matching/load-study-criteria";
import { replaceCriteria } from "../server/services/study-setup/write-criteria";

export const CONDITIONS = {
  asthma: 272014,
  copd: 272030,
  depression: 272042,
  diabetes1: 272044,
  diabetes2: 272045,
};
const SMOKES_DAILY = 264003;
const SMOKES_SOMETIMES = 264002;
const ADULTS = 265000;
const WITH_CONDITIONS = 265003;

const e = (
  variable: SavedExpression["variable"],
  operator: SavedExpression["operator"],
  savedValue: string | null,
  ids: number[] = [],
): SavedExpression => ({
  id: 0,
  variable,
  operator,
  savedValue,
  lookupValueIds: ids,
});

/**
 * The typical group: an age range, gender, a BMI range, one condition included, two excluded,
 * and smoking status.
 */
export function typicalGroup(
  name: string,
  ages: [number, number],
  genders: number[],
  bmi: [number, number],
  include: number,
  exclude: [number, number],
): SavedCriterion {
  return {
    id: 0,
    name,
    clauses: [
      {
        clauseConnector: "AND",
        expressions: [
          e("age", "BETWEEN", `${ages[0]}:${ages[1]}`),
          e("gender", "ANY_OF", null, genders),
          e("bmi", "BETWEEN", `${bmi[0]}:${bmi[1]}`),
          e("currentConditions", "ANY_OF", null, [include]),
        ],
      },
      {
        clauseConnector: "TERMINAL",
        expressions: [
          e("currentConditions", "NOT_ANY_OF", null, [...exclude]),
          e("smokingStatus", "NOT_ANY_OF", null, [SMOKES_DAILY, SMOKES_SOMETIMES]),
        ],
      },
    ],
  };
}

export const BENCH_GROUPS: SavedCriterion[] = [
  typicalGroup("Young women", [18, 40], [GENDER_IDS.FEMALE], [18.5, 30], CONDITIONS.asthma, [
    CONDITIONS.copd,
    CONDITIONS.diabetes1,
  ]),
  typicalGroup(
    "Midlife adults",
    [41, 64],
    [GENDER_IDS.FEMALE, GENDER_IDS.MALE],
    [20, 35],
    CONDITIONS.asthma,
    [CONDITIONS.copd, CONDITIONS.diabetes2],
  ),
  typicalGroup(
    "Older adults",
    [65, 85],
    [GENDER_IDS.FEMALE, GENDER_IDS.MALE, GENDER_IDS.INTERSEX],
    [18.5, 32],
    CONDITIONS.asthma,
    [CONDITIONS.copd, CONDITIONS.depression],
  ),
];

/** An active study with the given groups; answers its id. */
export async function createActiveStudy(
  db: Db,
  studyNum: string,
  groups: SavedCriterion[],
  conditionIds: number[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [study] = await tx
      .insert(studies)
      .values({
        studyNum,
        publishable: true,
        contactName: "Bench",
        contactEmail: "bench@example.edu",
        postingActivationDate: new Date(Date.now() - 86_400_000),
        postingDeactivationDate: new Date(Date.now() + 30 * 86_400_000),
        participantTypeIds: [ADULTS, WITH_CONDITIONS],
      })
      .returning({ id: studies.id });
    if (!study) throw new Error("study insert failed");
    await tx.insert(studyPropertyValues).values([
      {
        studyId: study.id,
        propertyId: STUDY_PROPERTY_IDS.title,
        language: "EN",
        savedValue: `Bench ${studyNum}`,
      },
      {
        studyId: study.id,
        propertyId: STUDY_PROPERTY_IDS.conditions,
        language: "EN",
        lookupValueIds: conditionIds,
      },
      {
        studyId: study.id,
        propertyId: STUDY_PROPERTY_IDS.offersCompensation,
        language: "EN",
        lookupValueIds: [BOOLEAN_FALSE_ID],
      },
    ]);
    await replaceCriteria(tx, study.id, groups);
    await refreshMatchingCriteria(tx, study.id);
    return study.id;
  });
}

/** `count` active studies with varied typical criteria (for the one-volunteer re-match). */
export async function createManyActiveStudies(db: Db, count: number): Promise<void> {
  const random = new SeededRandom(300);
  const conditions = Object.values(CONDITIONS);
  for (let index = 0; index < count; index++) {
    const low = random.int(18, 60);
    const include = random.pick(conditions);
    const groups = Array.from({ length: random.int(1, 3) }, (_, group) =>
      typicalGroup(
        `Group ${group + 1}`,
        [low + group * 10, low + group * 10 + random.int(5, 20)],
        random.sample([GENDER_IDS.FEMALE, GENDER_IDS.MALE, GENDER_IDS.INTERSEX], random.int(1, 3)),
        [18.5, random.int(28, 40)],
        include,
        random.sample(
          conditions.filter((id) => id !== include),
          2,
        ) as [number, number],
      ),
    );
    await createActiveStudy(db, `BENCH${String(index).padStart(5, "0")}`, groups, [include]);
  }
  await db.execute(sql`analyze`);
}
