import { DeclinePage } from '../components/decline-page.tsx';

/** PRG-104: error/income — the debt-to-income decline and its notice. */
export function Component() {
  return <DeclinePage titleKey="decline.incomeTitle" />;
}
