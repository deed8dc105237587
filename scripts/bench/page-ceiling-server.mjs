// The limit for the page-serving benchmark: a bare node:http server answering the very bytes the host server
// sent (gzip or brotli, as the request accepts) from memory, with the same entity tag and a 304 for it. Reads
// `{ port, pages: { path: { etag, gzip, br } }, notModified? }` (bodies base64) as JSON from the file argv[2] names.
// With `notModified: { headers, view }` it is the floor of a 304 instead: each 304 carries those headers (the
// host's own 304's, as sent) and a page-view token for `view` signed for that answer, as the host's must.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from '../stack.mjs';

const { port, pages, notModified } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const answers = new Map(
  Object.entries(pages).map(([path, page]) => [
    path,
    { etag: page.etag, gzip: Buffer.from(page.gzip, 'base64'), br: Buffer.from(page.br, 'base64') },
  ]),
);

/** What a 304 sends: the bare server's three headers, or the host's with a token of its own each time. */
async function notModifiedAnswer() {
  if (!notModified)
    return (page) => ({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      etag: page.etag,
    });
  const { pageViewSigner } = await tsImport(
    join(ROOT, 'shared', 'src', 'page-view', 'token.ts'),
    import.meta.url,
  );
  const sign = pageViewSigner(randomBytes(32).toString('base64url'), notModified.view);
  const headers = notModified.headers.flat();
  return () => [...headers, 'server-timing', `pv;desc="${sign()}"`];
}
const notModifiedHeaders = await notModifiedAnswer();

const server = createServer((request, response) => {
  const page = answers.get(request.url);
  if (!page) return response.writeHead(404).end();
  if (request.headers['if-none-match'] === page.etag)
    return response.writeHead(304, notModifiedHeaders(page)).end();
  const encoding = /\bbr\b/.test(request.headers['accept-encoding'] ?? '') ? 'br' : 'gzip';
  response
    .writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      etag: page.etag,
      'content-encoding': encoding,
      vary: 'Accept-Encoding',
    })
    .end(page[encoding]);
});
server.listen(port, '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
