import { addressSearchApi } from '@hearth/domain/api/address-search-api';
import { ORG_PAYLOAD_GLOBAL, type OrgPayload } from '@hearth/domain/org/org-config';
import { configure } from '@testing-library/react';
import { routes } from '../../../app/router.tsx';
import { resetOrgPayloadCache } from '../../../lib/org.tsx';
import { apiKey, mockApi } from '../../../test/mock-api.ts';
import { makeOrgPayload } from '../../../test/org-fixture.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { createEmptyRegisterData, type RegisterData } from '../lib/register-data.ts';
import { REGISTER_STORAGE_KEY } from '../lib/register-store.ts';

export const TYPEAHEAD_ITEMS = [
  {
    fullAddress: '123 MAIN ST, SACRAMENTO, CA 95814',
    street1: '123 MAIN ST',
    city: 'SACRAMENTO',
    state: 'CA',
    zip: '95814',
  },
  {
    fullAddress: '125 MAIN ST, SACRAMENTO, CA 95814',
    street1: '125 MAIN ST',
    city: 'SACRAMENTO',
    state: 'CA',
    zip: '95814',
  },
];

type Handlers = Parameters<typeof mockApi>[0];

/** An org with the redesign flag on (or off) and other overrides. */
export function makeRegisterOrg(
  redesign = true,
  overrides: Parameters<typeof makeOrgPayload>[0] = {},
): OrgPayload {
  return makeOrgPayload({
    ...overrides,
    companyInfo: { publicFeatureToggles: { 'fe-heloc-redesign-2025': redesign }, ...overrides.companyInfo },
  });
}

/** Register data that has answered every step up to the password. */
export function makeCompleteData(overrides: Partial<RegisterData> = {}): RegisterData {
  const empty = createEmptyRegisterData();
  return {
    ...empty,
    propertyAddress: {
      street1: '123 MAIN ST',
      street2: '',
      city: 'SACRAMENTO',
      state: 'CA',
      zip: '95814',
      occupancyType: 'HOME',
    },
    isListedForSale: false,
    income: { income: 120_000, otherIncome: 0, employmentType: 'FULL_TIME' },
    name: { firstName: 'Pat', middleName: '', lastName: 'Lee', suffix: '' },
    dob: { day: '15', month: '05', year: '1980' },
    email: 'pat@hearth.test',
    phoneNumber: '2125550123',
    flags: { ...empty.flags, isSaleStatusSet: true, isIncomeSet: true },
    ...overrides,
  };
}

export function seedRegisterData(data: RegisterData): void {
  window.sessionStorage.setItem(REGISTER_STORAGE_KEY, JSON.stringify(data));
}

export function readStoredData(): RegisterData | null {
  const raw = window.sessionStorage.getItem(REGISTER_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as RegisterData) : null;
}

/** Renders the app's routes at `path` for `org`, with the typeahead answering TYPEAHEAD_ITEMS. */
export function renderRegister(
  path: string,
  {
    org = makeRegisterOrg(),
    data,
    handlers = {},
  }: { org?: OrgPayload; data?: RegisterData; handlers?: Handlers } = {},
) {
  resetOrgPayloadCache();
  (window as unknown as Record<string, unknown>)[ORG_PAYLOAD_GLOBAL] = org;
  if (data) {
    seedRegisterData(data);
  }
  const api = mockApi({
    [apiKey(addressSearchApi.typeahead)]: () => ({ body: { items: TYPEAHEAD_ITEMS } }),
    ...handlers,
  });
  const view = renderRoutes(routes, path);
  const location = () => `${view.router.state.location.pathname}${view.router.state.location.search}`;
  return { ...view, ...api, location };
}

/** Lazy route modules load cold on a busy machine: the registration tests wait up to 5 s. */
configure({ asyncUtilTimeout: 5_000 });
