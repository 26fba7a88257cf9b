import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.ts';
import { BorrowerApi } from './journey-api.ts';
import { expectJourneyPage, readToTheEnd } from './journey-steps.ts';

const NAME_REFUSED = 'Type your full legal name as it appears on your application';

test.describe('reading and signing the application summary', () => {
  test.describe.configure({ timeout: 120_000 });

  test('KIT-019: the viewer settles and its download saves the PDF; a typed name not the borrower’s is refused at the field', async ({
    page,
  }) => {
    // Every object URL the page makes, counted: a viewer at rest makes one for its download link.
    await page.addInitScript(() => {
      const create = URL.createObjectURL.bind(URL);
      const counter = window as unknown as { objectUrlsMade: number };
      counter.objectUrlsMade = 0;
      URL.createObjectURL = (object: Blob | MediaSource) => {
        counter.objectUrlsMade += 1;
        return create(object);
      };
    });
    const objectUrlsMade = () =>
      page.evaluate(() => (window as unknown as { objectUrlsMade: number }).objectUrlsMade);
    const borrower = await BorrowerApi.create(page.request, 'Lovelace');
    await borrower.driveOffersToSummary();
    await borrower.signIn(page);
    await page.goto(borrower.rootPath);
    await expectJourneyPage(page, 'start/app-summary', 'Review and sign your application');

    const heading = page.getByRole('heading', { level: 2, name: /^Document 1 of 2: / });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    const title = ((await heading.textContent()) ?? '').replace(/^Document 1 of 2: /, '');
    await readToTheEnd(page, title);

    // At rest: over a second nothing more is made, and the link keeps its (live) URL.
    const link = page.getByRole('link', { name: `Download ${title} (PDF)` });
    const href = await link.getAttribute('href');
    const made = await objectUrlsMade();
    await page.waitForTimeout(1_000);
    expect(await objectUrlsMade()).toBe(made);
    expect(made).toBeLessThanOrEqual(2);
    await expect(link).toHaveAttribute('href', href ?? '');

    // The link the viewer offers downloads the document: the download completes, with PDF bytes
    // (a viewer that re-rendered without end revoked its URL and cancelled the download).
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(await download.failure()).toBeNull();
    expect(download.suggestedFilename()).toBe(`${title}.pdf`);
    const bytes = await readFile((await download.path()) ?? '');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Someone else's name: refused at the field, nothing signed.
    const field = page.getByRole('textbox', { name: 'Your full legal name' });
    await field.fill('Bob Smith');
    await page.getByRole('button', { name: `Sign ${title}` }).click();
    await expect(field).toHaveAccessibleDescription(NAME_REFUSED);
    await expect(field).toBeFocused();
    await expect(heading).toBeVisible();

    // The borrower's own name, in another case and spacing, signs.
    await field.fill('  ada  LOVELACE ');
    await page.getByRole('button', { name: `Sign ${title}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Document 2 of 2: / })).toBeVisible({
      timeout: 20_000,
    });
  });
});
