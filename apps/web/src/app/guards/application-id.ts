import { isUuid } from '@hearth/domain/ids/uuid';
import { data, type LoaderFunctionArgs } from 'react-router';

/** 000 §2: `{uuid}` is UUID-shaped; any other segment is a page we do not have (404). */
export function requireApplicationId({ params }: LoaderFunctionArgs) {
  if (!isUuid(params.uuid)) {
    throw data(null, { status: 404 });
  }
  return null;
}
