import { queryOptions } from '@portfolio/shared/query';
import type { UploadPreset, UploadResult, UploadTarget } from '@portfolio/shared/schemas';
import {
  ApiError,
  apiRequest,
  apiUrl,
  authorizationHeader,
  failure,
  parseProblem,
  UNREACHABLE,
} from '@portfolio/shared/api';

/**
 * Where images go, asked of the API: its own `/uploads` (`url: null`), or the Cloudinary-compatible unsigned
 * upload URL it is configured with, so an owner on Cloudinary changes one setting. Either answers `secure_url`.
 */
export const uploadTargetQuery = () =>
  queryOptions({
    queryKey: ['uploads', 'target'] as const,
    queryFn: ({ signal }) => apiRequest<UploadTarget>('/uploads/target', { signal }),
    staleTime: Infinity,
  });

export interface UploadOptions {
  target: UploadTarget;
  /** 0–100, from the browser's real upload progress events. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends an image as Cloudinary's multipart form (`file`, `upload_preset`, `cloud_name`). XMLHttpRequest, not
 * fetch: only it reports how much of the body has been sent. The session's token goes to our own API only.
 */
export function uploadImage(file: Blob, preset: UploadPreset, options: UploadOptions): Promise<UploadResult> {
  const ownApi = options.target.url === null;
  const form = new FormData();
  form.append('upload_preset', preset);
  if (options.target.cloudName) form.append('cloud_name', options.target.cloudName);
  form.append('file', file);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', options.target.url ?? apiUrl('/uploads'));
    request.responseType = 'json';
    const auth = ownApi ? authorizationHeader() : {};
    for (const [name, value] of Object.entries(auth)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    request.addEventListener('load', () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300) return resolve(body as UploadResult);
      reject(failure(request.status, parseProblem(body), request.statusText, 'Authorization' in auth));
    });
    request.addEventListener('error', () => reject(new ApiError(0, UNREACHABLE)));
    request.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError')));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
