import { useTranslation } from 'react-i18next';
import { z } from 'zod';

const zRows = z.array(z.object({ reason: z.string(), share: z.string(), limit: z.string() }));

const CELL = 'border border-line p-3 text-left align-top';

/** The GLBA model notice's table: reasons we can share, whether we do, whether you can limit it. */
export function SharingTable({ values }: { values: Record<string, string> }) {
  const { t } = useTranslation('legal');
  const rows = zRows.parse(t('privacy.table.rows', { ...values, returnObjects: true }));
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left font-semibold">{t('privacy.table.caption')}</caption>
        <thead>
          <tr className="bg-raised">
            <th scope="col" className={CELL}>
              {t('privacy.table.reason')}
            </th>
            <th scope="col" className={CELL}>
              {t('privacy.table.share', values)}
            </th>
            <th scope="col" className={CELL}>
              {t('privacy.table.limit')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.reason}>
              <th scope="row" className={`${CELL} font-normal`}>
                {row.reason}
              </th>
              <td className={CELL}>{row.share}</td>
              <td className={CELL}>{row.limit}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
