// The catalogue checks (decision 036) over the repository, and over a scratch tree to show each
// one fails: a key used in code missing in English, an English key missing in Spanish, a domain
// message without its Spanish translation.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkI18n, collectDomainMessages, extractKeys } from './check-i18n.mjs';

describe('the repository', () => {
  it('uses no key its English catalogue lacks, and every translation has every English key', async () => {
    const findings = await checkI18n();
    for (const list of Object.values(findings)) {
      expect(list).toEqual([]);
    }
  }, 60_000);

  it('finds the domain’s field messages, and not the staff console’s', async () => {
    const messages = await collectDomainMessages();
    expect(messages).toContain('Please select an occupancy type');
    expect(messages).not.toContain('Not a valid application uuid');
    expect(messages).not.toContain('Please give the borrower a reason');
  }, 60_000);
});

describe('the checks, on a scratch tree', () => {
  let root;
  const write = (path, content) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content));
  };
  const check = () =>
    checkI18n({
      sourceDir: join(root, 'src'),
      localesDir: join(root, 'src', 'locales'),
      domainDir: join(root, 'domain'),
      messageDirs: ['validation'],
    });

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'check-i18n-'));
    write(
      'src/page.tsx',
      [
        "import { Trans, useTranslation } from 'react-i18next';",
        'export function Page() {',
        "  const { t } = useTranslation('page');",
        "  return <h1>{t('title')} {t('days', { count: 2 })} {t('common:loading')} {t('gone.key')}<Trans i18nKey=\"page:intro\" t={t} /></h1>;",
        '}',
      ].join('\n'),
    );
    write('src/locales/en/page.json', {
      title: 'Title',
      intro: 'Intro',
      days_one: '{{count}} day',
      days_other: '{{count}} days',
    });
    write('src/locales/en/common.json', { loading: 'Loading…', validation: {} });
    write(
      'domain/validation/rules.ts',
      "export const ZIP_MESSAGE = 'Enter a ZIP code';\nexport const LIMIT_MESSAGES = { low: 'Too low', high: 'Too high' };\nexport const NOT_A_MESSAGE_NAME = 'Ignored';\n",
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('extracts keys with the namespace of the file’s useTranslation, and ns: prefixes', () => {
    const keys = extractKeys(join(root, 'src')).map(({ namespace, key }) => `${namespace}:${key}`);
    expect(keys).toEqual(expect.arrayContaining(['page:title', 'page:days', 'common:loading', 'page:intro']));
  });

  it('fails a key used in code that English lacks; plural keys count as present', async () => {
    const findings = await check();
    expect(findings.missingInEnglish).toEqual([expect.stringMatching(/page\.tsx: page:gone\.key$/)]);
  });

  it('without a Spanish folder, checks nothing more', async () => {
    expect(Object.keys(await check())).toEqual(['missingInEnglish']);
  });

  it('with one, fails each English key it lacks and each domain message it does not translate', async () => {
    write('src/locales/es/page.json', {
      title: 'Título',
      days_one: '{{count}} día',
      days_other: '{{count}} días',
    });
    write('src/locales/es/common.json', {
      loading: 'Cargando…',
      validation: { 'Too low': 'Demasiado bajo' },
    });
    const findings = await check();
    expect(findings.missingIn_es).toEqual(['page:intro']);
    expect(findings.untranslatedMessages_es).toEqual(['Enter a ZIP code', 'Too high']);
  });
});
