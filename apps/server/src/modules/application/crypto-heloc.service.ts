import type { BorrowerTimeline, HelocApplication } from '@hearth/domain/application/heloc-application-dto';
import { AppError } from '@hearth/domain/errors/app-error';
import { findApplicationForOwner } from './application.repository.ts';
import {
  type ApplicationReadDeps,
  getOwnApplication,
  getOwnTimeline,
  listOwnApplications,
} from './application.service.ts';

/** The crypto base knows only crypto applications: any other, like anyone else's, is a 404. */
async function checkOwnCryptoApplication(deps: ApplicationReadDeps, identityUuid: string, uuid: string) {
  const row = await findApplicationForOwner(deps.db, uuid, identityUuid);
  if (!row?.isCrypto) {
    throw new AppError('NOT_FOUND');
  }
}

export async function listOwnCryptoApplications(
  deps: ApplicationReadDeps,
  identityUuid: string,
): Promise<HelocApplication[]> {
  return (await listOwnApplications(deps, identityUuid)).filter((application) => application.isCrypto);
}

export async function getOwnCryptoApplication(
  deps: ApplicationReadDeps,
  identityUuid: string,
  uuid: string,
): Promise<HelocApplication> {
  await checkOwnCryptoApplication(deps, identityUuid, uuid);
  return getOwnApplication(deps, identityUuid, uuid);
}

export async function getOwnCryptoTimeline(
  deps: ApplicationReadDeps,
  identityUuid: string,
  uuid: string,
): Promise<BorrowerTimeline> {
  await checkOwnCryptoApplication(deps, identityUuid, uuid);
  return getOwnTimeline(deps.db, identityUuid, uuid);
}
