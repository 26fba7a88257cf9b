import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { getApplicationPagePath } from '../../../lib/heloc-application.ts';
import { type CheckName, type CheckResult, runDeviceCheck } from '../lib/device-check.ts';

const CHECKS: CheckName[] = ['camera', 'location'];

/** Step 1: camera, microphone and location must work before the notary joins. */
export function DeviceCheckStep({ uuid, onPassed }: { uuid: string; onPassed: () => void }) {
  const { t } = useTranslation('notary');
  const [result, setResult] = useState<CheckResult | null>(null);
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    const next = await runDeviceCheck();
    setRunning(false);
    setResult(next);
    if (next.camera && next.location) {
      onPassed();
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p>{t('session.deviceIntro')}</p>
      {result ? (
        <ul className="flex flex-col gap-1" aria-label={t('session.deviceResults')}>
          {CHECKS.map((name) => (
            <li key={name}>{t(result[name] ? `session.check.${name}Ok` : `session.check.${name}Failed`)}</li>
          ))}
        </ul>
      ) : null}
      {result && !(result.camera && result.location) ? (
        <Banner tone="warning" announce title={t('session.deviceFailed')}>
          <Trans
            t={t}
            i18nKey="session.deviceHelp"
            components={{
              manual: (
                <Link to={getApplicationPagePath(uuid, 'notary/schedule-manual')} className="underline" />
              ),
            }}
          />
        </Banner>
      ) : null}
      <Button className="self-start" isPending={running} onPress={() => void run()}>
        {result ? t('session.deviceRetry') : t('session.deviceRun')}
      </Button>
    </div>
  );
}
