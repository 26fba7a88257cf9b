import { DeclinePage } from '../components/decline-page.tsx';

/** PRG-105: error/credit — the credit score decline and its notice. */
export function Component() {
  return <DeclinePage titleKey="decline.creditTitle" />;
}
