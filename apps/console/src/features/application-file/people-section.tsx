import type { OpsPerson } from '@hearth/domain/ops/application-file';
import { formatDateTime } from '../../lib/format.ts';
import { RevealDialog } from './reveal-dialog.tsx';
import { Facts, Section } from './section.tsx';

function nameOf(person: OpsPerson): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || 'Name not given';
}

/**
 * The applicant and the owners on title who sign with them, masked as the server sends them. Staff
 * who may see personal data get "Reveal"; the others are told why they do not.
 */
export function PeopleSection({
  applicationUuid,
  people,
  canReveal,
}: {
  applicationUuid: string;
  people: OpsPerson[];
  canReveal: boolean;
}) {
  return (
    <Section id="people" title="Applicant and signers">
      {canReveal ? null : (
        <p id="reveal-unavailable" className="text-muted">
          Your role sees personal data masked and cannot reveal it.
        </p>
      )}
      <ul className="flex flex-col gap-4">
        {people.map((person) => (
          <li
            key={person.signerUuid ?? 'applicant'}
            className="flex flex-col gap-2 border-t border-line pt-3"
          >
            <h3 className="font-semibold">
              {nameOf(person)}{' '}
              <span className="font-normal text-muted">
                ({person.kind === 'APPLICANT' ? 'applicant' : 'signer'})
              </span>
            </h3>
            <Facts
              items={[
                ['Email', person.email],
                ['Phone', person.phone],
                [
                  'SSN',
                  <span key="ssn" data-testid="ssn-masked">
                    {person.ssnMasked}
                  </span>,
                ],
                ['Date of birth', person.dobOnFile ? 'On file (hidden)' : 'None on file'],
                ...(person.kind === 'SIGNER'
                  ? ([
                      ['Invitation', person.status],
                      ['Signed', formatDateTime(person.signedAt)],
                    ] as [string, string | null][])
                  : []),
              ]}
            />
            {canReveal ? (
              <div>
                <RevealDialog
                  applicationUuid={applicationUuid}
                  signerUuid={person.signerUuid}
                  personName={nameOf(person)}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
