/** Saves a Blob the page fetched as a file download (no token ever goes into a URL). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; free the page's.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
