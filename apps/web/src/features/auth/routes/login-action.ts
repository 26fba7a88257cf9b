import { joinErrorMessages } from '@hearth/domain/errors/join-error-messages';
import { zLoginBody } from '@hearth/domain/validation/login-body';
import { type ActionFunctionArgs, redirect } from 'react-router';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { answerForm, readFormFields, toFieldErrors } from '../../../lib/form-action.ts';
import { loadIdentityApi } from '../../../lib/identity.ts';
import { findLoginTarget } from '../lib/login-target.ts';

/**
 * The log-in sent without scripts (decision 029): checked with the same schema as in the browser,
 * each message at its field; then the log-in itself, in-process. Its answer's session cookie goes
 * to the browser, which the server then renders signed-in pages for (decision 012); a refusal is
 * the server's message above the form. The e-mail is typed back, the password never.
 */
export async function answerLogin({ request }: ActionFunctionArgs) {
  const fields = await readFormFields(request, ['email', 'password']);
  const values = { email: fields.email };
  const parsed = zLoginBody.safeParse(fields);
  if (!parsed.success) {
    return answerForm({ fieldErrors: toFieldErrors(parsed.error), values });
  }
  try {
    const { identityApi } = await loadIdentityApi();
    await callEndpoint(identityApi.login, { body: parsed.data }, { skipSessionRedirect: true });
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    return answerForm(
      {
        fieldErrors: {},
        values,
        formError: error instanceof Error ? error.message : joinErrorMessages([]),
      },
      typeof status === 'number' && status >= 400 ? status : 500,
    );
  }
  return redirect(findLoginTarget(new URL(request.url).searchParams));
}
