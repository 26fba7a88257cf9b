import {
  findHmdaParent,
  HMDA_NOT_PROVIDED,
  HMDA_TEXT_FIELDS,
  type HmdaQuestion,
  type HmdaTextField,
} from '@hearth/domain/journey/hmda';

/**
 * What a question's boxes become after one click, so the form never holds what Reg C refuses:
 * 'I do not wish to provide' clears the rest (and any other answer clears it), a sub-group brings
 * its group, and a group taken away takes its sub-groups.
 */
export function applyHmdaChange(
  question: HmdaQuestion,
  previous: readonly string[],
  next: readonly string[],
): string[] {
  const added = next.filter((answer) => !previous.includes(answer));
  if (added.includes(HMDA_NOT_PROVIDED)) {
    return [HMDA_NOT_PROVIDED];
  }
  let answers = added.length > 0 ? next.filter((answer) => answer !== HMDA_NOT_PROVIDED) : [...next];
  for (const answer of added) {
    const parent = findHmdaParent(question, answer);
    if (parent && !answers.includes(parent)) {
      answers = [...answers, parent];
    }
  }
  return answers.filter((answer) => {
    const parent = findHmdaParent(question, answer);
    return parent === undefined || answers.includes(parent);
  });
}

/** The description boxes of `question` whose answer is no longer chosen (their text is cleared). */
export function findClosedTextFields(question: HmdaQuestion, answers: readonly string[]): HmdaTextField[] {
  return (Object.keys(HMDA_TEXT_FIELDS) as HmdaTextField[]).filter((field) => {
    const box = HMDA_TEXT_FIELDS[field];
    return box.question === question && !answers.includes(box.answer);
  });
}
