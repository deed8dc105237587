import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TagColor } from '@portfolio/shared/schemas';
import type { PasswordHasher } from '../plugins/app/passwords';
import type { ImageStorage } from '../plugins/app/storage';
import type { Database } from './connection';
import {
  experiences,
  projects,
  projectTechnologies,
  tags,
  technologies,
  technologyTags,
  users,
} from './schema';

export interface SeedOptions {
  db: Database;
  passwords: Pick<PasswordHasher, 'hash'>;
  storage: ImageStorage;
  adminEmail: string;
  adminPassword: string | undefined;
}

export type SeedResult = { seeded: false } | { seeded: true; generatedPassword: string | undefined };

const TAGS: { name: string; color: TagColor }[] = [
  { name: 'Frontend', color: 'blue' },
  { name: 'Backend', color: 'green' },
  { name: 'Database', color: 'yellow' },
  { name: 'Language', color: 'indigo' },
  { name: 'Testing', color: 'pink' },
  { name: 'Tooling', color: 'gray' },
  { name: 'Styling', color: 'purple' },
  { name: 'Cloud', color: 'red' },
];

const TECHNOLOGIES: { name: string; slug: string; badge: string; color: string; tags: string[] }[] = [
  {
    name: 'TypeScript',
    slug: 'typescript',
    badge: 'TS',
    color: '#3178c6',
    tags: ['Language', 'Frontend', 'Backend'],
  },
  { name: 'React', slug: 'react', badge: 'Re', color: '#149eca', tags: ['Frontend'] },
  { name: 'Node.js', slug: 'nodejs', badge: 'No', color: '#417e38', tags: ['Backend'] },
  { name: 'PostgreSQL', slug: 'postgresql', badge: 'Pg', color: '#336791', tags: ['Database', 'Backend'] },
  { name: 'Tailwind CSS', slug: 'tailwindcss', badge: 'Tw', color: '#0e7490', tags: ['Styling', 'Frontend'] },
  { name: 'Vitest', slug: 'vitest', badge: 'Vt', color: '#6e9f18', tags: ['Testing', 'Tooling'] },
  { name: 'Docker', slug: 'docker', badge: 'Dk', color: '#1d63ed', tags: ['Cloud', 'Tooling'] },
];

/** A plain badge: no script, no external reference, so it passes our own upload rules. */
const badgeSvg = (badge: string, color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
  `<rect width="64" height="64" rx="14" fill="${color}"/>` +
  `<text x="32" y="41" font-family="Helvetica, Arial, sans-serif" font-size="24" font-weight="700" ` +
  `fill="#ffffff" text-anchor="middle">${badge}</text></svg>\n`;

async function writeSeedIcons(storage: ImageStorage) {
  const folder = join(storage.root, 'technologies');
  await mkdir(folder, { recursive: true });
  const icons = new Map<string, string>();
  for (const technology of TECHNOLOGIES) {
    const fileName = `seed-${technology.slug}.svg`;
    const path = join(folder, fileName);
    if (!existsSync(path)) await writeFile(path, badgeSvg(technology.badge, technology.color));
    icons.set(technology.name, storage.urlFor('technologies', fileName));
  }
  return icons;
}

/**
 * On the first start with an empty database: user 1 (the owner) with demo content, so the home page is alive
 * at once. The owner's password is ADMIN_PASSWORD, or generated here and returned to be shown exactly once.
 */
export async function seedIfEmpty(options: SeedOptions): Promise<SeedResult> {
  const { db } = options;
  const [existing] = await db.select({ id: users.id }).from(users).limit(1);
  if (existing) return { seeded: false };

  const generatedPassword = options.adminPassword ? undefined : randomBytes(18).toString('base64url');
  const passwordHash = await options.passwords.hash(options.adminPassword ?? generatedPassword!);
  const icons = await writeSeedIcons(options.storage);

  return db.transaction(async (tx) => {
    // Several API instances may start at once against one PostgreSQL: only one of them seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(7301)`);
    const [alreadySeeded] = await tx.select({ id: users.id }).from(users).limit(1);
    if (alreadySeeded) return { seeded: false } as const;

    const [owner] = await tx
      .insert(users)
      .values({
        firstName: 'Alex',
        lastName: 'Morgan',
        professionalTitle: 'Full-stack developer',
        bio: 'I build fast, accessible web applications with TypeScript, React and Node.js, from the database schema to the last pixel.',
        availability: 'Available for hire',
        email: options.adminEmail,
        phone: '+1 555 0100',
        github: 'https://github.com/example',
        linkedin: 'https://www.linkedin.com/in/example',
        notionResume: 'https://www.notion.so/example-resume',
        avatar: null,
        passwordHash,
      })
      .returning({ id: users.id });
    const userId = owner!.id;

    await tx.insert(experiences).values([
      {
        userId,
        title: 'Senior Frontend Engineer',
        description: 'Lead the design system and the micro-frontend platform of a B2B analytics product.',
        company: 'Northwind Analytics',
        startDate: '2022-03-01',
        endDate: null,
        employmentType: 'full-time',
        location: 'Remote',
        companyWebsite: 'https://northwind.example.com',
      },
      {
        userId,
        title: 'Full-stack Developer',
        description:
          'Built booking and payment services in Node.js and PostgreSQL, and their React front end.',
        company: 'Contoso Travel',
        startDate: '2019-06-01',
        endDate: '2022-02-28',
        employmentType: 'full-time',
        location: 'Hybrid',
        companyWebsite: 'https://contoso.example.com',
      },
      {
        userId,
        title: 'Web Developer',
        description: 'Delivered marketing sites and small web shops for local businesses.',
        company: 'Freelance',
        startDate: '2017-01-01',
        endDate: '2019-05-31',
        employmentType: 'freelance',
        location: 'Onsite',
        companyWebsite: null,
      },
    ]);

    const tagRows = await tx.insert(tags).values(TAGS).returning();
    const tagId = new Map(tagRows.map((row) => [row.name, row.id]));
    const technologyRows = await tx
      .insert(technologies)
      .values(TECHNOLOGIES.map(({ name }, position) => ({ name, icon: icons.get(name) ?? null, position })))
      .returning();
    const technologyId = new Map(technologyRows.map((row) => [row.name, row.id]));
    await tx.insert(technologyTags).values(
      TECHNOLOGIES.flatMap((technology) =>
        technology.tags.map((tag) => ({
          technologyId: technologyId.get(technology.name)!,
          tagId: tagId.get(tag)!,
        })),
      ),
    );

    const demoProjects = [
      {
        name: 'Portfolio',
        description: 'This site: a public portfolio and a private admin area built as React micro-frontends.',
        repo: 'https://github.com/example/portfolio',
        uses: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Tailwind CSS'],
      },
      {
        name: 'Trail Planner',
        description: 'Plan multi-day hikes with elevation profiles, offline maps and shared packing lists.',
        domain: 'https://trails.example.com',
        uses: ['TypeScript', 'React', 'Vitest'],
      },
      {
        name: 'Invoice API',
        description: 'A small REST service that issues, numbers and archives invoices as PDF.',
        repo: 'https://github.com/example/invoice-api',
        uses: ['Node.js', 'PostgreSQL', 'Docker'],
      },
    ];
    // Listed in the order above; a month apart, the first one newest.
    for (const [position, { uses, ...project }] of demoProjects.entries()) {
      const [row] = await tx
        .insert(projects)
        .values({ ...project, userId, position, createdAt: new Date(Date.UTC(2024, 6 - position, 1)) })
        .returning({ id: projects.id });
      await tx
        .insert(projectTechnologies)
        .values(uses.map((name) => ({ projectId: row!.id, technologyId: technologyId.get(name)! })));
    }
    return { seeded: true, generatedPassword } as const;
  });
}
