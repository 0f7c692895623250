import type { SeededRandom } from "./random";

/** A question a volunteer asks at the end of a demo conversation, with the team's answer to it. */
const QUESTIONS: readonly (readonly [question: string, answer: string])[] = [
  ["Is parking available near the clinic?", "Yes, parking is free in the structure next to the building."],
  [
    "Can I take part if I am already in another study?",
    "Please tell us which study at your visit; most of the time you can.",
  ],
  ["Do I need to bring anything to the visit?", "Only a photo ID and the list of medicines you take."],
  ["How long does the visit take?", "About an hour, and we pay for your parking."],
];

/** The steps before the question, in turn: the volunteer writes first, and each step has a few wordings. */
const OPENING_STEPS: readonly (readonly string[])[] = [
  [
    "Hi, I saw your study and I would like to know more about the visits.",
    "Hello, I am interested in this study. What do the visits involve?",
    "Hi, could you tell me more about this study?",
  ],
  [
    "Thank you for your interest! Could we schedule a short call this week?",
    "Thank you for writing! Which days suit you for a short call?",
  ],
  [
    "Thank you! Tuesday afternoons work best for me.",
    "Thursday mornings are best for me.",
    "Any weekday after 4 PM works for me.",
  ],
  ["Great, we have booked you for a screening visit.", "Thank you, we will call you then."],
];

export interface DemoMessage {
  fromVolunteer: boolean;
  body: string;
  sentDate: Date;
}

/**
 * The first `count` messages (1 to 6) of a conversation that reads as one: a volunteer's first note, the
 * team's call, a time, the booking, then a question and its answer, each later than the one before (at
 * most a minute before `now`). Two draws a message, as the demo always took, so that the rest of the
 * demo data stays as it was.
 */
export function demoConversation(
  random: SeededRandom,
  count: number,
  start: number,
  now: number,
): DemoMessage[] {
  let at = start;
  let question = QUESTIONS[0] as (typeof QUESTIONS)[number];
  return Array.from({ length: count }, (_, index) => {
    const sentDate = new Date(Math.min(now - 60_000, at));
    at += random.int(2, 30) * 3_600_000;
    const draw = random.next();
    const opening = OPENING_STEPS[index];
    let body: string;
    if (opening) body = opening[Math.floor(draw * opening.length)] as string;
    else if (index === OPENING_STEPS.length) {
      question = QUESTIONS[Math.floor(draw * QUESTIONS.length)] as (typeof QUESTIONS)[number];
      body = question[0];
    } else body = question[1];
    return { fromVolunteer: index % 2 === 0, body, sentDate };
  });
}
