import type { RescindBody } from '@hearth/domain/journey/rescission';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { getHelocPath } from '../../../lib/heloc-application.ts';

export interface RescindDialogProps {
  uuid: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** 007 `POST P/rescind` `{ confirm: true }`: any owner may cancel within the window. */
export function RescindDialog({ uuid, isOpen, onOpenChange }: RescindDialogProps) {
  const { t } = useTranslation('closing');
  const continueJourney = useContinueJourney(uuid);
  const rescind = useMutation({
    mutationFn: () => {
      const body: RescindBody = { confirm: true };
      return apiFetch(getHelocPath(uuid, '/rescind'), { method: 'POST', body });
    },
    onSuccess: continueJourney,
  });
  return (
    <Modal id="rescind" title={t('rescind.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className="flex flex-col gap-4">
        <p>{t('rescind.body')}</p>
        {rescind.error ? (
          <Banner tone="error" announce title={t('rescind.failed')}>
            {rescind.error.message}
          </Banner>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button variant="danger" isPending={rescind.isPending} onPress={() => rescind.mutate()}>
            {t('rescind.confirm')}
          </Button>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('rescind.keep')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
