import type { ServerStep } from '@hearth/domain/enums/server-step';
import { AppError } from '@hearth/domain/errors/app-error';
import { needsChecker } from '@hearth/domain/ops/checked-events';
import { eventPermission, hasPermission } from '@hearth/domain/ops/staff-permissions';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import { VENDOR_EVENTS, type VendorEventList, vendorEventsFrom } from '@hearth/domain/ops/vendor-events';
import type { Db } from '../../db/client.ts';
import { buildSandboxReference } from '../../providers/sandbox/sandbox-reference.ts';
import { findServerStepAndOwner } from '../application/application.repository.ts';

/**
 * The vendor callbacks the step graph allows now for the application, labelled, each with the
 * detail the sandbox vendor would send (a stable vendor reference). Sandbox only: production has
 * real vendors, so the list is a 404 there, like the sandbox invitation links.
 */
export async function listSandboxVendorEvents(
  db: Db,
  staff: { role: StaffRole },
  applicationUuid: string,
  isProduction: boolean,
): Promise<VendorEventList> {
  if (isProduction) {
    throw new AppError('NOT_FOUND');
  }
  const application = await findServerStepAndOwner(db, applicationUuid);
  if (!application) {
    throw new AppError('NOT_FOUND');
  }
  const step = application.serverStep as ServerStep;
  const events = vendorEventsFrom(step).flatMap(({ event, to }) => {
    const vendor = VENDOR_EVENTS[event];
    if (!vendor) {
      return [];
    }
    return [
      {
        event,
        label: vendor.label,
        vendor: vendor.vendor,
        to,
        permitted: hasPermission(staff.role, eventPermission('PROVIDER', step)),
        needsChecker: needsChecker(event),
        detail: { vendorReference: buildSandboxReference(vendor.reference, applicationUuid) },
      },
    ];
  });
  return { serverStep: step, events };
}
