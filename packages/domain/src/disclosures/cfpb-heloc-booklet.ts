import type { Language } from '../profile/language.ts';

export interface Booklet {
  title: string;
  url: string;
}

/**
 * Reg Z 1026.40(e): the CFPB's home equity booklet, given with the application, in English and in
 * the CFPB's Spanish edition. The addresses follow the CFPB consumer tools pattern, the Spanish one
 * built from its Spanish title; neither could be checked from a machine without network access.
 */
export const CFPB_HELOC_BOOKLETS: Readonly<Record<Language, Booklet>> = {
  en: {
    title: 'What You Should Know About Home Equity Lines of Credit',
    url: 'https://www.consumerfinance.gov/consumer-tools/mortgages/what-you-should-know-about-home-equity-lines-of-credit/',
  },
  es: {
    title: '¿Qué debe saber sobre las líneas de crédito con garantía hipotecaria?',
    url: 'https://www.consumerfinance.gov/consumer-tools/mortgages/que-debe-saber-sobre-las-lineas-de-credito-con-garantia-hipotecaria/',
  },
};

/** The booklets a borrower is given: their language's first, the English one always beside it. */
export function bookletsFor(language: Language): Booklet[] {
  return language === 'en'
    ? [CFPB_HELOC_BOOKLETS.en]
    : [CFPB_HELOC_BOOKLETS[language], CFPB_HELOC_BOOKLETS.en];
}
