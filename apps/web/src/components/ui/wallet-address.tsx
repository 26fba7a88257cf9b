import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Tooltip } from './tooltip.tsx';

/** KIT-007: the "Copied" tooltip shows for one second. */
export const WALLET_COPY_TOOLTIP_MS = 1000;

/** KIT-008: addresses longer than 11 characters show their first 6 and last 5. */
export function shortenWalletAddress(address: string): string {
  return address.length > 11 ? `${address.slice(0, 6)}…${address.slice(-5)}` : address;
}

/** A shortened wallet address; pressing it copies the full address. */
export function WalletAddress({ address }: { address: string }) {
  const { t } = useTranslation('ui');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) {
      return;
    }
    const timer = setTimeout(() => setCopied(false), WALLET_COPY_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copyAddress() {
    await navigator.clipboard.writeText(address);
    setCopied(true);
  }

  return (
    <Tooltip content={t('wallet.copied')} isOpen={copied} onOpenChange={() => undefined}>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('wallet.copy', { address })}
        onPress={() => {
          void copyAddress();
        }}
      >
        <span className="font-mono">{shortenWalletAddress(address)}</span>
      </Button>
    </Tooltip>
  );
}
