import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from './banner.tsx';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export interface GeoLocationAlertProps {
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Location shared: e-signing may start. */
  onGranted: (position: GeolocationPosition) => void;
}

/**
 * ERR (000 §8): 'Why we need your location' — e-signing and remote notarization record where the
 * borrower signs, so location services must be on before they start.
 */
export function GeoLocationAlert({ id, isOpen, onOpenChange, onGranted }: GeoLocationAlertProps) {
  const { t } = useTranslation('journey-ui');
  const [state, setState] = useState<'idle' | 'asking' | 'denied' | 'unsupported'>('idle');
  const ask = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState('unsupported');
      return;
    }
    setState('asking');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState('idle');
        onGranted(position);
      },
      () => setState('denied'),
      { timeout: 15_000, maximumAge: 300_000 },
    );
  };
  return (
    <Modal id={id} title={t('geo.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className="flex flex-col gap-4">
        <p>{t('geo.body')}</p>
        {state === 'denied' || state === 'unsupported' ? (
          <Banner tone="warning" announce title={t(`geo.${state}Title`)}>
            {t('geo.howToEnable')}
          </Banner>
        ) : null}
        <Button className="self-start" isPending={state === 'asking'} onPress={ask}>
          {state === 'denied' ? t('geo.retry') : t('geo.share')}
        </Button>
      </div>
    </Modal>
  );
}
