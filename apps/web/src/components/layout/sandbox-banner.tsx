import { useTranslation } from 'react-i18next';
import { isSandboxMode } from './sandbox-mode.ts';

/** A thin strip above the header while sandbox providers are in use. */
export function SandboxBanner({ enabled = isSandboxMode() }: { enabled?: boolean }) {
  const { t } = useTranslation('layout');
  if (!enabled) {
    return null;
  }
  return (
    <p className="bg-amber-100 px-4 py-1 text-center text-xs font-medium text-amber-950 sm:text-sm">
      {t('sandbox.banner')}
    </p>
  );
}
