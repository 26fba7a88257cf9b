import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isSandboxMode } from '../../../components/layout/sandbox-mode.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useRelativeTime } from '../../../lib/relative-time.ts';
import { useErrorMessage } from '../../../lib/validation-message.ts';
import { type CoDeedInvite, deleteCoDeedInvite, postResendCoDeedInvite } from '../api/co-deed-calls.ts';

export interface CoDeederRowProps {
  uuid: string;
  invite: CoDeedInvite;
  /** The one-time link, outside production only, from the answer that created it. */
  sandboxLink: string | undefined;
  onChanged: (invite: CoDeedInvite) => void;
}

/** One invited owner: their progress (invited → accepted → signed), a new link, or withdrawing them. */
export function CoDeederRow({ uuid, invite, sandboxLink, onChanged }: CoDeederRowProps) {
  const { t } = useTranslation('signing');
  const formatAgo = useRelativeTime();
  const describeError = useErrorMessage();
  const resend = useMutation({
    mutationFn: () => postResendCoDeedInvite(uuid, invite.uuid),
    onSuccess: onChanged,
  });
  const withdraw = useMutation({
    mutationFn: () => deleteCoDeedInvite(uuid, invite.uuid),
    onSuccess: onChanged,
  });
  const name = `${invite.firstName} ${invite.lastName}`;
  const error = resend.error ?? withdraw.error;
  const showLink = sandboxLink && invite.status === 'INVITED' && isSandboxMode();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span>{t('additional.invitee', { name, email: invite.email })}</span>
        <span className="font-medium">{t(`additional.status.${invite.status}`)}</span>
      </div>
      {invite.invitedAt ? (
        <p className="text-sm">
          {t('additional.invitedWhen', { when: formatAgo(new Date(invite.invitedAt)) })}
        </p>
      ) : null}
      {showLink ? (
        <Banner tone="info" title={t('additional.sandboxTitle', { name })}>
          <a href={sandboxLink} target="_blank" rel="noreferrer" className="break-all underline">
            {t('additional.sandboxLink', { name })}
          </a>
          <span className="mt-1 block">{t('additional.sandboxHint')}</span>
        </Banner>
      ) : null}
      {error ? (
        <Banner tone="error" announce>
          {describeError(error)}
        </Banner>
      ) : null}
      {invite.status === 'INVITED' || invite.status === 'ACCEPTED' ? (
        <div className="flex flex-wrap gap-3">
          {invite.status === 'INVITED' ? (
            <Button
              variant="secondary"
              size="sm"
              isPending={resend.isPending}
              onPress={() => resend.mutate()}
            >
              {t('additional.resend', { name })}
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" isPending={withdraw.isPending} onPress={() => withdraw.mutate()}>
            {t('additional.withdraw', { name })}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
