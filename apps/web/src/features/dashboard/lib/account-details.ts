import { zPersonName, zPhoneNumber } from '@hearth/domain/profile/profile-dto';
import { z } from 'zod';

/** The parts of the profile (API-010) the settings page shows; missing parts read as not given. */
const zAccountDetails = z.object({
  email: z.string().optional().catch(undefined),
  name: zPersonName.partial().nullable().optional().catch(null),
  phoneNumbers: z.array(zPhoneNumber).optional().catch([]),
});

export interface AccountDetails {
  email: string | null;
  name: string | null;
  phone: string | null;
}

export function readAccountDetails(profile: unknown): AccountDetails {
  const parsed = zAccountDetails.parse(profile ?? {});
  const name = [parsed.name?.firstName, parsed.name?.middleName, parsed.name?.lastName, parsed.name?.suffix]
    .filter((part): part is string => Boolean(part))
    .join(' ');
  const phones = parsed.phoneNumbers ?? [];
  const phone = phones.find((entry) => entry.type === 'MOBILE') ?? phones[0];
  return { email: parsed.email || null, name: name || null, phone: phone?.number ?? null };
}
