import { conditionsApi } from '@hearth/domain/api/conditions-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  appPath,
  expectNoSeriousAxeViolations,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { Component } from './phone-number.tsx';

const COND = '11111111-1111-4111-8111-111111111111';
const phone = {
  uuid: COND,
  categoryEnum: 'MISSING_PHONE_NUMBER',
  created: '2026-03-01T10:00:00.000Z',
  notes: 'Your phone number',
  commentsToBorrower: '',
  requestDocuments: [],
  actionNeeded: true,
  xtraData: { numDocsRequired: 1 },
};
const bodies: unknown[] = [];
setupJourneyServer(
  http.get(appPath(conditionsApi.list), () => HttpResponse.json([phone])),
  http.post(appPath(conditionsApi.answerPhone, { conditionUuid: COND }), async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({ ...phone, actionNeeded: false });
  }),
);

describe('/{uuid}/conditions/phone-number', () => {
  it('CND-002: checks the number at the field, then saves it and answers the request', async () => {
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(
      Component,
      'conditions/phone-number',
      `?conditionUuid=${COND}&conditionEnum=MISSING_PHONE_NUMBER`,
    );
    const field = await screen.findByLabelText('Mobile phone number');
    await user.type(field, '555123');
    await user.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(field).toHaveFocus();
    await expectNoSeriousAxeViolations();
    await user.clear(field);
    await user.type(field, '4155550134');
    expect(field).toHaveValue('(415) 555-0134');
    await user.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(await screen.findByText('Thank you, your phone number is saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ value: '4155550134' }]);
  });
});
