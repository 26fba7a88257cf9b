import { zHmdaLarQuery } from '@hearth/domain/exports/hmda-export-dto';
import { ConsoleApiError } from '../../lib/api-error.ts';
import { type FieldErrors, schemaFieldErrors } from '../../lib/field-errors.ts';

export type HmdaField = 'from' | 'to' | 'org';

export interface HmdaRangeForm {
  from: string;
  to: string;
  org: string;
}

/** This calendar year so far: the register is filed per year. */
export function thisYearSoFar(today: Date): { from: string; to: string } {
  const to = today.toISOString().slice(0, 10);
  return { from: `${to.slice(0, 4)}-01-01`, to };
}

/** The query the export takes (lender left out when blank), or the messages at the fields. */
export function checkHmdaRange(
  form: HmdaRangeForm,
):
  | { ok: true; query: { from: string; to: string; org?: string } }
  | { ok: false; errors: FieldErrors<HmdaField> } {
  const org = form.org.trim();
  const query = { from: form.from, to: form.to, ...(org ? { org } : {}) };
  const checked = schemaFieldErrors<HmdaField>(zHmdaLarQuery, query);
  if (!checked.ok) {
    const errors = { ...checked.errors };
    errors.from &&= 'Enter the first date, as year-month-day';
    if (errors.to && !/^\d{4}-\d{2}-\d{2}$/.test(form.to)) {
      errors.to = 'Enter the last date, as year-month-day';
    }
    return { ok: false, errors };
  }
  return { ok: true, query };
}

/** A 400's messages at the fields (`query.to: …`); the lender's own refusals at the lender field. */
export function hmdaServerFieldErrors(error: unknown): FieldErrors<HmdaField> | undefined {
  if (!(error instanceof ConsoleApiError) || error.status !== 400) {
    return undefined;
  }
  const errors: FieldErrors<HmdaField> = {};
  for (const message of error.messages.length ? error.messages : [error.message]) {
    const match = /^query\.(from|to|org): (.*)$/.exec(message);
    const field = (match?.[1] as HmdaField | undefined) ?? 'org';
    const text = match?.[2] ?? message;
    errors[field] = errors[field] ? `${errors[field]} ${text}` : text;
  }
  return errors;
}

/** The failing CFPB edits of a refused export (422), one per line. */
export function failingEdits(error: unknown): string[] | undefined {
  return error instanceof ConsoleApiError && error.status === 422 ? error.messages : undefined;
}
