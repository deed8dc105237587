// The limit for the page-serving benchmark: a bare node:http server answering the very bytes the host server
// sent (gzip or brotli, as the request accepts) from memory, with the same entity tag and a 304 for it. Reads
// `{ port, pages: { path: { etag, gzip, br } } }` (bodies base64) as JSON from the file argv[2] names.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const { port, pages } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const answers = new Map(
  Object.entries(pages).map(([path, page]) => [
    path,
    { etag: page.etag, gzip: Buffer.from(page.gzip, 'base64'), br: Buffer.from(page.br, 'base64') },
  ]),
);

const server = createServer((request, response) => {
  const page = answers.get(request.url);
  if (!page) return response.writeHead(404).end();
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    etag: page.etag,
  };
  if (request.headers['if-none-match'] === page.etag) return response.writeHead(304, headers).end();
  const encoding = /\bbr\b/.test(request.headers['accept-encoding'] ?? '') ? 'br' : 'gzip';
  response
    .writeHead(200, { ...headers, 'content-encoding': encoding, vary: 'Accept-Encoding' })
    .end(page[encoding]);
});
server.listen(port, '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
