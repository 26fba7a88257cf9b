import type { StateLicense } from '@hearth/domain/org/eligibility';
import { useTranslation } from 'react-i18next';

const CELL = 'border border-line p-3 text-left';

/** ORG-028 / API-030: one row per state licence. */
export function LicenseTable({ licenses, caption }: { licenses: StateLicense[]; caption: string }) {
  const { t } = useTranslation('legal');
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="bg-raised">
            <th scope="col" className={CELL}>
              {t('licenses.state')}
            </th>
            <th scope="col" className={CELL}>
              {t('licenses.licenseNumber')}
            </th>
          </tr>
        </thead>
        <tbody>
          {licenses.map((license) => (
            <tr key={license.abbrev}>
              <th scope="row" className={`${CELL} font-normal`}>
                {license.name}
              </th>
              <td className={CELL}>{license.licenseNumber}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
