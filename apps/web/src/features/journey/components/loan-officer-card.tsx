import type { OriginatorDisplayInfo } from '@hearth/domain/registration/lead-portal';
import { Card } from '../../../components/ui/card.tsx';
import { OriginatorContact, useOriginatorTitle } from './originator-contact.tsx';

/**
 * CND-032: on a large screen (from the 1024 px breakpoint, KIT-020: Tailwind's `lg`) the referring
 * loan officer or broker is a card beside the page; below it the banner stands in for it.
 */
export function LoanOfficerCard({ info }: { info: OriginatorDisplayInfo }) {
  const title = useOriginatorTitle(info);
  return (
    <Card title={title} headingLevel={2} className="hidden lg:block">
      <OriginatorContact info={info} />
    </Card>
  );
}
