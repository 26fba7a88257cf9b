import { isUuid } from '@hearth/domain/ids/uuid';

const APPLICATION_PATH = /^\/account\/heloc\/([^/]+)/;

/** CND-030: the application the borrower is looking at, when the page is one of its pages. */
export function applicationUuidFromPath(pathname: string): string | undefined {
  const candidate = APPLICATION_PATH.exec(pathname)?.[1];
  return isUuid(candidate) ? candidate : undefined;
}
