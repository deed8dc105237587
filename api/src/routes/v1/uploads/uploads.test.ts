import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hugePng,
  JPEG,
  multipart,
  PNG,
  pngHeaderOnly,
  SVG,
  SVG_WITH_SCRIPT,
  TRUNCATED_PNG,
  WEBP,
  type FilePart,
} from '../../../../test/images';
import { fieldErrors, startTestApp, type TestApp } from '../../../../test/test-app';

interface UploadResult {
  secure_url: string;
  public_id: string;
  width: number;
  height: number;
  format: string;
  bytes: number;
}

const image = (filename: string, contentType: string, data: Buffer): FilePart => ({
  name: 'file',
  filename,
  contentType,
  data,
});

describe('POST /api/v1/uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const upload = (fields: Record<string, string>, files: FilePart[]) =>
    t.asOwner({ method: 'POST', url: '/api/v1/uploads', ...multipart(fields, files) });
  const storedFiles = async () => {
    const files: string[] = [];
    for (const preset of ['projects', 'technologies', 'avatars']) {
      files.push(...(await readdir(join(t.dataDir, 'uploads', preset)).catch(() => [])));
    }
    return files.sort();
  };

  it.each([
    ['PNG', 'cover.png', 'image/png', PNG, 'png', 1, 1],
    ['JPEG', 'photo.jpg', 'image/jpeg', JPEG, 'jpg', 3, 2],
    ['WEBP', 'photo.webp', 'image/webp', WEBP, 'webp', 4, 5],
    ['SVG', 'logo.svg', 'image/svg+xml', SVG, 'svg', 24, 16],
  ] as const)(
    'accepts a %s and answers like Cloudinary',
    async (_, filename, type, data, format, width, height) => {
      const response = await upload({ upload_preset: 'projects', cloud_name: 'portfolio' }, [
        image(filename, type, data),
      ]);
      expect(response.statusCode).toBe(200);
      const result = response.json<UploadResult>();
      expect(result).toMatchObject({ format, width, height, bytes: data.length });
      expect(result.public_id).toMatch(/^projects\/[A-Za-z0-9_-]+$/);
      expect(result.secure_url).toMatch(
        new RegExp(`^http://portfolio\\.test/api/uploads/projects/[A-Za-z0-9_-]+\\.${format}$`),
      );

      const served = await t.inject({ method: 'GET', url: new URL(result.secure_url).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(data)).toBe(true);
    },
  );

  it('reads the fields in any order (file first, as some clients send it)', async () => {
    const { payload, headers } = multipart({}, [image('a.png', 'image/png', PNG)]);
    const tail = Buffer.from(payload.toString('latin1').replace(/--\r\n$/, ''), 'latin1');
    const boundary = headers['content-type'].split('boundary=')[1]!;
    const body = Buffer.concat([
      tail,
      Buffer.from(
        `\r\nContent-Disposition: form-data; name="upload_preset"\r\n\r\navatars\r\n--${boundary}--\r\n`,
      ),
    ]);
    const response = await t.asOwner({ method: 'POST', url: '/api/v1/uploads', payload: body, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json<UploadResult>().public_id).toMatch(/^avatars\//);
  });

  it('judges by content: a PNG renamed .svg is stored and served as a PNG', async () => {
    const response = await upload({ upload_preset: 'technologies' }, [
      image('icon.svg', 'image/svg+xml', PNG),
    ]);
    expect(response.statusCode).toBe(200);
    const result = response.json<UploadResult>();
    expect(result.format).toBe('png');
    expect(result.secure_url).toMatch(/\.png$/);
    const served = await t.inject({ method: 'GET', url: new URL(result.secure_url).pathname });
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('serves an uploaded SVG so it can never run script', async () => {
    const result = (
      await upload({ upload_preset: 'technologies' }, [image('logo.svg', 'image/svg+xml', SVG)])
    ).json<UploadResult>();
    const served = await t.inject({ method: 'GET', url: new URL(result.secure_url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it.each([
    ['an SVG with a script', 'logo.svg', 'image/svg+xml', SVG_WITH_SCRIPT],
    [
      'an SVG with an event handler',
      'logo.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
    ],
    [
      'an SVG pulling in an external image',
      'logo.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>'),
    ],
    ['an SVG with a script, renamed .png', 'logo.png', 'image/png', SVG_WITH_SCRIPT],
    // The probe's three bypasses of the old pattern list.
    [
      'an SVG with a script in a prefixed namespace',
      'logo.svg',
      'image/svg+xml',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script></svg>',
      ),
    ],
    [
      'an SVG animating href to an entity-encoded javascript: URL',
      'logo.svg',
      'image/svg+xml',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href" to="&#106;avascript:alert(1)"/><text>x</text></a></svg>',
      ),
    ],
    [
      'an SVG importing a style sheet',
      'logo.svg',
      'image/svg+xml',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/x.css);</style></svg>',
      ),
    ],
    [
      'an HTML page renamed .svg',
      'page.svg',
      'image/svg+xml',
      Buffer.from('<html><script>alert(1)</script></html>'),
    ],
    ['a text file renamed .png', 'notes.png', 'image/png', Buffer.from('just some text')],
    ['a truncated PNG', 'broken.png', 'image/png', PNG.subarray(0, 12)],
    ['a PNG cut off inside its header', 'broken.png', 'image/png', TRUNCATED_PNG],
    ['a PNG cut off inside its pixels', 'broken.png', 'image/png', PNG.subarray(0, PNG.length - 20)],
  ])('refuses %s with 415 and stores nothing', async (_, filename, type, data) => {
    const before = await storedFiles();
    const response = await upload({ upload_preset: 'projects' }, [image(filename, type, data)]);
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(fieldErrors(response))).toEqual(['file']);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers a truncated PNG with 415 and no size, while other requests fill memory around it', async () => {
    // The probe's leak: sizes read past the end of the upload came from other requests' bytes.
    const busy = Array.from({ length: 20 }, () => t.inject({ method: 'GET', url: '/api/v1/users/1' }));
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        upload({ upload_preset: 'projects' }, [image('broken.png', 'image/png', TRUNCATED_PNG)]),
      ),
    );
    await Promise.all(busy);
    for (const response of responses) {
      expect(response.statusCode).toBe(415);
      expect(response.json()).not.toHaveProperty('width');
    }
  });

  it.each([
    ['a PNG header declaring 100000×100000', () => Promise.resolve(pngHeaderOnly(100_000, 100_000))],
    ['a real 48-megapixel PNG of a few kilobytes', hugePng],
  ])('refuses %s with 413 before decoding it, and stores nothing', async (_, make) => {
    const before = await storedFiles();
    const response = await upload({ upload_preset: 'projects' }, [
      image('flood.png', 'image/png', await make()),
    ]);
    expect(response.statusCode).toBe(413);
    expect(fieldErrors(response).file).toMatch(/at most 40 megapixels/);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a 6 MB file with 413 and stores nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await upload({ upload_preset: 'projects' }, [image('huge.png', 'image/png', big)]);
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await storedFiles()).toEqual(before);
  });

  it('asks for the file and a known preset', async () => {
    const noFile = await upload({ upload_preset: 'projects' }, []);
    expect(noFile.statusCode).toBe(400);
    expect(fieldErrors(noFile)).toEqual({ file: 'Choose an image to upload' });
    const badPreset = await upload({ upload_preset: 'everything' }, [image('a.png', 'image/png', PNG)]);
    expect(badPreset.statusCode).toBe(400);
    expect(fieldErrors(badPreset)).toEqual({
      upload_preset: 'Pick an upload preset: projects, technologies or avatars',
    });
  });

  it.each([
    ['no boundary and a body of garbage', 'multipart/form-data', 'abc'],
    ['a boundary and a body of garbage', 'multipart/form-data; boundary=XyZ', 'abc'],
    ['a boundary that never opens', 'multipart/form-data; boundary=XyZ', '--nope\r\n\r\nabc'],
    [
      'a part that never ends',
      'multipart/form-data; boundary=XyZ',
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    ],
    ['a part without headers', 'multipart/form-data; boundary=XyZ', '--XyZ\r\n\r\nabc\r\n--XyZ--\r\n'],
  ])('answers malformed multipart (%s) with a 400 problem', async (_, contentType, payload) => {
    const before = await storedFiles();
    const response = await t.asOwner({
      method: 'POST',
      url: '/api/v1/uploads',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await storedFiles()).toEqual(before);
  });

  it('answers a request that is not multipart with 406', async () => {
    const response = await t.asOwner({ method: 'POST', url: '/api/v1/uploads', payload: { file: 'x' } });
    expect(response.statusCode).toBe(406);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});

describe('GET /api/v1/uploads/target', () => {
  it('sends the admin to this API by default, and to a configured Cloudinary upload URL', async () => {
    const own = await startTestApp();
    try {
      const response = await own.asOwner({ method: 'GET', url: '/api/v1/uploads/target' });
      expect(response.json()).toEqual({ url: null, cloudName: null });
    } finally {
      await own.close();
    }
    const cloudinary = await startTestApp({
      env: {
        UPLOAD_URL: 'https://api.cloudinary.example/v1_1/demo/image/upload',
        UPLOAD_CLOUD_NAME: 'demo',
      },
    });
    try {
      const response = await cloudinary.asOwner({ method: 'GET', url: '/api/v1/uploads/target' });
      expect(response.json()).toEqual({
        url: 'https://api.cloudinary.example/v1_1/demo/image/upload',
        cloudName: 'demo',
      });
    } finally {
      await cloudinary.close();
    }
  });
});

describe('GET /api/uploads/{preset}/{file}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves the seeded technology icons to anyone', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/uploads/technologies/seed-react.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
  });

  it.each([
    '/api/uploads/technologies/missing.svg',
    '/api/uploads/secrets/seed-react.svg',
    '/api/uploads/technologies/..%2F..%2Fjwt-secret',
    '/api/uploads/technologies/%2e%2e',
    '/api/uploads/technologies/seed-react.svg.exe',
  ])('answers 404 for %s', async (url) => {
    const response = await t.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });
});
