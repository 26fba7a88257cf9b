import { borrowerInfoApi } from '@hearth/domain/api/borrower-info-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  appPath,
  expectNoSeriousAxeViolations,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { Component } from './hmda.tsx';

const server = setupJourneyServer();
// The longest form of the journey: more room than setupJourneyServer gives.
vi.setConfig({ testTimeout: 30_000 });

// APP-016, PRG-063: start/hmda — the HMDA demographic questions (Reg C).
describe('start/hmda', () => {
  it('carries the voluntary statement and every question, and lets the borrower go on with none answered', async () => {
    let body: unknown;
    server.use(
      http.post(appPath(borrowerInfoApi.hmda), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ hasHmda: true, serverStep: 'GEN_APPLICATION_DISCLOSURE' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'start/hmda');
    expect(await screen.findByText(/You are not required to provide this information/)).toBeInTheDocument();
    expect(screen.getByText(/Any question you leave blank is recorded as not provided/)).toBeInTheDocument();
    for (const answer of ['Mexican', 'Guamanian or Chamorro', 'Vietnamese', 'Female']) {
      expect(screen.getByRole('checkbox', { name: answer })).toBeInTheDocument();
    }
    expect(
      screen.getAllByRole('checkbox', { name: 'I do not wish to provide this information' }),
    ).toHaveLength(3);
    await expectNoSeriousAxeViolations();
    // The questions are optional: Continue with nothing chosen records nothing provided.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(body).toMatchObject({ ethnicity: [], race: [], sex: [], collectedBy: 'ONLINE' });
  });

  it('keeps the decline exclusive, brings a sub-group’s group, opens the description boxes and sends the 007 body', async () => {
    let body: unknown;
    server.use(
      http.post(appPath(borrowerInfoApi.hmda), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ hasHmda: true, serverStep: 'GEN_APPLICATION_DISCLOSURE' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'start/hmda');
    await user.click(await screen.findByRole('checkbox', { name: 'Other Hispanic or Latino' }));
    expect(screen.getByRole('checkbox', { name: 'Hispanic or Latino' })).toBeChecked();
    await user.type(screen.getByLabelText(/^Origin/), 'Colombian');
    const [, raceDecline, sexDecline] = screen.getAllByRole('checkbox', {
      name: 'I do not wish to provide this information',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Korean' }));
    await user.click(screen.getByRole('checkbox', { name: 'White' }));
    await user.click(raceDecline as HTMLElement);
    expect(screen.getByRole('checkbox', { name: 'Korean' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'American Indian or Alaska Native' }));
    expect(raceDecline).not.toBeChecked();
    await user.type(screen.getByLabelText('Name of enrolled or principal tribe'), 'Navajo Nation');
    await user.click(sexDecline as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(body).toEqual({
      ethnicity: ['OTHER_HISPANIC_OR_LATINO', 'HISPANIC_OR_LATINO'],
      ethnicityOther: 'Colombian',
      race: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE'],
      raceTribe: 'Navajo Nation',
      raceOtherAsian: '',
      raceOtherPacificIslander: '',
      sex: ['NOT_PROVIDED'],
      collectedBy: 'ONLINE',
    });
  });

  it('shows the server’s refusal and keeps the answers for a retry', async () => {
    server.use(
      http.post(appPath(borrowerInfoApi.hmda), () =>
        HttpResponse.json({ errors: ['The application is at HMDA_SUBMITTED'] }, { status: 409 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'start/hmda');
    for (const box of await screen.findAllByRole('checkbox', {
      name: 'I do not wish to provide this information',
    })) {
      await user.click(box);
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The application is at HMDA_SUBMITTED');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox', {
      name: 'I do not wish to provide this information',
    })) {
      expect(box).toBeChecked();
    }
  });
});
