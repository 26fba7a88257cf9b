import { useTranslation } from 'react-i18next';

/** The title, intro and numbered steps (`step1`…) of a page's catalogue section. */
export function useReviewCopy(section: string, stepCount: number) {
  const { t } = useTranslation('branch-pages');
  return {
    title: t(`${section}.title`),
    intro: t(`${section}.intro`),
    steps: Array.from({ length: stepCount }, (_, index) => t(`${section}.step${index + 1}`)),
  };
}
