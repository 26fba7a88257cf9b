import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetTokenCache } from '../lib/session-store.ts';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetTokenCache();
});

afterEach(() => {
  cleanup();
});
