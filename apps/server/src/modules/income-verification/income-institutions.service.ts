import { AppError } from '@hearth/domain/errors/app-error';
import type { InstitutionList } from '@hearth/domain/journey/income';
import type { Db } from '../../db/client.ts';
import type { IncomeProvider } from '../../providers/income-provider.ts';
import { findApplicationForOwner } from '../application/application.repository.ts';

/**
 * 007 `GET P/income/institutions?query=`: the banks the link provider can log in to whose name
 * contains the query (every bank when it is empty), for the owner of the application only.
 */
export async function searchIncomeInstitutions(
  deps: { db: Db; income: IncomeProvider },
  owner: { uuid: string; identityUuid: string },
  query: string,
): Promise<InstitutionList> {
  const found = await findApplicationForOwner(deps.db, owner.uuid, owner.identityUuid);
  if (!found) {
    throw new AppError('NOT_FOUND');
  }
  const institutions = await deps.income.searchInstitutions({ query });
  return { institutions: institutions.map(({ id, name }) => ({ id, name })) };
}
