import { HELP_CORPUS } from '@hearth/domain/chatbot/help-corpus';
import { buildLenderValues, fillPlaceholders } from '@hearth/domain/chatbot/lender-values';
import { describe, expect, it } from 'vitest';
import { ORG_REGISTRY } from '../org/registry/index.ts';

describe('help content for every lender of the registry', () => {
  it.each(ORG_REGISTRY.map((org) => [org.companyInfo.orgCode, org] as const))(
    '%s: every answer fills with its own name, phone and e-mail',
    (_, org) => {
      const values = buildLenderValues(org);
      for (const entry of HELP_CORPUS) {
        expect(fillPlaceholders(`${entry.title} ${entry.answer}`, values), entry.id).not.toMatch(/[{}]/);
      }
      const contact = HELP_CORPUS.find((entry) => entry.id === 'contact-lender');
      const text = fillPlaceholders(contact?.answer ?? '', values);
      expect(text).toContain(org.companyInfo.supportEmail);
      expect(text).toContain(values.phone);
    },
  );
});
