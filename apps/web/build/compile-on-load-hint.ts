import type { Rolldown } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later): a file whose first line is this comment is
 * compiled whole while it streams in, on a background thread. Without it, V8 compiles a function
 * on the main thread when it is first called — a third of each chunk's evaluation on a slow phone,
 * in the very tasks that keep a page from answering a tap. Other browsers read a comment.
 */
export const COMPILE_ON_LOAD_HINT = '//# allFunctionsCalledOnLoad';

/** Large chunks of which a page runs little: compiled whole, they would cost more than they save. */
const RUN_IN_PART = /^(pdf-engine|phone-numbers)$/;

/** The first line of a chunk (the build's `postBanner`, after minifying, the source map shifted). */
export function compileOnLoadHint(chunk: Pick<Rolldown.RenderedChunk, 'name'>): string {
  return RUN_IN_PART.test(chunk.name) ? '' : COMPILE_ON_LOAD_HINT;
}
