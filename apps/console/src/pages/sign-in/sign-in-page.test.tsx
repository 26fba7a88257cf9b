import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_ENDED_MESSAGE } from '../../lib/api-error.ts';
import { getToken, peekSignInNotice, setSignInNotice, setToken } from '../../lib/session-store.ts';
import { renderPage } from '../../test/render.tsx';
import { SignInPage } from './sign-in-page.tsx';

describe('SignInPage', () => {
  it('says why the last session ended, once, and forgets any token', () => {
    setToken('aaa.bbb.ccc');
    setSignInNotice(SESSION_ENDED_MESSAGE);
    renderPage(<SignInPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(SESSION_ENDED_MESSAGE);
    expect(getToken()).toBeNull();
    expect(peekSignInNotice()).toBeNull();
    expect(document.title).toBe('Sign in · Hearth staff console');
  });

  it('shows no notice on an ordinary visit', () => {
    renderPage(<SignInPage />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('Email')).toBeVisible();
  });
});
