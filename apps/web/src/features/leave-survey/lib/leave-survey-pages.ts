/** CND-037: the pages whose leaving asks the survey (000 §2, 002 §2). */
export const LEAVE_SURVEY_PAGES = ['product/select', 'identity', 'liens', 'signing/sign'] as const;

const APPLICATION_PAGE = /^\/account\/heloc\/([0-9a-f-]{36})\/(.+?)\/?$/i;

/** The application uuid when `pathname` is one of the survey's pages (product/select/confirm included). */
export function matchLeaveSurveyPage(pathname: string): string | undefined {
  const match = APPLICATION_PAGE.exec(pathname);
  const [, uuid, page] = match ?? [];
  if (!uuid || !page) {
    return undefined;
  }
  return LEAVE_SURVEY_PAGES.some((listed) => page === listed || page.startsWith(`${listed}/`))
    ? uuid
    : undefined;
}

/** Leaving means going somewhere that is not this application's journey (a next step is not leaving). */
export function isLeavingApplication(from: string, to: string): boolean {
  const uuid = matchLeaveSurveyPage(from);
  if (!uuid) {
    return false;
  }
  const base = `/account/heloc/${uuid}`;
  return to !== base && !to.startsWith(`${base}/`);
}
