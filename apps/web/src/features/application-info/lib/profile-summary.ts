import type { JourneyApplication } from '../../../lib/heloc-application.ts';

export interface ProfileSummary {
  name: string | null;
  email: string | null;
  phone: string | null;
  property: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

interface PropertyAddress {
  street1?: unknown;
  city?: unknown;
  state?: unknown;
  zip?: unknown;
}

/** The profile (API-010, read loosely) and the property of `GET P`, as one line each. */
export function readProfileSummary(
  profile: unknown,
  application: JourneyApplication | undefined,
): ProfileSummary {
  const source = (profile ?? {}) as {
    name?: Record<string, unknown> | null;
    email?: unknown;
    phoneNumbers?: { number?: unknown }[] | null;
  };
  const nameParts = ['firstName', 'middleName', 'lastName', 'suffix'].map((part) =>
    text(source.name?.[part]),
  );
  const name = nameParts.filter(Boolean).join(' ');
  const address = (application?.property as { address?: PropertyAddress | null } | null | undefined)?.address;
  const property = address
    ? [
        text(address.street1),
        text(address.city),
        [text(address.state), text(address.zip)].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  return {
    name: name || null,
    email: text(source.email),
    phone: text(source.phoneNumbers?.[0]?.number),
    property: property || null,
  };
}
