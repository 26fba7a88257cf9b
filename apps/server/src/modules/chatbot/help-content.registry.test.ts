import { HELP_CONTENT } from '@hearth/domain/chatbot/help-corpus';
import { buildLenderValues, fillPlaceholders } from '@hearth/domain/chatbot/lender-values';
import { LANGUAGES } from '@hearth/domain/profile/language';
import { describe, expect, it } from 'vitest';
import { ORG_REGISTRY } from '../org/registry/index.ts';

describe('help content for every lender of the registry, in every language', () => {
  it.each(
    ORG_REGISTRY.flatMap((org) =>
      LANGUAGES.map((language) => [org.companyInfo.orgCode, language, org] as const),
    ),
  )('%s (%s): every answer fills with its own name, phone and e-mail', (_, language, org) => {
    const values = buildLenderValues(org, language);
    const { entries } = HELP_CONTENT[language];
    for (const entry of entries) {
      expect(fillPlaceholders(`${entry.title} ${entry.answer}`, values), entry.id).not.toMatch(/[{}]/);
    }
    const contact = entries.find((entry) => entry.id === 'contact-lender');
    const text = fillPlaceholders(contact?.answer ?? '', values);
    expect(text).toContain(org.companyInfo.supportEmail);
    expect(text).toContain(values.phone);
  });
});
