import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageRenderer } from './page-renderer';

/** The API's public reads a page is made of, with an ETag per version of the owner's profile. */
let api: Server;
let apiBaseUrl: string;
let ownerVersion = 1;

beforeAll(async () => {
  api = createServer((request, response) => {
    const bodies: Record<string, unknown> = {
      '/api/v1/users/1': { id: 1, firstName: `Owner v${ownerVersion}`, projects: [] },
      '/api/v1/technologies': { technologies: [] },
      '/api/v1/projects/slug/portfolio': { id: 7, slug: 'portfolio', technologies: [] },
    };
    const body = bodies[request.url ?? ''];
    if (!body) return response.writeHead(404).end();
    const etag = `"${request.url}-${ownerVersion}"`;
    if (request.headers['if-none-match'] === etag) return response.writeHead(304, { etag }).end();
    response.writeHead(200, { etag, 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiBaseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

describe('whether a page still holds', () => {
  it('holds while the data it was made from is fresh and unchanged; not once a write may have changed it', async () => {
    const pages = new PageRenderer(apiBaseUrl, 60_000);
    const data = await pages.currentData();
    expect(pages.holds(data)).toBe(true);
    // A profile equal to the one read is not it: a page made from it is not known to be current.
    expect(pages.holds({ ...data, owner: { ...data.owner } })).toBe(false);
    pages.dataChanged();
    expect(pages.holds(data)).toBe(false);
    // Checked again and unchanged (the API answers 304): the same objects, the page holds again.
    expect(await pages.currentData()).toBe(data);
    expect(pages.holds(data)).toBe(true);
    ownerVersion += 1;
    pages.dataChanged();
    const changed = await pages.currentData();
    expect(changed.owner.firstName).toBe(`Owner v${ownerVersion}`);
    expect(pages.holds(data)).toBe(false);
    expect(pages.holds(changed)).toBe(true);
  });

  it('holds no longer than the freshness window: after it, a view would ask the API', async () => {
    const pages = new PageRenderer(apiBaseUrl, 20);
    const data = await pages.currentData();
    expect(pages.holds(data)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(pages.holds(data)).toBe(false);
  });

  it("holds a project's page while the project read is fresh too", async () => {
    const pages = new PageRenderer(apiBaseUrl, 60_000);
    const site = await pages.currentData();
    const project = await pages.project('portfolio');
    const data = { ...site, project: project! };
    expect(pages.holds(data)).toBe(true);
    expect(pages.holds({ ...data, project: { ...project! } })).toBe(false);
    pages.dataChanged();
    await pages.currentData();
    expect(pages.holds(data)).toBe(false);
  });
});
