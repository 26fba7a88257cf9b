import type { HelocApplication } from '@hearth/domain/application/heloc-application-dto';
import { AppError } from '@hearth/domain/errors/app-error';
import type { Db } from '../../db/client.ts';
import { toHelocApplication } from './application.mapper.ts';
import { findApplicationForOwner, listApplicationsByOwner } from './application.repository.ts';

export async function listOwnApplications(db: Db, identityUuid: string): Promise<HelocApplication[]> {
  const rows = await listApplicationsByOwner(db, identityUuid);
  return rows.map(toHelocApplication);
}

/** 404 both when the application does not exist and when it belongs to someone else. */
export async function getOwnApplication(
  db: Db,
  identityUuid: string,
  uuid: string,
): Promise<HelocApplication> {
  const row = await findApplicationForOwner(db, uuid, identityUuid);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  return toHelocApplication(row);
}
