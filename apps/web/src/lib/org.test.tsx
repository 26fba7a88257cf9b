import { ORG_PAYLOAD_GLOBAL } from '@hearth/domain/org/org-config';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeOrgPayload } from '../test/org-fixture.ts';
import { i18n } from './i18n.ts';
import { isOrgPayload, OrgProvider, readOrgPayload, resetOrgPayloadCache, useOrg } from './org.tsx';

const orgWindow = window as unknown as Record<string, unknown>;

function ShowOrg() {
  return <p>{useOrg().orgMetaData.companyInfo.companyName}</p>;
}

function renderOrg() {
  return render(
    <I18nextProvider i18n={i18n}>
      <OrgProvider>
        <ShowOrg />
      </OrgProvider>
    </I18nextProvider>,
  );
}

function plantDataBlock(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'hearth-org';
  element.textContent = text;
  document.head.append(element);
}

beforeEach(() => {
  delete orgWindow[ORG_PAYLOAD_GLOBAL];
  resetOrgPayloadCache();
  document.getElementById('hearth-org')?.remove();
});

describe('ORG-003 reading the injected payload', () => {
  it('reads and validates the JSON data block #hearth-org', () => {
    plantDataBlock(JSON.stringify(makeOrgPayload({ companyInfo: { companyName: 'Silverpine Bank' } })));
    renderOrg();
    expect(screen.getByText('Silverpine Bank')).toBeInTheDocument();
    expect(readOrgPayload()?.orgCode).toBe('hearth');
  });
});

describe('ERR-001 missing organisation data', () => {
  it.each([
    ['no data block', null],
    ['malformed JSON', '{not json'],
    ['a payload that fails validation', JSON.stringify({ orgCode: 'hearth' })],
  ])('%s → only "No private label data found"', (_case, text) => {
    if (text !== null) {
      plantDataBlock(text);
    }
    const { container } = renderOrg();
    expect(
      screen.getByRole('heading', { level: 1, name: 'No private label data found' }),
    ).toBeInTheDocument();
    expect(container).toHaveTextContent(/^No private label data found$/);
  });
});

/** The fixture with the field at `path` removed (no `value`) or set to `value`. */
function spoilt(path: string[], ...value: [unknown?]): unknown {
  const payload = structuredClone(makeOrgPayload()) as unknown as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce((node, key) => node[key] as Record<string, unknown>, payload);
  const key = path.at(-1) ?? '';
  if (value.length > 0) {
    parent[key] = value[0];
  } else {
    delete parent[key];
  }
  return payload;
}

describe('isOrgPayload: the shape the app cannot start without (decision 012)', () => {
  it('accepts the payload the server injects', () => {
    expect(isOrgPayload(makeOrgPayload())).toBe(true);
  });

  it.each([
    ['orgMetaData'],
    ['orgMetaData.heloc'],
    ['orgMetaData.companyInfo'],
    ['orgMetaData.companyInfo.theme'],
    ['orgMetaData.companyInfo.companyNameShort'],
    ['orgPricingData'],
    ['orgCode'],
  ])('refuses a payload without %s', (path) => {
    expect(isOrgPayload(spoilt(path.split('.')))).toBe(false);
  });

  it.each([
    ['orgMetaData.companyInfo.companyNameShort', 7],
    ['orgMetaData.companyInfo.theme', 'red'],
    ['orgPricingData', []],
    ['orgMetaData', null],
  ])('refuses a payload whose %s is %j', (path, value) => {
    expect(isOrgPayload(spoilt(path.split('.'), value))).toBe(false);
  });

  it.each([null, 'hearth', [makeOrgPayload()]])('refuses %j', (value) => {
    expect(isOrgPayload(value)).toBe(false);
  });
});
