import { ORG_PAYLOAD_ELEMENT_ID, type OrgPayload } from '@hearth/domain/org/org-config';
import { SERVER_RENDER_STATE_ELEMENT_ID } from '@hearth/domain/server-render/page-render';
import { describe, expect, it } from 'vitest';
import { toOrgPayload } from '../org/org-payload.ts';
import { getDefaultOrg } from '../org/registry/index.ts';
import {
  ENTRY_SCRIPTS_ELEMENT_ID,
  escapeHtml,
  renderIndexHtml,
  serializeJsonForHtml,
} from './render-index.ts';
import { BUILT_INDEX_HTML } from './spa-test-support.ts';

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

function readJsonBlock(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}
const readPayload = (html: string) => readJsonBlock(html, ORG_PAYLOAD_ELEMENT_ID);

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

  it('with a nonce only, writes the theme’s colours as a nonce’d stylesheet and the nonce for React Aria', () => {
    const payload = payloadWithShortName('Hearth');
    const { primary, primaryContrast, accent, surface, text } = payload.orgMetaData.companyInfo.theme;
    expect(renderIndexHtml(TEMPLATE, payload)).not.toMatch(/<style|csp-nonce/);
    const html = renderIndexHtml(TEMPLATE, payload, 'bm9uY2U=');
    expect(html).toContain('<meta property="csp-nonce" nonce="bm9uY2U=">');
    expect(html).toContain(
      `<style nonce="bm9uY2U=">:root{--brand-primary:${primary};--brand-primary-contrast:${primaryContrast};` +
        `--brand-accent:${accent};--brand-surface:${surface};--brand-text:${text};color-scheme:light}</style>`,
    );
    expect(html.indexOf('<style')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('renderIndexHtml with a server-rendered root', () => {
  const payload = payloadWithShortName('Hearth');
  const render = (root: { html: string; state: object }) =>
    renderIndexHtml(BUILT_INDEX_HTML, payload, 'bm9uY2U=', root);

  it('fills #root, puts the state beside it, and lists the entry scripts for after the first paint', () => {
    const html = render({ html: '<main><h1>Your line of credit</h1></main>', state: { queries: [] } });
    expect(html).toContain('<div id="root"><main><h1>Your line of credit</h1></main></div>');
    expect(readJsonBlock(html, SERVER_RENDER_STATE_ELEMENT_ID)).toEqual({ queries: [] });
    expect(readJsonBlock(html, ENTRY_SCRIPTS_ELEMENT_ID)).toEqual([
      '/assets/runtime-1.js',
      '/assets/app-2.js',
    ]);
    expect(html).not.toContain('<script type="module" crossorigin');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-3.css">');
    const tail = html.slice(html.indexOf('<div id="root">'));
    expect(tail.match(/<script [^>]*>/g)).toEqual([
      `<script type="application/json" id="${SERVER_RENDER_STATE_ELEMENT_ID}">`,
      `<script type="application/json" id="${ENTRY_SCRIPTS_ELEMENT_ID}">`,
      '<script type="module" src="/hydrate-after-paint.js">',
    ]);
    expect(tail).toMatch(/<\/script>\s*<\/body>/);
  });

  it('without root, leaves #root empty and the entry scripts where the build put them', () => {
    const html = renderIndexHtml(BUILT_INDEX_HTML, payload, 'bm9uY2U=');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/app-2.js"></script>');
    expect(html).not.toMatch(
      new RegExp(`${SERVER_RENDER_STATE_ELEMENT_ID}|${ENTRY_SCRIPTS_ELEMENT_ID}|hydrate`),
    );
  });

  it('keeps a hostile string in the state inside its element, and round-trips it', () => {
    const state = { note: "</script><script>alert(1)</script><!-- $& $' \u2028" };
    const html = render({ html: '<p>x</p>', state });
    expect(html.match(/<script/g)).toHaveLength(4);
    expect(readJsonBlock(html, SERVER_RENDER_STATE_ELEMENT_ID)).toEqual(state);
  });

  it('puts the markup in as it is, `$` patterns included', () => {
    const markup = '<p>Draw $$ 500, $` and $&amp; $1</p>';
    expect(render({ html: markup, state: {} })).toContain(`<div id="root">${markup}</div>`);
  });
});
