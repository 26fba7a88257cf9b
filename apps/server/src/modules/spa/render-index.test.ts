import { ORG_PAYLOAD_ELEMENT_ID, type OrgPayload } from '@hearth/domain/org/org-config';
import { describe, expect, it } from 'vitest';
import { toOrgPayload } from '../org/org-payload.ts';
import { getDefaultOrg } from '../org/registry/index.ts';
import { escapeHtml, renderIndexHtml, serializeJsonForHtml } from './render-index.ts';

const TEMPLATE = `<!doctype html>
<html lang="fr" class="h-full">
  <head>
    <meta charset="UTF-8" />
    <title>Vite App</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

function payloadWithShortName(companyNameShort: string): OrgPayload {
  const payload = toOrgPayload(getDefaultOrg(), 'https://hearth.test');
  return {
    ...payload,
    orgMetaData: {
      ...payload.orgMetaData,
      companyInfo: { ...payload.orgMetaData.companyInfo, companyNameShort },
    },
  };
}

function readPayload(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${ORG_PAYLOAD_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

describe('serializeJsonForHtml', () => {
  it.each([
    '</script><script>alert(1)</script>',
    '<!-- <script>',
    'a & b > c',
    'line\u2028separator\u2029paragraph',
  ])('escapes %j so it cannot leave the script element, and round-trips', (text) => {
    const json = serializeJsonForHtml({ text });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text });
  });
});

describe('renderIndexHtml', () => {
  it('injects the payload as a JSON data block the page can parse back', () => {
    const payload = payloadWithShortName('Hearth');
    const html = renderIndexHtml(TEMPLATE, payload);
    expect(readPayload(html)).toEqual(payload);
    expect(html.indexOf(ORG_PAYLOAD_ELEMENT_ID)).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps a hostile org name inside its element', () => {
    const payload = payloadWithShortName('</script><script>alert(1)</script>');
    const html = renderIndexHtml(TEMPLATE, payload);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(readPayload(html)).toEqual(payload);
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  });

  it('sets the title to the short name, replacing the template title (ORG-009)', () => {
    const html = renderIndexHtml(TEMPLATE, payloadWithShortName('Bluewater CU'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Bluewater CU</title>');
  });

  it('sets lang="en" on <html>, replacing any other and keeping other attributes', () => {
    const html = renderIndexHtml(TEMPLATE, payloadWithShortName('Hearth'));
    expect(html).toContain('<html lang="en" class="h-full">');
    expect(renderIndexHtml('<html><head></head></html>', payloadWithShortName('X'))).toContain(
      '<html lang="en">',
    );
  });

  it('adds the brand colour as theme-color', () => {
    const html = renderIndexHtml(TEMPLATE, payloadWithShortName('Hearth'));
    expect(html).toContain(
      `<meta name="theme-color" content="${getDefaultOrg().companyInfo.theme.primary}">`,
    );
  });

  it('escapes HTML text', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
