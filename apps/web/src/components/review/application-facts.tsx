import { useTranslation } from 'react-i18next';
import { type AddressParts, formatAddressLine } from '../../lib/format-address.ts';
import { type JourneyApplication, useHelocApplication } from '../../lib/heloc-application.ts';

/** GET P carries the property's address (API-016) beside its state; the journey type names the state only. */
function readPropertyAddress(application: JourneyApplication): AddressParts | null {
  const property = application.property as { address?: AddressParts | null } | null | undefined;
  return property?.address ?? null;
}

/** The application ID and the property, once the application has loaded (000 §3 loanNumber). */
export function ApplicationFacts({ uuid }: { uuid: string }) {
  const { t } = useTranslation('branch-pages');
  const { data } = useHelocApplication(uuid);
  if (!data) {
    return null;
  }
  const address = readPropertyAddress(data);
  return (
    <ul className="flex flex-col gap-1 text-sm">
      <li>{t('common.applicationId', { loanNumber: data.loanNumber })}</li>
      {address ? <li>{t('common.propertyLine', { address: formatAddressLine(address) })}</li> : null}
    </ul>
  );
}
