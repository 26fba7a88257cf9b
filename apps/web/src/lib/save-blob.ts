/**
 * How long a saved file's object URL outlives the click: the browser reads the blob after the
 * click returns (a large PDF, a slow disk), and revoking it before then cancels the download.
 */
export const SAVED_URL_LIFETIME_MS = 60_000;

/** Saves a downloaded file (a PDF or an image from the API) under `fileName` through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), SAVED_URL_LIFETIME_MS);
}
