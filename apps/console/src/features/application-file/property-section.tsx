import type { OpsProperty } from '@hearth/domain/ops/application-file';
import { formatDateTime } from '../../lib/format.ts';
import { codeLabel, codeWords, occupancyLabel } from '../../lib/labels.ts';
import { formatMoney } from './money.ts';
import { Facts, Section } from './section.tsx';

/** The home, its valuation (AVM, the borrower's estimate, BPO or appraisal) and the liens of record. */
export function PropertySection({ property }: { property: OpsProperty }) {
  const { address, valuation, liens } = property;
  const avm = valuation.avm;
  return (
    <Section id="property" title="Property and valuation">
      <Facts
        items={[
          [
            'Address',
            address
              ? `${address.street1}${address.street2 ? `, ${address.street2}` : ''}, ${address.city}, ${address.state} ${address.zip}`
              : null,
          ],
          ['Occupancy', occupancyLabel(property.occupancyType)],
          [
            'Ownership',
            property.trustName
              ? `${codeLabel(property.ownershipType)} (${property.trustName})`
              : codeLabel(property.ownershipType),
          ],
          ['Listed for sale', property.listedForSale === null ? null : property.listedForSale ? 'Yes' : 'No'],
          [
            'Automated valuation',
            avm ? (avm.outcome === 'VALUED' ? formatMoney(avm.value) : 'No AVM value') : 'Not run yet',
          ],
          ['AVM confidence', avm?.confidenceScore ?? null],
          ['Borrower’s estimate', formatMoney(valuation.estimatedHomeValue)],
          ['Value underwriting uses', formatMoney(valuation.adjustedHomeAmount)],
          ['BPO status', codeLabel(valuation.bpoStatus)],
          ['Title status', codeLabel(valuation.titleStatus)],
          [
            'Valuation order',
            valuation.order
              ? `${codeLabel(valuation.order.kind)} ${valuation.order.vendorReference}, ${formatDateTime(valuation.order.orderedAt)}`
              : null,
          ],
        ]}
      />
      <h3 className="font-semibold">Liens of record</h3>
      {liens === null ? (
        <p className="text-muted">No credit report yet.</p>
      ) : liens.liens.length === 0 ? (
        <p>No liens of record.</p>
      ) : (
        <ul className="list-disc pl-6">
          {liens.liens.map((lien) => (
            <li key={`${lien.position}-${lien.holder}`}>
              Position {lien.position}: {lien.holder} ({codeWords(lien.type)}), balance{' '}
              {formatMoney(lien.monetaryBalance)}
              {lien.payOff ? `, payoff ${codeWords(lien.payOff.status)}` : ''}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
