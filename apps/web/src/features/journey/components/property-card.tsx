import { formatCurrency } from '@hearth/domain/format/format-currency';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { formatAddressLine } from '../../../lib/format-address.ts';
import type { SidebarApplication } from '../lib/sidebar-data.ts';

/** APP-023: the property the line is secured by (KIT-017 address) and its value when known. */
export function PropertyCard({ application }: { application: SidebarApplication }) {
  const { t } = useTranslation('journey');
  const address = application.property?.address;
  return (
    <Card title={t('sidebar.propertyTitle')} headingLevel={2}>
      {address ? (
        <p className="text-sm">{formatAddressLine({ ...address, street2: address.street2 ?? '' })}</p>
      ) : (
        <p className="text-sm">{t('sidebar.noProperty')}</p>
      )}
      {application.adjustedHomeAmount ? (
        <p className="mt-2 text-sm">
          {t('sidebar.homeValue')}{' '}
          <span className="font-semibold">{formatCurrency(application.adjustedHomeAmount)}</span>
        </p>
      ) : null}
    </Card>
  );
}
