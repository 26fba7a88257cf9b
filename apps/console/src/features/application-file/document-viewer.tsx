import type { OpsDocument } from '@hearth/domain/ops/application-file';
import { useEffect, useState } from 'react';

/**
 * A fetched document shown inline from an object URL (the token never goes into a URL): a PDF in
 * an iframe (the browser's own viewer), an image as an image; anything else is offered as a download.
 */
export function DocumentViewer({ document, blob }: { document: OpsDocument; blob: Blob }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  if (!url) {
    return null;
  }
  const type = blob.type || document.contentType;
  if (type.startsWith('image/')) {
    return (
      <img
        src={url}
        alt={`${document.type}: ${document.filename}`}
        className="max-h-[36rem] max-w-full border border-line"
      />
    );
  }
  if (type === 'application/pdf') {
    return (
      <iframe
        src={url}
        title={`${document.type}: ${document.filename}`}
        className="h-[36rem] w-full border border-line"
      />
    );
  }
  return <p>This kind of file cannot be shown here; download it instead.</p>;
}
