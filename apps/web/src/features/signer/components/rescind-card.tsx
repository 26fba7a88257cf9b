import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RescindConfirmModal } from '../../../components/rescission/rescind-confirm-modal.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TranslationNotice } from '../../../components/ui/translation-notice.tsx';
import { getSignerApplicationsQueryOptions } from '../../../lib/signer-application.ts';
import { postRescind } from '../api/signer-calls.ts';

/** Reg Z 1026.15: every owner on title may cancel the line while the right to cancel runs. */
export function RescindCard({ uuid }: { uuid: string }) {
  const { t } = useTranslation('signer');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const rescind = useMutation({
    mutationFn: () => postRescind(uuid),
    onSuccess: async () => {
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: getSignerApplicationsQueryOptions().queryKey });
    },
  });
  return (
    <Card title={t('rescind.title')}>
      <p>{t('rescind.text')}</p>
      <TranslationNotice namespace="signer" className="mt-3" />
      {rescind.isSuccess ? (
        <Banner tone="success" announce title={t('rescind.done')} className="mt-3" />
      ) : (
        <Button variant="danger" className="mt-3" onPress={() => setOpen(true)}>
          {t('rescind.open')}
        </Button>
      )}
      <RescindConfirmModal
        id="signer-rescind"
        isOpen={open}
        onOpenChange={setOpen}
        rescind={rescind}
        labels={{
          title: t('rescind.confirmTitle'),
          text: t('rescind.confirmText'),
          confirm: t('rescind.confirm'),
          keep: t('rescind.keep'),
        }}
      />
    </Card>
  );
}
