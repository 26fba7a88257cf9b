import { ORG_PAYLOAD_ELEMENT_ID, type OrgPayload } from '@hearth/domain/org/org-config';
import { themeDeclarations } from '@hearth/domain/org/theme-variables';
import type { Language } from '@hearth/domain/profile/language';

import { SERVER_RENDER_STATE_ELEMENT_ID } from '@hearth/domain/server-render/page-render';
import { INLINE_STYLESHEET_OPENING_TAG } from './index-template.ts';

/** A page rendered on the server (decision 012): its markup and the state it hydrates from. */
export interface RenderedRoot {
  html: string;
  state: object;
}

/**
 * ORG-003, ORG-009: index.html for one org — the payload as a JSON data block (not executed, so the
 * strict CSP allows it), the org's short name as the title, the page's language as `lang`, the brand colour and, with
 * a nonce, the theme's colours as a stylesheet (the first paint is branded before any script runs).
 * With `root`, the page the server rendered fills `#root`, its state in a data block beside it.
 */
export function renderIndexHtml(
  template: string,
  payload: OrgPayload,
  styleNonce?: string,
  root?: RenderedRoot,
  language: Language = 'en',
): string {
  const { companyNameShort, theme } = payload.orgMetaData.companyInfo;
  const head = [
    `<title>${escapeHtml(companyNameShort)}</title>`,
    ...(styleNonce
      ? [
          `<meta property="csp-nonce" nonce="${escapeHtml(styleNonce)}">`,
          `<style nonce="${escapeHtml(styleNonce)}">:root{${themeDeclarations(theme)}}</style>`,
        ]
      : []),
    `<meta name="theme-color" content="${escapeHtml(theme.primary)}">`,
    `<script type="application/json" id="${ORG_PAYLOAD_ELEMENT_ID}">${serializeJsonForHtml(payload)}</script>`,
  ].join('\n    ');
  const html = setHtmlLang(template.replace(/<title>[\s\S]*?<\/title>\s*/i, ''), language)
    .replace(/<\/head>/i, `    ${head}\n  </head>`)
    // The build's stylesheet written into the page (index-template.ts) runs under the page's nonce.
    .replaceAll(
      INLINE_STYLESHEET_OPENING_TAG,
      styleNonce ? `<style nonce="${escapeHtml(styleNonce)}">` : '<style>',
    );
  return root ? fillRoot(html, root) : html;
}

/** apps/web/public: runs the entry scripts once the server-rendered page has painted. */
export const HYDRATE_AFTER_PAINT_SCRIPT = '/hydrate-after-paint.js';
/** The entry scripts HYDRATE_AFTER_PAINT_SCRIPT runs, in order. */
export const ENTRY_SCRIPTS_ELEMENT_ID = 'hearth-entries';

/**
 * The page fills `#root` and its state goes beside it. The app's entry scripts are not loaded by
 * the HTML: HYDRATE_AFTER_PAINT_SCRIPT loads them once the page has painted, so neither their
 * download nor their evaluation holds back what the server already rendered.
 */
function fillRoot(html: string, root: RenderedRoot): string {
  const entries: string[] = [];
  const withoutEntries = html.replace(
    /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g,
    (_tag, src: string) => {
      entries.push(src);
      return '';
    },
  );
  const scripts = [
    `<script type="application/json" id="${SERVER_RENDER_STATE_ELEMENT_ID}">${serializeJsonForHtml(root.state)}</script>`,
    ...(entries.length
      ? [
          `<script type="application/json" id="${ENTRY_SCRIPTS_ELEMENT_ID}">${serializeJsonForHtml(entries)}</script>`,
          `<script type="module" src="${HYDRATE_AFTER_PAINT_SCRIPT}"></script>`,
        ]
      : []),
  ];
  return withoutEntries
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${root.html}</div>`)
    .replace(/<\/body>/i, () => `  ${scripts.join('\n    ')}\n  </body>`);
}

/** JSON that cannot end its script element or break a JS parser: <, >, &, U+2028, U+2029 escaped. */
export function serializeJsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function setHtmlLang(html: string, lang: string): string {
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const rest = attributes.replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<html lang="${lang}"${rest}>`;
  });
}
