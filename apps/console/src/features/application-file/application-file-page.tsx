import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useMe } from '../../lib/me.ts';
import { can } from '../../lib/permissions.ts';
import { AuditTrailSection } from './audit-trail-section.tsx';
import { BankAccountsSection } from './bank-accounts-section.tsx';
import { ConditionsSection } from './conditions-section.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { EventsSection } from './events-section.tsx';
import { ExportButton } from './export-button.tsx';
import { detailQuery, fileQuery, useRefreshFile } from './file-queries.ts';
import { IncomeSection } from './income-section.tsx';
import { NotesSection } from './notes-section.tsx';
import { PeopleSection } from './people-section.tsx';
import { PropertySection } from './property-section.tsx';
import { SummarySection } from './summary-section.tsx';
import { TimelineSection } from './timeline-section.tsx';

/**
 * One application as staff work it: its summary, people, property, income and accounts, the step
 * timeline, documents, conditions, notes, the events allowed now and the file's audit trail. What
 * each role may do follows the domain's role table; the server checks every call again.
 */
export default function ApplicationFilePage() {
  const { uuid = '' } = useParams();
  const me = useMe();
  const detail = useQuery(detailQuery(uuid));
  const file = useQuery(fileQuery(uuid));
  const refresh = useRefreshFile(uuid);
  const loanNumber = detail.data?.summary?.loanNumber ?? detail.data?.application.loanNumber;
  return (
    <>
      <PageHeading>{loanNumber ? `Application ${loanNumber}` : 'Application file'}</PageHeading>
      <p>
        <Link to="/pipeline" className="underline focus-visible:outline-3 focus-visible:outline-focus">
          Back to the pipeline
        </Link>
      </p>
      <QueryState query={detail}>
        {(data) => (
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            <SummarySection detail={data} />
            <QueryState query={file}>
              {(people) => (
                <PeopleSection
                  applicationUuid={uuid}
                  people={[people.applicant, ...people.signers]}
                  canReveal={can(me?.role, 'applications.pii')}
                />
              )}
            </QueryState>
            <div className="xl:col-span-2">
              <EventsSection detail={data} canSend={can(me?.role, 'events.send')} onSent={refresh} />
            </div>
            <div className="xl:col-span-2">
              <ConditionsSection
                applicationUuid={uuid}
                conditions={data.conditions}
                canManage={can(me?.role, 'conditions.manage')}
                onChanged={refresh}
              />
            </div>
            <div className="xl:col-span-2">
              <DocumentsSection applicationUuid={uuid} canOpen={can(me?.role, 'applications.pii')} />
            </div>
            {file.data ? (
              <>
                <PropertySection property={file.data.property} />
                <IncomeSection income={file.data.income} />
                <BankAccountsSection accounts={file.data.bankAccounts} />
              </>
            ) : null}
            <TimelineSection timeline={data.timeline} />
            <NotesSection applicationUuid={uuid} canWrite={can(me?.role, 'notes.write')} onAdded={refresh} />
            {can(me?.role, 'audit.read') ? <AuditTrailSection applicationUuid={uuid} /> : null}
            <div className="xl:col-span-2">
              <ExportButton applicationUuid={uuid} loanNumber={loanNumber ?? uuid} />
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}
