import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMainBrand } from '../../../components/layout/org-info.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useOrg } from '../../../lib/org.tsx';
import { useSession } from '../../../lib/session.tsx';

// The form is loaded when the borrower asks for it: no page pays for it up front.
const CeoFeedbackDialog = lazy(async () => ({
  default: (await import('./ceo-feedback-dialog.tsx')).CeoFeedbackDialog,
}));

/** CND-022/023: "Share your feedback with the CEO", on the main brand's sites, for a signed-in user. */
export function CeoFeedbackLink() {
  const { t } = useTranslation('layout');
  const org = useOrg();
  const session = useSession();
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (!isMainBrand(org) || session.status !== 'authenticated') {
    return null;
  }
  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        className="underline"
        onPress={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('feedback.link')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <CeoFeedbackDialog isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
