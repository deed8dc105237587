import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { markedId } from '@portfolio/shared/images';
import { projectSlugFromName, type TagColor } from '@portfolio/shared/schemas';
import { renderWriteUp } from '../markdown/render-markdown';
import type { PasswordHasher } from '../plugins/app/passwords';
import type { ImageStorage } from '../storage/image-storage';
import type { Database } from './connection';
import { AVATAR_SIZE, demoAvatarPng } from './seed-assets/avatar';
import { COVER, type CoverMotif, coverWebp } from './seed-assets/covers';
import { type LogoSlug, logoTileSvg } from './seed-assets/logos';
import { SCREENSHOT, type ScreenshotMotif, screenshotWebp } from './seed-assets/screenshots';
import {
  experiences,
  experienceTechnologies,
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

const TECHNOLOGIES: { name: string; logo: LogoSlug; tags: string[] }[] = [
  { name: 'TypeScript', logo: 'typescript', tags: ['Language', 'Frontend', 'Backend'] },
  { name: 'React', logo: 'react', tags: ['Frontend'] },
  { name: 'Node.js', logo: 'nodejs', tags: ['Backend'] },
  { name: 'PostgreSQL', logo: 'postgresql', tags: ['Database', 'Backend'] },
  { name: 'Tailwind CSS', logo: 'tailwindcss', tags: ['Styling', 'Frontend'] },
  { name: 'Vitest', logo: 'vitest', tags: ['Testing', 'Tooling'] },
  { name: 'Docker', logo: 'docker', tags: ['Cloud', 'Tooling'] },
];

const DEMO_PROJECTS: {
  name: string;
  description: string;
  domain?: string;
  repo?: string;
  details?: string;
  role: string;
  startMonth: string;
  endMonth: string | null;
  body: string;
  outcomes: { text: string; figure: string | null }[];
  cover: CoverMotif;
  /** Drawn screenshots, with the alt text and caption each gets. */
  gallery?: { motif: ScreenshotMotif; alt: string; caption: string | null }[];
  uses: string[];
}[] = [
  {
    name: 'Portfolio',
    description: 'This site: a public portfolio and a private admin area built as React micro-frontends.',
    repo: 'https://github.com/example/portfolio',
    role: 'Sole developer',
    startMonth: '2024-01',
    endMonth: null,
    body: [
      '## Problem',
      '',
      'My old portfolio was a static page I rebuilt by hand for every new project, so it was always a year out',
      'of date. I wanted one place to keep projects, roles and the stack, and a page that stays fast on a phone.',
      '',
      '## Approach',
      '',
      '- A **Fastify** API over PostgreSQL; each public read is one SQL statement that answers finished JSON.',
      '- Three React micro-frontends: the public pages are rendered on the server and hydrated only in islands.',
      '- Write-ups like this one are Markdown, rendered and sanitized on the server when they are saved.',
      '',
      '```ts',
      '// Each technology links to the projects built with it.',
      'const projectsWith = (slug: string) => projects.filter((project) => project.uses.includes(slug));',
      '```',
      '',
      '## What I would do next',
      '',
      'Screenshots in a gallery, and the same font and accent colour in the site, the cards and the PDF.',
    ].join('\n'),
    outcomes: [
      { text: 'JavaScript a phone runs before the first tap', figure: '< 20 KiB' },
      { text: 'Every page readable without JavaScript', figure: null },
    ],
    cover: 'profile-page',
    uses: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Tailwind CSS'],
  },
  {
    name: 'Trail Planner',
    description: 'Plan multi-day hikes with elevation profiles, offline maps and shared packing lists.',
    domain: 'https://trails.example.com',
    details: 'https://trails.example.com/blog/offline-first',
    role: 'Front-end lead, team of three',
    startMonth: '2022-04',
    endMonth: '2023-09',
    body: [
      '## Problem',
      '',
      'Hiking clubs planned routes in spreadsheets and lost signal exactly where they needed the plan. Leaders',
      'asked for a planner that keeps working on the trail and lets a group share one packing list.',
      '',
      '## Approach',
      '',
      '1. Tiles and the route are cached per trip, so a phone in flight mode still shows the map.',
      '2. Elevation profiles are drawn from the route on the device; no server round trip while walking.',
      '3. Packing lists merge edits made offline when the phones meet again.',
      '',
      'I wrote up the caching strategy in [Offline first, for real](https://trails.example.com/blog/offline-first).',
    ].join('\n'),
    outcomes: [
      { text: 'Clubs planning their season in the app', figure: '40' },
      { text: 'Fewer support requests about lost maps', figure: '−70 %' },
    ],
    cover: 'trail-map',
    gallery: [
      {
        motif: 'route',
        alt: "The planner's map of day two: a dashed route between two pins across contour lines, marked available offline",
        caption: 'Each day of a trip on its own map, kept on the phone for when the signal goes.',
      },
      {
        motif: 'elevation',
        alt: 'An elevation profile rising to a marked summit halfway, above three boxes with the day’s totals',
        caption: 'The climb ahead, drawn on the device from the route.',
      },
      {
        motif: 'packing',
        alt: 'A shared packing list of seven items, four ticked, each with the initials of who packs it',
        caption: null,
      },
    ],
    uses: ['TypeScript', 'React', 'Vitest'],
  },
  {
    name: 'Invoice API',
    description: 'A small REST service that issues, numbers and archives invoices as PDF.',
    repo: 'https://github.com/example/invoice-api',
    role: 'Back-end developer',
    startMonth: '2020-02',
    endMonth: '2020-11',
    body: [
      '## Problem',
      '',
      'A travel agency numbered its invoices by hand and twice issued the same number, which its accountant',
      'had to explain to the tax office.',
      '',
      '## Approach',
      '',
      'Numbers come from one PostgreSQL sequence per year inside the transaction that writes the invoice, so a',
      'number is never skipped or used twice. The PDF is rendered once and archived beside its data.',
      '',
      '```sql',
      'insert into invoices (year, number, customer_id)',
      "values ($1, nextval('invoice_numbers_' || $1), $2);",
      '```',
    ].join('\n'),
    outcomes: [
      { text: 'Invoices issued in the first year, none numbered twice', figure: '12,000' },
      { text: 'Time to close the month', figure: '2 days → 2 hours' },
    ],
    cover: 'invoice',
    uses: ['Node.js', 'PostgreSQL', 'Docker'],
  },
];

const logoOf = (name: string) => TECHNOLOGIES.find((technology) => technology.name === name)!.logo;
const fileId = (name: string) => `seed-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * The demo images' bytes: the technologies' logos, a cover per project drawn from its own content, the
 * screenshots of the projects' galleries, a portrait.
 */
async function drawDemoImages() {
  return {
    logos: TECHNOLOGIES.map(({ name, logo }) => ({ name, logo, svg: Buffer.from(logoTileSvg(logo)) })),
    covers: await Promise.all(
      DEMO_PROJECTS.map(async (project) => ({
        name: project.name,
        webp: await coverWebp({
          motif: project.cover,
          logos: project.uses.map(logoOf),
          outcome: project.outcomes[0]!,
        }),
      })),
    ),
    screenshots: await Promise.all(
      DEMO_PROJECTS.flatMap((project) =>
        (project.gallery ?? []).map(async ({ motif }) => ({ motif, webp: await screenshotWebp(motif) })),
      ),
    ),
    avatar: await demoAvatarPng(),
  };
}
// Drawing takes a few hundred milliseconds: once per process, however many databases it seeds (the tests').
let demoImages: ReturnType<typeof drawDemoImages> | undefined;

/**
 * The demo images stored as uploads under fixed names (`seed-react.svg`, `seed-portfolio-w1200.webp`: marked
 * with their width like uploads, but the logos, which keep the icons' first names); their URLs.
 */
async function storeDemoImages(storage: ImageStorage) {
  demoImages ??= drawDemoImages();
  const { logos, covers, screenshots, avatar } = await demoImages;
  const icons = new Map<string, string>();
  for (const { name, logo, svg } of logos) {
    icons.set(name, (await storage.saveAs('technologies', `seed-${logo}`, svg, 'svg')).url);
  }
  const coverUrls = new Map<string, string>();
  for (const { name, webp } of covers) {
    coverUrls.set(
      name,
      (await storage.saveAs('projects', markedId(fileId(name), COVER.width), webp, 'webp')).url,
    );
  }
  const screenshotUrls = new Map<ScreenshotMotif, string>();
  for (const { motif, webp } of screenshots) {
    const id = markedId(`seed-screenshot-${motif}`, SCREENSHOT.width);
    screenshotUrls.set(motif, (await storage.saveAs('projects', id, webp, 'webp')).url);
  }
  const avatarUrl = (await storage.saveAs('avatars', markedId('seed-owner', AVATAR_SIZE), avatar, 'png')).url;
  return { icons, covers: coverUrls, screenshots: screenshotUrls, avatar: avatarUrl };
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
  const images = await storeDemoImages(options.storage);

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
        avatar: images.avatar,
        // The hero's one primary action, and what the footer says that the header does not.
        primaryAction: 'get-in-touch',
        location: 'Lisbon, Portugal',
        timeZone: 'Europe/Lisbon',
        signOff: 'Happy to talk about front-end platforms, performance and accessible design systems.',
        passwordHash,
      })
      .returning({ id: users.id });
    const userId = owner!.id;

    const experienceRows = await tx
      .insert(experiences)
      .values([
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
          highlights: [
            'Split a 400,000-line front end into four micro-frontends that ship on their own',
            'Cut the dashboard’s first load from 4.1 s to 1.6 s on a mid-range phone',
            'Built the design system six teams use, with accessibility checks in CI',
          ],
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
          highlights: [
            'Moved card payments to a provider with 3-D Secure without a minute of downtime',
            'Brought booking errors from 2 % to 0.3 % with idempotent retries',
          ],
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
          highlights: ['Delivered 25 sites, each scoring above 90 in Lighthouse'],
        },
      ])
      .returning({ id: experiences.id });

    const tagRows = await tx.insert(tags).values(TAGS).returning();
    const tagId = new Map(tagRows.map((row) => [row.name, row.id]));
    const technologyRows = await tx
      .insert(technologies)
      .values(
        TECHNOLOGIES.map(({ name }, position) => ({ name, icon: images.icons.get(name) ?? null, position })),
      )
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

    // What each role above used, in the same order.
    const EXPERIENCE_USES = [
      ['TypeScript', 'React', 'Tailwind CSS', 'Vitest'],
      ['TypeScript', 'Node.js', 'PostgreSQL', 'React', 'Docker'],
      ['React', 'Tailwind CSS'],
    ];
    await tx.insert(experienceTechnologies).values(
      experienceRows.flatMap((row, index) =>
        EXPERIENCE_USES[index]!.map((name) => ({
          experienceId: row.id,
          technologyId: technologyId.get(name)!,
        })),
      ),
    );

    // Listed in the order above; a month apart, the first one newest.
    for (const [position, { uses, cover: _motif, gallery = [], ...project }] of DEMO_PROJECTS.entries()) {
      const [row] = await tx
        .insert(projects)
        .values({
          ...project,
          slug: projectSlugFromName(project.name),
          bodyHtml: renderWriteUp(project.body),
          cover: images.covers.get(project.name) ?? null,
          gallery: gallery.map(({ motif, alt, caption }) => ({
            image: images.screenshots.get(motif)!,
            alt,
            caption,
          })),
          userId,
          position,
          createdAt: new Date(Date.UTC(2024, 6 - position, 1)),
        })
        .returning({ id: projects.id });
      await tx
        .insert(projectTechnologies)
        .values(uses.map((name) => ({ projectId: row!.id, technologyId: technologyId.get(name)! })));
    }
    return { seeded: true, generatedPassword } as const;
  });
}
