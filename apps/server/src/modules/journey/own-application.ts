import { AppError } from '@hearth/domain/errors/app-error';
import type { Db } from '../../db/client.ts';
import { type ApplicationRow, findApplicationForOwner } from '../application/application.repository.ts';

/** The application of a borrower call and the caller (decision 007: owners only). */
export interface Owner {
  uuid: string;
  identityUuid: string;
}

/** The caller's application, or 404: someone else's is simply not found (no IDOR). */
export async function requireOwnApplication(db: Db, owner: Owner): Promise<ApplicationRow> {
  const application = await findApplicationForOwner(db, owner.uuid, owner.identityUuid);
  if (!application) {
    throw new AppError('NOT_FOUND');
  }
  return application;
}
