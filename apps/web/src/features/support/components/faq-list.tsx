import { useTranslation } from 'react-i18next';
import { z } from 'zod';

const zFaqItems = z.array(z.object({ question: z.string(), answer: z.string() }));

/**
 * The questions borrowers ask about an application, each a native disclosure (details/summary):
 * keyboard and screen readers know it as a button that expands, and it opens without scripts.
 */
export function FaqList() {
  const { t } = useTranslation('support');
  const items = zFaqItems.parse(t('faq.items', { returnObjects: true }));
  return (
    <section aria-labelledby="faq-title" className="flex flex-col gap-3">
      <h2 id="faq-title">{t('faq.title')}</h2>
      <div className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface">
        {items.map((item) => (
          <details key={item.question} className="group px-5 py-3">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
              {item.question}
              <span
                aria-hidden="true"
                className="text-xl leading-none transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="pt-2 pb-1">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
