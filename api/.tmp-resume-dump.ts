import { writeFile } from 'node:fs/promises';
import { startTestApp } from './test/test-app';
const t = await startTestApp();
for (const size of ['a4', 'letter']) {
  const r = await t.inject({ method: 'GET', url: `/api/v1/resume.pdf?size=${size}` });
  await writeFile(`/tmp/31b-resume-${size}.pdf`, r.rawPayload);
}
await writeFile('/tmp/31b-resume.json', (await t.inject({ method: 'GET', url: '/api/v1/resume.json' })).body);
await t.close();
