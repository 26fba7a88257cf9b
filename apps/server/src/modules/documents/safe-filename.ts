/**
 * A download name built from our own values (type, loan number, extension): ASCII letters, digits,
 * dots, dashes and underscores only, so it is safe in a content-disposition header and on any disk.
 */
export function buildSafeFilename(parts: readonly string[], extension: string): string {
  const base = parts
    .join('-')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/[-.]{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 120);
  return `${base || 'document'}.${extension}`;
}

/** `attachment`-less disposition: the browser shows the PDF inline and saves it under this name. */
export function buildContentDisposition(filename: string): string {
  const ascii = buildSafeFilename(
    [filename.replace(/\.[A-Za-z0-9]+$/, '')],
    filename.split('.').pop() ?? 'pdf',
  );
  return `inline; filename="${ascii}"`;
}
