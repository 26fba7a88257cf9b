import { AppError } from '@hearth/domain/errors/app-error';
import {
  listCorrectedAddressIssues,
  PROPERTY_REVIEW_MESSAGES,
  type PropertyAddressBody,
  type PropertyReview,
  type PropertySelectBody,
} from '@hearth/domain/journey/property-review';
import type { Db } from '../../db/client.ts';
import type { StoredPropertyAddress } from '../../db/schema/index.ts';
import { assertApplicationStep, withApplicationForUpdate } from '../../lifecycle/application-lock.ts';
import { findLatestProviderResult } from '../../lifecycle/jobs/handlers/support/provider-results.repository.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import type { PropertyDetails } from '../../providers/property-data-provider.ts';
import { findStateForZip } from '../../providers/zip-reference.ts';
import { findApplicationOrg } from '../documents/load-document-data.ts';
import { type Owner, requireOwnApplication } from '../journey/own-application.ts';

function toStoredAddress(address: PropertyAddressBody['address']): StoredPropertyAddress {
  return { ...address, street2: address.street2 === '' ? null : address.street2 };
}

function toView(address: StoredPropertyAddress) {
  return { ...address, street2: address.street2 || null };
}

/** What the borrower picks from; the transfer date stays an underwriting input (CON-008). */
function toCandidateView({
  propertyId,
  address,
  county,
  propertyType,
  yearBuilt,
  livingAreaSqft,
}: PropertyDetails) {
  return { propertyId, address: toView(address), county, propertyType, yearBuilt, livingAreaSqft };
}

/** The properties the last look-up found at the address (MULTIPLE), else none. */
async function readCandidates(db: Db, applicationUuid: string): Promise<PropertyDetails[]> {
  const lookup = await findLatestProviderResult(db, applicationUuid, 'PROPERTY');
  return lookup?.outcome === 'MULTIPLE' ? lookup.candidates : [];
}

/** `GET P/property/candidates`: why the property is under review (PRG-060) and what was found. */
export async function getPropertyReview(db: Db, owner: Owner): Promise<PropertyReview> {
  const application = await requireOwnApplication(db, owner);
  const step = application.serverStep;
  const outcome =
    step === 'NO_PROPERTY_FOUND' ? 'NOT_FOUND' : step === 'MULTIPLE_PROPERTIES' ? 'MULTIPLE' : null;
  const candidates = outcome === 'MULTIPLE' ? await readCandidates(db, application.uuid) : [];
  return {
    serverStep: step,
    outcome,
    address: application.propertyAddress ? toView(application.propertyAddress) : null,
    candidates: candidates.map(toCandidateView),
  };
}

/**
 * NO_PROPERTY_FOUND → PROPERTY_ADDRESS_CORRECTED: the registration's address rules (the body),
 * then the lender's: a licensed state, a zip inside it. The look-up runs again on the new address.
 */
export function correctPropertyAddress(db: Db, owner: Owner, body: PropertyAddressBody) {
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    assertApplicationStep(application, ['NO_PROPERTY_FOUND']);
    const { licensedStates } = findApplicationOrg(application).product;
    const issues = listCorrectedAddressIssues(body.address, { findStateForZip, licensedStates });
    if (issues.length > 0) {
      throw new AppError(
        'VALIDATION',
        issues.map((issue) => issue.message),
      );
    }
    const address = toStoredAddress(body.address);
    const moved = await transitionApplication(tx, {
      uuid: application.uuid,
      event: 'PROPERTY_ADDRESS_CORRECTED',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      applicationPatch: {
        propertyAddress: address,
        propertyState: address.state,
        // The borrower lives there: their home address was the same mistyped one.
        ...(application.occupancyType === 'HOME' ? { homeAddress: address } : {}),
      },
    });
    return { serverStep: moved.to };
  });
}

/** MULTIPLE_PROPERTIES → PROPERTY_SELECTED: one of the properties the records returned, by its id. */
export function selectProperty(db: Db, owner: Owner, body: PropertySelectBody) {
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    assertApplicationStep(application, ['MULTIPLE_PROPERTIES']);
    const candidates = await readCandidates(tx, application.uuid);
    const chosen = candidates.find((candidate) => candidate.propertyId === body.propertyId);
    if (!chosen) {
      throw new AppError('VALIDATION', [PROPERTY_REVIEW_MESSAGES.choiceUnknown]);
    }
    const moved = await transitionApplication(tx, {
      uuid: application.uuid,
      event: 'PROPERTY_SELECTED',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      detail: { propertyId: chosen.propertyId },
      applicationPatch: { propertyAddress: chosen.address, propertyState: chosen.address.state },
    });
    return { serverStep: moved.to };
  });
}
