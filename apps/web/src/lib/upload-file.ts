import { API_TIMEOUT_MS } from './api-client.ts';
import { ApiError, createTransportError } from './api-error.ts';
import { getOrgCode } from './org.tsx';
import { getJwt } from './storage.ts';

export interface UploadOptions {
  /** Called with 0…1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Uploads may be large: twice the API timeout. */
  timeoutMs?: number;
}

function parseResponse(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A multipart POST with upload progress (fetch cannot report it): the same headers, credentials and
 * error shape as `apiFetch` (API-001…007), so a failure shows the server's joined messages.
 */
export function uploadFile<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal, timeoutMs = API_TIMEOUT_MS * 2 } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('x-org', getOrgCode());
    xhr.setRequestHeader('accept', 'application/json');
    const jwt = getJwt();
    if (jwt) {
      xhr.setRequestHeader('authorization', jwt);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(event.loaded / event.total);
      }
    };
    xhr.onload = () => {
      const data = parseResponse(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as T);
      } else {
        reject(new ApiError({ status: xhr.status, kind: 'http', data }));
      }
    };
    xhr.onerror = () => reject(createTransportError('network'));
    xhr.ontimeout = () => reject(createTransportError('timeout'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
