import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { ownerToken, toast } from './admin';
import { signIn } from './support';

// Turns the owner's résumé off and imports into the owner's profile: its own Playwright project (with the other
// specs that change the profile), after the specs that read it. Everything it changes is put back.

interface Owner {
  firstName: string;
  lastName: string;
  experiences: { id: number; company: string }[];
}

test('the home page offers the résumé as a PDF download, and the site serves it as JSON Resume too', async ({
  page,
  request,
}) => {
  const profile = (await (await request.get('/api/v1/users/1')).json()) as Owner;
  await page.goto('/');
  const link = page.locator('#about').getByRole('link', { name: 'Download CV (PDF)' });
  await expect(link).toHaveAttribute('href', '/resume.pdf');
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${profile.firstName}-${profile.lastName}-CV.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  const letter = await request.get('/resume.pdf?size=letter');
  expect(letter.headers()['content-type']).toBe('application/pdf');
  const json = await request.get('/resume.json');
  expect(json.ok()).toBe(true);
  expect(((await json.json()) as { basics: { name: string } }).basics.name).toBe(
    `${profile.firstName} ${profile.lastName}`,
  );
});

test('the owner turns the résumé off on the profile: the link is gone and both files answer 404', async ({
  page,
  request,
}) => {
  const auth = { Authorization: `Bearer ${await ownerToken(request)}` };
  try {
    await signIn(page);
    await page.goto('/admin/profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    const offered = page.getByRole('switch', { name: 'Offer my résumé for download (PDF and JSON Resume)' });
    await expect(offered).toBeChecked();
    await offered.uncheck({ force: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'User updated successfully.')).toBeVisible();

    expect((await request.get('/resume.pdf')).status()).toBe(404);
    expect((await request.get('/resume.json')).status()).toBe(404);
    await page.goto('/');
    await expect(
      page.locator('#about').getByRole('link', { name: 'GitHub (opens in a new tab)' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Download CV/ })).toHaveCount(0);
  } finally {
    const stored = (await (await request.get('/api/v1/users/1', { headers: auth })).json()) as Record<
      string,
      unknown
    >;
    const { id: _id, experiences: _experiences, projects: _projects, ...profile } = stored;
    await request.put('/api/v1/users/1', { headers: auth, data: { ...profile, resumePublic: true } });
  }
  expect((await request.get('/resume.pdf')).status()).toBe(200);
});

test('the owner imports a JSON Resume on the profile: sees what would change, then imports it', async ({
  page,
  request,
}) => {
  const auth = { Authorization: `Bearer ${await ownerToken(request)}` };
  const company = `Analytical Engines ${Date.now()}`;
  const technology = `Engine Lisp ${Date.now()}`;
  const resume = {
    work: [
      { name: company, position: 'Programmer', startDate: '2012-03', summary: 'Wrote the first program.' },
    ],
    skills: [{ name: 'Language', keywords: [technology, 'TypeScript'] }],
  };
  try {
    await signIn(page);
    await page.goto('/admin/profile');
    await page.getByLabel('JSON Resume file').setInputFiles({
      name: 'resume.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(resume)),
    });
    const preview = page.getByRole('region', { name: 'What importing resume.json would change' });
    await expect(preview).toContainText(`Programmer at ${company} · March 2012 – Ongoing`);
    await expect(preview).toContainText(`${technology} · Language`);
    await expect(preview).toContainText('Already in your profile, left alone: TypeScript.');
    // Nothing is written before Import.
    const before = (await (
      await request.get(`/api/v1/experiences?company=${encodeURIComponent(company)}`)
    ).json()) as {
      experiences: unknown[];
    };
    expect(before.experiences).toEqual([]);

    await preview.getByRole('button', { name: 'Import' }).click();
    await expect(toast(page, 'Résumé imported: 1 experience and 1 technology added.')).toBeVisible();
    await expect(preview).toBeHidden();

    const after = (await (
      await request.get(`/api/v1/experiences?company=${encodeURIComponent(company)}`)
    ).json()) as {
      experiences: { title: string }[];
    };
    expect(after.experiences.map((job) => job.title)).toEqual(['Programmer']);
    await page.goto('/');
    await expect(page.locator('#experience')).toContainText(company);
    await expect(page.locator('#my-stack')).toContainText(technology);

    // A bad file: refused with the place named, nothing changed.
    await page.goto('/admin/profile');
    await page.getByLabel('JSON Resume file').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ work: [{ name: 'X', position: 'Y', startDate: '2020-02-30' }] })),
    });
    const refusal = page.getByRole('alert').filter({ hasText: 'broken.json cannot be imported' });
    await expect(refusal).toContainText('work[0].startDate: not a date');
    await expect(refusal).toContainText('Nothing was changed.');
  } finally {
    const experiences = (await (
      await request.get(`/api/v1/experiences?company=${encodeURIComponent(company)}`)
    ).json()) as { experiences: { id: number }[] };
    for (const { id } of experiences.experiences) {
      await request.delete(`/api/v1/experiences/${id}`, { headers: auth });
    }
    const technologies = (await (
      await request.get(`/api/v1/technologies?name=${encodeURIComponent(technology)}&limit=10&offset=0`, {
        headers: auth,
      })
    ).json()) as { technologies: { id: number }[] };
    for (const { id } of technologies.technologies) {
      await request.delete(`/api/v1/technologies/${id}`, { headers: auth });
    }
  }
});
