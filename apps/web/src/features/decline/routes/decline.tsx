import { DeclinePage } from '../components/decline-page.tsx';

/** PRG-061: error/decline — the adverse action notice (ECOA / Reg B, FCRA). */
export function Component() {
  return <DeclinePage titleKey="decline.title" />;
}
