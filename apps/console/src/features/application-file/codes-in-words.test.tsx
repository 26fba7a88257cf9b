import { CONDITION_CATEGORIES } from '@hearth/domain/enums/condition-category';
import type { OpsIncome, OpsProperty } from '@hearth/domain/ops/application-file';
import type { OpsCondition } from '@hearth/domain/ops/ops-dto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { codeLabel } from '../../lib/labels.ts';
import { renderPage } from '../../test/render.tsx';
import { ConditionsSection } from './conditions-section.tsx';
import { IncomeSection } from './income-section.tsx';
import { PropertySection } from './property-section.tsx';
import { RaiseConditionForm } from './raise-condition-form.tsx';

/** The value beside a label in a section's list. */
function fact(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

const property = {
  address: { street1: '123 Main St', street2: null, city: 'Portland', state: 'OR', zip: '97201' },
  occupancyType: 'HOME',
  ownershipType: 'TRUST',
  trustName: 'The Rivera Family Trust',
  listedForSale: false,
  valuation: {
    avm: null,
    estimatedHomeValue: 369_000,
    adjustedHomeAmount: null,
    bpoStatus: 'BPO_NOT_REQUIRED',
    titleStatus: null,
    order: { kind: 'FULL_APPRAISAL', vendorReference: 'VR-1', orderedAt: '2026-11-20T10:00:00.000Z' },
  },
  liens: {
    liens: [
      {
        position: 1,
        holder: 'Sandbox Mortgage Co',
        type: 'FIRST_MORTGAGE',
        monetaryBalance: 210_000,
        payOff: null,
      },
    ],
  },
} as unknown as OpsProperty;

const income = {
  incomePrimary: 96_000,
  incomeOther: null,
  employmentType: 'SELF_EMPLOYED',
  verification: { outcome: 'VERIFIED', verifiedAnnualIncome: 95_500 },
  sources: [{ employmentType: 'FULL_TIME', source: 'Plaid', accounts: [] }],
} as unknown as OpsIncome;

const condition = {
  uuid: '55555555-5555-4555-8555-555555555555',
  title: 'Proof of insurance',
  description: 'The declarations page of the home’s policy.',
  status: 'OPEN',
  category: 'GENERIC_DOCUMENT_REQUEST',
  documentTypes: ['HOMEOWNERS_INSURANCE'],
  numDocsRequired: 1,
  documents: [],
} as unknown as OpsCondition;

describe('the file reads the codes the server keeps as words', () => {
  it('property: occupancy (as the borrower chose it), ownership, the valuation order and each lien’s type', () => {
    renderPage(<PropertySection property={property} />);
    expect(fact('Occupancy')).toBe('Primary residence');
    expect(fact('Ownership')).toBe('Trust (The Rivera Family Trust)');
    expect(fact('Valuation order')).toMatch(/^Full appraisal VR-1, /);
    expect(screen.getByText(/Position 1: Sandbox Mortgage Co \(first mortgage\), balance/)).toBeTruthy();
  });

  it('income: the employment, the verification outcome and each source', () => {
    renderPage(<IncomeSection income={income} />);
    expect(fact('Employment')).toBe('Self employed');
    expect(fact('Verification')).toBe('Verified, $95,500 a year');
    expect(screen.getByText('Full time via Plaid')).toBeTruthy();
  });

  it('conditions: the category and the documents it asks for', () => {
    renderPage(
      <ConditionsSection
        applicationUuid="44444444-4444-4444-8444-444444444444"
        conditions={[condition]}
        canManage={false}
        onChanged={() => undefined}
      />,
    );
    expect(
      screen.getByText(/^Generic document request · homeowners insurance · 1 document required$/),
    ).toBeTruthy();
    expect(screen.queryByText(/GENERIC_DOCUMENT_REQUEST|HOMEOWNERS_INSURANCE/)).toBeNull();
  });

  it('ENM-014: raising a condition offers the twelve categories, each in words', async () => {
    const user = userEvent.setup();
    renderPage(
      <RaiseConditionForm
        applicationUuid="44444444-4444-4444-8444-444444444444"
        onRaised={() => undefined}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Category/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      CONDITION_CATEGORIES.map((category) => codeLabel(category)),
    );
    expect(options).toHaveLength(12);
    expect(screen.getByRole('option', { name: 'Hard credit inquiry review' })).toBeTruthy();
  });

  it('raising a condition: the categories and the documents a borrower can be asked for', () => {
    renderPage(
      <RaiseConditionForm
        applicationUuid="44444444-4444-4444-8444-444444444444"
        onRaised={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: /Generic document request/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Bank statement' })).toBeTruthy();
    expect(screen.queryByText(/[A-Z]+_[A-Z]+/)).toBeNull();
  });
});
