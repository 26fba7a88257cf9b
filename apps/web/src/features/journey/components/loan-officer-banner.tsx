import type { OriginatorDisplayInfo } from '@hearth/domain/registration/lead-portal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import {
  getOriginatorName,
  OriginatorAvatar,
  OriginatorContact,
  useOriginatorTitle,
} from './originator-contact.tsx';

/**
 * CND-033: below the large-screen breakpoint (KIT-020) the referrer is a banner at the top of the
 * page; pressing it opens a panel with their contact details. The panel is the kit's modal dialog:
 * focus moves into it, stays there, and returns to the banner when it closes.
 */
export function LoanOfficerBanner({ info }: { info: OriginatorDisplayInfo }) {
  const { t } = useTranslation('journey');
  const [isOpen, setOpen] = useState(false);
  const title = useOriginatorTitle(info);
  return (
    <div className="mb-4 lg:hidden">
      <Button
        variant="ghost"
        aria-haspopup="dialog"
        onPress={() => setOpen(true)}
        className="w-full justify-start rounded-xl border border-line bg-raised px-4 text-left no-underline hover:no-underline"
      >
        <OriginatorAvatar info={info} size="sm" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-sm font-normal">{title}</span>
          <span className="truncate">{getOriginatorName(info)}</span>
        </span>
        <span className="text-sm font-normal underline">{t('originator.showContact')}</span>
      </Button>
      <Modal id="loan-officer-panel" title={title} isOpen={isOpen} onOpenChange={setOpen}>
        <OriginatorContact info={info} />
      </Modal>
    </div>
  );
}
