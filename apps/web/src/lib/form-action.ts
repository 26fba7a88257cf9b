import { useMemo } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { data, useActionData } from 'react-router';
import type { z } from 'zod';

/**
 * What a route `action` answers for a form sent without scripts (decision 029): each field's first
 * message from the step's shared schema (the spec's words, translated at the field as the browser's
 * resolver's are), what the visitor typed (never a password), and a message for the whole form.
 */
export interface FormActionAnswer {
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  formError?: string;
  /** A notice the page shows beside the form to go on (e.g. a low income to confirm). */
  notice?: string;
  /** The typeahead's suggestions for a typed address that was none of them, offered as choices. */
  suggestions?: string[];
}

/** The named text fields of a sent form; a missing one reads as '' (an untouched field). */
export async function readFormFields<Name extends string>(
  request: Request,
  names: readonly Name[],
): Promise<Record<Name, string>> {
  const form = await request.formData();
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as Record<Name, string>;
}

/** The first message of each field, by its top-level name, as react-hook-form's zod resolver shows them. */
export function toFieldErrors(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}

/** The action's answer, with the status a form sent with a mistake gets (400). */
export function answerForm(answer: FormActionAnswer, status = 400) {
  return data(answer, { status });
}

/**
 * The answer the page's action gave to a form sent without scripts, in react-hook-form's shapes:
 * `errors` for `useForm({ errors })` (shown at each field on the first render, on the server too),
 * `values` to refill what was typed. Empty on a page reached by a link.
 */
export function useFormActionAnswer<Values extends FieldValues>(): {
  errors: FieldErrors<Values> | undefined;
  values: Partial<Record<string, string>>;
  formError: string | undefined;
  notice: string | undefined;
  suggestions: string[];
  /** True when the page answers a sent form (values to refill), with or without messages. */
  isAnswer: boolean;
} {
  const answer = useActionData() as FormActionAnswer | undefined;
  return useMemo(() => {
    if (!answer) {
      return {
        errors: undefined,
        values: {},
        formError: undefined,
        notice: undefined,
        suggestions: [],
        isAnswer: false,
      };
    }
    const errors = Object.fromEntries(
      Object.entries(answer.fieldErrors).map(([name, message]) => [name, { type: 'server', message }]),
    ) as FieldErrors<Values>;
    return {
      errors: Object.keys(errors).length > 0 ? errors : undefined,
      values: answer.values,
      formError: answer.formError,
      notice: answer.notice,
      suggestions: answer.suggestions ?? [],
      isAnswer: true,
    };
  }, [answer]);
}
