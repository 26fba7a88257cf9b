/**
 * What a value in a message is, so a translation can write it the way its language does: a count,
 * whole or cents dollars, a calendar day (yyyy-MM-dd), text passed through as it is, or a list of
 * fields and their messages ("Email address: Required; Annual income: Required") whose field names
 * and messages are each translated.
 */
export type TemplateValueKind = 'number' | 'money' | 'date' | 'text' | 'fieldProblems';

interface MessageTemplate {
  /** The spec's English words, `{{name}}` where a value goes. */
  text: string;
  values: Readonly<Record<string, TemplateValueKind>>;
}

/**
 * The messages that carry a value. Their English comes from here, and so does the pattern that
 * recognises one after it has travelled as plain text (a field's zod issue, a server's `errors`),
 * so the web can translate it by its id with the values taken back out of it.
 */
export const MESSAGE_TEMPLATES = {
  minimumAge: { text: 'Must be at least {{age}} years old', values: { age: 'number' } },
  maxLength: { text: 'Must be at most {{max}} characters long', values: { max: 'number' } },
  amountOutsideOffer: {
    text: 'The amount must be between {{min}} and {{max}}',
    values: { min: 'money', max: 'money' },
  },
  rescissionEnded: {
    text: 'The right to cancel ended at midnight after {{deadline}}',
    values: { deadline: 'date' },
  },
  registerDataIncomplete: {
    text: 'Register data is incomplete for create: {{problems}}',
    values: { problems: 'fieldProblems' },
  },
} as const satisfies Record<string, MessageTemplate>;

export type MessageTemplateId = keyof typeof MESSAGE_TEMPLATES;

/**
 * An amount as the spec's English writes it, `formatCurrency`'s text ("$10,000"). The caller formats
 * it: the arithmetic that rounds money stays out of every rule that only fills a message (a field's
 * length, an age), which the lightest pages load.
 */
export type DollarsText = string;

type ValueOfKind<Kind> = Kind extends 'number' ? number : Kind extends 'money' ? DollarsText : string;
type TemplateKinds<Id extends MessageTemplateId> = (typeof MESSAGE_TEMPLATES)[Id]['values'];

/** The values a template's English is filled with: numbers, amounts, yyyy-MM-dd days, text. */
export type MessageTemplateValues<Id extends MessageTemplateId> = {
  [Name in keyof TemplateKinds<Id>]: ValueOfKind<TemplateKinds<Id>[Name]>;
};

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function kindOf(id: MessageTemplateId, name: string): TemplateValueKind {
  const kind = (MESSAGE_TEMPLATES[id].values as Record<string, TemplateValueKind>)[name];
  if (!kind) {
    throw new Error(`Message template ${id} has no value ${name}`);
  }
  return kind;
}

/** The English message, money as the caller wrote it in whole dollars ("$10,000", as the spec does). */
export function fillMessageTemplate<Id extends MessageTemplateId>(
  id: Id,
  values: MessageTemplateValues<Id>,
): string {
  const given = values as Record<string, string | number>;
  return MESSAGE_TEMPLATES[id].text.replace(PLACEHOLDER, (_whole, name: string) => String(given[name] ?? ''));
}

/** What each kind looks like inside an English message. */
const VALUE_PATTERNS: Record<TemplateValueKind, string> = {
  number: String.raw`(\d+)`,
  money: String.raw`(-?\$\d{1,3}(?:,\d{3})*(?:\.\d{2})?)`,
  date: String.raw`(\d{4}-\d{2}-\d{2})`,
  text: '(.+)',
  fieldProblems: '(.+)',
};

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);
}

interface CompiledTemplate {
  id: MessageTemplateId;
  pattern: RegExp;
  names: string[];
}

const COMPILED: CompiledTemplate[] = (Object.keys(MESSAGE_TEMPLATES) as MessageTemplateId[]).map((id) => {
  const { text } = MESSAGE_TEMPLATES[id];
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  const source = text
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 0 ? escapeForPattern(part) : VALUE_PATTERNS[kindOf(id, part)]))
    .join('');
  return { id, pattern: new RegExp(`^${source}$`), names };
});

/** A message recognised as one of the templates, with its values: money as plain dollars ("10000.50"). */
export interface MatchedMessageTemplate {
  id: MessageTemplateId;
  values: Record<string, { kind: TemplateValueKind; value: string | number }>;
}

function readValue(kind: TemplateValueKind, text: string): string | number {
  if (kind === 'number') {
    return Number(text);
  }
  return kind === 'money' ? text.replace(/[$,]/g, '') : text;
}

/** Which template `message` was filled from, and with what; undefined for any other message. */
export function matchMessageTemplate(message: string): MatchedMessageTemplate | undefined {
  for (const { id, pattern, names } of COMPILED) {
    const match = pattern.exec(message);
    if (match) {
      const values: MatchedMessageTemplate['values'] = {};
      names.forEach((name, index) => {
        const kind = kindOf(id, name);
        values[name] = { kind, value: readValue(kind, match[index + 1] ?? '') };
      });
      return { id, values };
    }
  }
  return undefined;
}
