import { conditionsApi } from '@hearth/domain/api/conditions-api';
import { ORG_PAYLOAD_GLOBAL } from '@hearth/domain/org/org-config';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { resetOrgPayloadCache } from '../../../lib/org.tsx';
import { expectNoSeriousAxeViolations } from '../../../test/journey-server.tsx';
import { makeOrgPayload } from '../../../test/org-fixture.ts';
import { makeSigner, renderSignerPage, setupSignerServer, signerPath } from '../../../test/signer-server.tsx';
import { Component } from './signer-index.tsx';

const LIST = signerPath(conditionsApi.list);
const COND = '77777777-7777-4777-8777-777777777777';
let listCalls = 0;
setupSignerServer(
  { signer: makeSigner() },
  http.get(LIST, () => {
    listCalls += 1;
    return HttpResponse.json([
      {
        uuid: COND,
        categoryEnum: 'ID_VERIFICATION_FAILURE',
        created: '2026-03-01T10:00:00.000Z',
        notes: 'A clearer photo of your ID',
        commentsToBorrower: 'The photo was blurred',
        requestDocuments: [],
        actionNeeded: true,
        xtraData: { numDocsRequired: 1 },
      },
    ]);
  }),
);

function setFlag(on: boolean) {
  resetOrgPayloadCache();
  (window as unknown as Record<string, unknown>)[ORG_PAYLOAD_GLOBAL] = makeOrgPayload({
    companyInfo: { publicFeatureToggles: { 'fe-heloc-additional-signer-conditions': on } },
  });
}

describe('/heloc-signer/conditions', () => {
  it('SGN-009, ORG-046: with the flag off, an additional signer’s conditions are not loaded', async () => {
    setFlag(false);
    listCalls = 0;
    renderSignerPage(Component, 'conditions');
    expect(await screen.findByText(/You have no open requests/)).toBeInTheDocument();
    expect(listCalls).toBe(0);
  });

  it('SGN-004…006, SGN-009: with the flag on, they are listed, each linking to its signer page with the condition query', async () => {
    setFlag(true);
    renderSignerPage(Component, 'conditions');
    expect(await screen.findByRole('heading', { name: 'A clearer photo of your ID' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload your ID' })).toHaveAttribute(
      'href',
      `/heloc-signer/conditions/identity?conditionUuid=${COND}&conditionType=SUPPORT&conditionEnum=ID_VERIFICATION_FAILURE`,
    );
    await expectNoSeriousAxeViolations();
  });
});
