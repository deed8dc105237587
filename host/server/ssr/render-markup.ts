import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** Past this the render is abandoned and the page is rendered in the browser instead. */
const RENDER_TIMEOUT_MS = 5000;

/**
 * Renders to HTML with React's streaming renderer, once everything (the lazy carousel included) is ready, so
 * the markup holds no loading fallback. Every section is written in place: React would otherwise send a section
 * larger than `progressiveChunkSize` after a fallback and swap it in with an inline script in a later frame —
 * a second layout of the whole page, and a first paint of skeletons, for markup that is all here already.
 * So React writes no script (the page's CSP allows only the build's, by hash: see page-template.ts). Any
 * error, even one a Suspense boundary would hide, rejects: a page React would repair in the browser is served client-rendered instead, with no hydration
 * warning.
 */
export function renderMarkup(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        if (failure) reject(failure instanceof Error ? failure : new Error(String(failure)));
        else resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        failure ??= error;
      },
    });
    setTimeout(() => stream.abort(new Error('The server render took too long')), RENDER_TIMEOUT_MS).unref();
  });
}
