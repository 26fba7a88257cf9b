import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface IndexTemplate {
  /** index.html's text, re-read when it changes (a rebuild); undefined while it does not exist. */
  read(): Promise<string | undefined>;
}

/** Marks a build stylesheet written into the page; `renderIndexHtml` gives it the request's nonce. */
export const INLINE_STYLESHEET_OPENING_TAG = '<style data-build-stylesheet>';

const BUILD_STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * `inlineStylesheets`: write the build's stylesheets into the page (the borrower's pages, whose
 * renderer gives them the request's nonce); the console's pages link theirs.
 */
export function createIndexTemplate(
  filePath: string,
  { inlineStylesheets = false }: { inlineStylesheets?: boolean } = {},
): IndexTemplate {
  let cached: { mtimeMs: number; html: string } | undefined;
  return {
    async read() {
      const mtimeMs = await stat(filePath).then(
        (stats) => stats.mtimeMs,
        () => undefined,
      );
      if (mtimeMs === undefined) {
        cached = undefined;
        return undefined;
      }
      if (cached?.mtimeMs !== mtimeMs) {
        const html = await readFile(filePath, 'utf8');
        cached = {
          mtimeMs,
          html: inlineStylesheets ? await inlineBuildStylesheets(html, dirname(filePath)) : html,
        };
      }
      return cached.html;
    },
  };
}

/**
 * The build's stylesheets written into the page rather than linked: a phone on a slow network
 * paints once it has the page, not a round trip later (the app's one stylesheet is 7.5 kB
 * compressed). The link stays, disabled, which browsers do not fetch: the app's loader for its
 * later chunks looks for that link before adding the stylesheet they list, and would otherwise
 * fetch it again. A stylesheet that is missing, or whose text could end its element, stays linked.
 */
async function inlineBuildStylesheets(html: string, distDir: string): Promise<string> {
  const stylesheets = new Map<string, string>();
  for (const [, path] of html.matchAll(BUILD_STYLESHEET_LINK)) {
    const file = join(distDir, path as string);
    if (existsSync(file)) {
      const css = await readFile(file, 'utf8');
      if (!/<\/style/i.test(css)) {
        stylesheets.set(path as string, css);
      }
    }
  }
  return html.replace(BUILD_STYLESHEET_LINK, (link, path: string) => {
    const css = stylesheets.get(path);
    return css === undefined
      ? link
      : `${INLINE_STYLESHEET_OPENING_TAG}${css}</style>${link.replace(/>$/, ' disabled>')}`;
  });
}
