import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOtherOrg, renderPage } from '../../../components/test-utils/render-page.tsx';
import { mockApi } from '../../../test/mock-api.ts';
import { Component as Contact } from './contact.tsx';

const HOURS = 'GET /service-operating-hours/external/api/v1/hours/OPS_PHONE';

function renderContact() {
  mockApi({
    [HOURS]: () => ({ body: { display: ['Monday – Friday: 6:00 AM – 6:00 PM PT', 'Sunday: Closed'] } }),
  });
  const org = makeOtherOrg('bluewater-cu', {
    companyInfo: {
      companyNameShort: 'Bluewater',
      supportEmail: 'help@bluewater.test',
      supportPhoneNumber: { number: '800-555-0199' },
    },
  });
  return renderPage(<Contact />, { org, path: '/contact' });
}

describe('Support page (/contact, RTE-014, ORG-023)', () => {
  it("gives the lender's phone and e-mail and the phone line's hours in Pacific time (ORG-029, ORG-030)", async () => {
    renderContact();
    expect(await screen.findByRole('heading', { level: 1, name: 'Help and support' })).toBeInTheDocument();
    expect(document.title).toBe('Bluewater | Help and support');
    const contact = screen.getByRole('region', { name: 'Talk to us' });
    expect(within(contact).getByRole('link', { name: 'Call 800-555-0199' })).toHaveAttribute(
      'href',
      'tel:+18005550199',
    );
    expect(within(contact).getByRole('link', { name: 'E-mail help@bluewater.test' })).toHaveAttribute(
      'href',
      'mailto:help@bluewater.test',
    );
    expect(within(contact).getByRole('heading', { name: 'Phone hours (Pacific time)' })).toBeInTheDocument();
    expect(await within(contact).findByText('Monday – Friday: 6:00 AM – 6:00 PM PT')).toBeInTheDocument();
    expect(contact).not.toHaveTextContent('America/');
  });

  it('says how to reach a person while chat is not there, with no button to press', async () => {
    renderContact();
    const chat = await screen.findByRole('region', { name: 'Online chat' });
    expect(chat).toHaveTextContent('call us at 800-555-0199');
    expect(within(chat).getByRole('link', { name: '800-555-0199' })).toHaveAttribute(
      'href',
      'tel:+18005550199',
    );
    expect(within(chat).getByRole('link', { name: 'help@bluewater.test' })).toHaveAttribute(
      'href',
      'mailto:help@bluewater.test',
    );
    expect(within(chat).queryByRole('button')).not.toBeInTheDocument();
  });

  it('answers borrowers’ questions in disclosures that open and close', async () => {
    const user = userEvent.setup();
    renderContact();
    const faq = await screen.findByRole('region', { name: 'Questions borrowers ask' });
    const question = within(faq).getByText('Will checking my offers affect my credit score?');
    const answer = within(faq).getByText(/soft credit check, which does not affect your credit score/);
    expect(within(faq).getAllByRole('group')).toHaveLength(8);
    expect(answer).not.toBeVisible();
    await user.click(question);
    expect(answer).toBeVisible();
    await user.click(question);
    expect(answer).not.toBeVisible();
  });
});
