import { ORG_PAYLOAD_ELEMENT_ID, type OrgPayload } from '@hearth/domain/org/org-config';

/**
 * ORG-003, ORG-009: index.html for one org — the payload as a JSON data block (not executed, so the
 * strict CSP allows it), the org's short name as the title, `lang="en"` and the brand colour.
 */
export function renderIndexHtml(template: string, payload: OrgPayload, styleNonce?: string): string {
  const { companyNameShort, theme } = payload.orgMetaData.companyInfo;
  const head = [
    `<title>${escapeHtml(companyNameShort)}</title>`,
    ...(styleNonce ? [`<meta property="csp-nonce" nonce="${escapeHtml(styleNonce)}">`] : []),
    `<meta name="theme-color" content="${escapeHtml(theme.primary)}">`,
    `<script type="application/json" id="${ORG_PAYLOAD_ELEMENT_ID}">${serializeJsonForHtml(payload)}</script>`,
  ].join('\n    ');
  return setHtmlLang(template.replace(/<title>[\s\S]*?<\/title>\s*/i, ''), 'en').replace(
    /<\/head>/i,
    `    ${head}\n  </head>`,
  );
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
