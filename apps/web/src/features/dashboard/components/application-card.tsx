import type { HelocApplication } from '@hearth/domain/application/heloc-application-dto';
import { formatCurrency } from '@hearth/domain/format/format-currency';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { canContinue, getStatusPhase } from '../lib/describe-status.ts';
import { getContinueHref, getDocumentsHref } from '../lib/paths.ts';

const TERM = 'text-sm font-medium';

/**
 * One application: its ID (loan number), property, status in words, created date and Continue; a
 * funded line also its amount and its documents.
 */
export function ApplicationCard({ application }: { application: HelocApplication }) {
  const { t } = useTranslation('dashboard');
  const { loanNumber, uuid, property, status, active, auditFields, amount } = application;
  const phase = getStatusPhase(status.checklistStatus, active);
  const funded = phase === 'funded';
  const address = property.address;
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-sm lg:flex-row lg:items-center">
      <div className="flex-1">
        <h2 className="text-lg font-semibold">{t('application.heading', { loanNumber })}</h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          <div>
            <dt className={TERM}>{t('application.property')}</dt>
            <dd>
              {address ? (
                <>
                  {address.street1}
                  {address.street2 ? `, ${address.street2}` : ''}
                  <br />
                  {address.city}, {address.state} {address.zip}
                </>
              ) : (
                t('application.noProperty')
              )}
            </dd>
          </div>
          <div>
            <dt className={TERM}>{t('application.status')}</dt>
            <dd>{t(`status.${phase}`)}</dd>
          </div>
          {funded && typeof amount === 'number' ? (
            <div>
              <dt className={TERM}>{t('application.lineAmount')}</dt>
              <dd data-testid="line-amount">{formatCurrency(amount)}</dd>
            </div>
          ) : null}
          <div>
            <dt className={TERM}>{t('application.created')}</dt>
            <dd>
              <time dateTime={auditFields.createdDate}>
                {t('application.createdDate', {
                  date: new Date(auditFields.createdDate),
                  formatParams: { date: { dateStyle: 'medium' } },
                })}
              </time>
            </dd>
          </div>
        </dl>
      </div>
      {funded ? (
        <Link
          to={getDocumentsHref(uuid)}
          className={getButtonClasses('secondary', 'md', 'self-start lg:self-center')}
          aria-label={t('application.documentsLabel', { loanNumber })}
        >
          {t('application.documents')}
        </Link>
      ) : null}
      {canContinue(phase) ? (
        <Link
          to={getContinueHref(uuid)}
          className={getButtonClasses('primary', 'md', 'self-start lg:self-center')}
          aria-label={t('application.continueLabel', { loanNumber })}
        >
          {t('application.continue')}
        </Link>
      ) : null}
    </article>
  );
}
