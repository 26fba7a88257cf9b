import { rescissionApi } from '@hearth/domain/api/application-api';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RescindConfirmModal } from '../../../components/rescission/rescind-confirm-modal.tsx';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { useContinueJourney } from '../../../lib/continue-journey.ts';

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
    mutationFn: () => callEndpoint(rescissionApi.rescind, { params: { uuid }, body: { confirm: true } }),
    onSuccess: continueJourney,
  });
  return (
    <RescindConfirmModal
      id="rescind"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      rescind={rescind}
      labels={{
        title: t('rescind.title'),
        text: t('rescind.body'),
        failed: t('rescind.failed'),
        confirm: t('rescind.confirm'),
        keep: t('rescind.keep'),
      }}
    />
  );
}
