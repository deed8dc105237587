import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  EMPLOYMENT_TYPES,
  type EmploymentType,
  experienceInputSchema,
  type ExperienceInput,
  projectInputSchema,
  type ProjectInput,
  type ResumeFile,
  resumeFileSchema,
  type ResumeImportPlan,
  resumeDateToDay,
  resumePath,
  type ResumeProfileField,
  userInputSchema,
  WORK_MODES,
  type WorkMode,
} from '@portfolio/shared/schemas';
import { invalidFields, notFound } from '../problems';
import type { Executor } from '../db/connection';
import { firstPosition } from '../db/repositories/query-helpers';
import { projectsRepository } from '../db/repositories/projects';
import {
  experiences,
  projects,
  projectTechnologies,
  tags,
  technologies,
  technologyTags,
  users,
} from '../db/schema';
import { absoluteUrl, FIGURE_SEPARATOR, fullName, locationLine, PROFILE_NETWORKS } from './json-resume';

/** The top-level sections that make an object a JSON Resume (one at least). */
const RESUME_SECTIONS = ['basics', 'work', 'skills', 'projects', 'education'] as const;

/**
 * The file's text as a JSON Resume, or a 400 whose `errors` name each place and what is wrong with it
 * (`work[2].startDate: not a date`); `file` when it is not JSON or not a JSON Resume at all.
 */
export function parseResumeFile(text: string): ResumeFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw invalidFields(
      { file: `not JSON: ${(error as Error).message}` },
      'The file is not JSON, so it is not a JSON Resume.',
    );
  }
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject || !RESUME_SECTIONS.some((section) => section in (value as object))) {
    throw invalidFields(
      { file: `not a JSON Resume: it has none of ${RESUME_SECTIONS.join(', ')}` },
      'The file is not a JSON Resume.',
    );
  }
  const parsed = resumeFileSchema.safeParse(value);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[resumePath(issue.path)] ??= issue.message;
    throw invalidFields(
      errors,
      `The file has ${Object.keys(errors).length === 1 ? 'a value' : 'values'} this site cannot take: ${Object.entries(
        errors,
      )
        .map(([place, message]) => `${place}: ${message}`)
        .join('; ')}.`,
    );
  }
  return parsed.data;
}

/** A JSON Resume location is free text: one of the work modes when it names one, else an office ('Onsite'). */
function workModeOf(location: string | undefined): WorkMode {
  const text = (location ?? '').toLowerCase();
  return WORK_MODES.find((mode) => text.includes(mode.toLowerCase())) ?? 'Onsite';
}

/** JSON Resume has no employment type; a file may carry ours (`employmentType`), anything else is full-time. */
function employmentTypeOf(job: Record<string, unknown>): EmploymentType {
  const value = typeof job.employmentType === 'string' ? job.employmentType.toLowerCase() : '';
  return EMPLOYMENT_TYPES.find((type) => type === value) ?? 'full-time';
}

/** The experience's description: the summary, or what the job was when the file has none. */
const descriptionOf = (job: NonNullable<ResumeFile['work']>[number]) =>
  job.summary || `${job.position} at ${job.name}.`;

/** A name as a person compares names: whatever its case and surrounding spaces. */
const nameKey = (name: string) => name.trim().toLocaleLowerCase('en');
const sameText = (a: string, b: string) => nameKey(a) === nameKey(b);

type Current = typeof users.$inferSelect;

/** The profile fields the file sets to something else than what is stored, checked with the profile's rules. */
function profileChanges(current: Current, basics: ResumeFile['basics'], siteUrl: string) {
  if (!basics) return [];
  const wanted: Partial<Record<ResumeProfileField, string>> = {};
  if (basics.name && basics.name !== fullName(current)) {
    // "Ada King Lovelace": the last word is the last name; a single word changes the first name only.
    const words = basics.name.split(/\s+/);
    if (words.length === 1) wanted.firstName = basics.name;
    else {
      wanted.firstName = words.slice(0, -1).join(' ');
      wanted.lastName = words.at(-1)!;
    }
  }
  if (basics.label) wanted.professionalTitle = basics.label;
  if (basics.summary) wanted.bio = basics.summary;
  if (basics.email) wanted.email = basics.email;
  if (basics.phone) wanted.phone = basics.phone;
  const location = basics.location && locationLine(basics.location);
  if (location) wanted.location = location;
  // The export writes a stored path as an absolute URL: the same image, not a change.
  if (basics.image && basics.image !== absoluteUrl(current.avatar ?? '', siteUrl))
    wanted.avatar = basics.image;
  for (const { network, field } of PROFILE_NETWORKS) {
    const url = basics.profiles?.find(
      (profile) => profile.network && sameText(profile.network, network),
    )?.url;
    if (url) wanted[field] = url;
  }

  const errors: Record<string, string> = {};
  const changes: ResumeImportPlan['profile'] = [];
  for (const [field, value] of Object.entries(wanted) as [ResumeProfileField, string][]) {
    const checked = userInputSchema.shape[field].safeParse(value);
    if (!checked.success) {
      errors[`basics.${BASICS_PLACE[field]}`] = checked.error.issues[0]!.message;
      continue;
    }
    const from = current[field];
    if (checked.data !== from) changes.push({ field, from, to: String(checked.data) });
  }
  if (Object.keys(errors).length > 0)
    throw invalidFields(errors, 'The file has values this site cannot take.');
  return changes;
}

/** Where each profile field comes from in `basics`, to name the place in a message. */
const BASICS_PLACE: Record<ResumeProfileField, string> = {
  firstName: 'name',
  lastName: 'name',
  professionalTitle: 'label',
  bio: 'summary',
  email: 'email',
  phone: 'phone',
  location: 'location',
  avatar: 'image',
  github: 'profiles',
  linkedin: 'profiles',
  notionResume: 'profiles',
};

export interface ImportPlan {
  summary: ResumeImportPlan;
  experiences: ExperienceInput[];
  technologies: { name: string; tagId: number | null }[];
  /** Each new project, and the names of the technologies it is linked to (those the stack has once imported). */
  projects: { input: ProjectInput; keywords: string[] }[];
}

/** The longest figure an outcome takes: a highlight whose first part is longer is all text. */
const FIGURE_MAX = 24;

/** A JSON Resume highlight as an outcome: `312 — Harbours covered` has a figure, as the export writes it. */
function outcomeOf(highlight: string) {
  const at = highlight.indexOf(FIGURE_SEPARATOR);
  if (at <= 0 || at > FIGURE_MAX) return { text: highlight, figure: null };
  return { text: highlight.slice(at + FIGURE_SEPARATOR.length), figure: highlight.slice(0, at) };
}

/** A JSON Resume date as the month it falls in (`2014` → `2014-01`). */
const monthOf = (date: string | undefined) => (date ? resumeDateToDay(date)!.slice(0, 7) : null);

/**
 * The file's projects that user `userId` has none of the same name of (in any case): checked with the project
 * form's rules, the messages naming the place (`projects[1].endDate`).
 */
async function planProjects(db: Executor, userId: number, file: ResumeFile) {
  const stored = await db.select({ name: projects.name }).from(projects).where(eq(projects.userId, userId));
  const known = new Set(stored.map((row) => nameKey(row.name)));
  const add: ImportPlan['projects'] = [];
  const existing: string[] = [];
  const errors: Record<string, string> = {};
  (file.projects ?? []).forEach((project, index) => {
    if (known.has(nameKey(project.name))) {
      existing.push(project.name);
      return;
    }
    known.add(nameKey(project.name));
    const input = projectInputSchema.safeParse({
      name: project.name,
      description: project.description || `${project.name}.`,
      domain: project.url ?? null,
      userId,
      role: project.roles?.[0] ?? null,
      startMonth: monthOf(project.startDate),
      endMonth: monthOf(project.endDate),
      outcomes: (project.highlights ?? []).map(outcomeOf),
    });
    if (!input.success) {
      for (const issue of input.error.issues)
        errors[`projects[${index}].${issue.path.map(String).join('.')}`] ??= issue.message;
      return;
    }
    add.push({ input: input.data, keywords: project.keywords ?? [] });
  });
  if (Object.keys(errors).length > 0)
    throw invalidFields(errors, 'The file has values this site cannot take.');
  return { add, existing };
}

/**
 * What importing `file` into user `userId`'s profile would change: the profile fields that differ, the
 * experiences whose company and start date the user has no experience with yet, the skills' technologies whose
 * name (in any case) no technology has yet. Everything else is left alone, so importing a site's own
 * `/resume.json` changes nothing.
 */
export async function planImport(
  db: Executor,
  userId: number,
  file: ResumeFile,
  siteUrl: string,
): Promise<ImportPlan> {
  const [current] = await db.select().from(users).where(eq(users.id, userId));
  if (!current) throw notFound('User');
  const profile = profileChanges(current, file.basics, siteUrl);
  const email = profile.find((change) => change.field === 'email')?.to;
  if (email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)));
    if (taken) throw invalidFields({ 'basics.email': 'This email is already in use' });
  }

  const stored = await db
    .select({ company: experiences.company, startDate: experiences.startDate })
    .from(experiences)
    .where(eq(experiences.userId, userId));
  const key = (company: string, startDate: string) =>
    `${company.trim().toLocaleLowerCase('en')}\u0000${startDate}`;
  const known = new Set(stored.map((row) => key(row.company, row.startDate)));
  const newExperiences: ExperienceInput[] = [];
  const existing: ResumeImportPlan['experiences']['existing'] = [];
  const errors: Record<string, string> = {};
  (file.work ?? []).forEach((job, index) => {
    const startDate = resumeDateToDay(job.startDate)!;
    if (known.has(key(job.name, startDate))) {
      existing.push({ company: job.name, startDate });
      return;
    }
    known.add(key(job.name, startDate));
    const input = experienceInputSchema.safeParse({
      title: job.position,
      description: descriptionOf(job),
      userId,
      company: job.name,
      startDate,
      endDate: job.endDate ? resumeDateToDay(job.endDate) : null,
      employmentType: employmentTypeOf(job),
      location: workModeOf(job.location),
      companyWebsite: job.url ?? null,
      highlights: job.highlights ?? [],
    });
    if (!input.success) {
      for (const issue of input.error.issues)
        errors[`work[${index}].${String(issue.path[0])}`] ??= issue.message;
      return;
    }
    newExperiences.push(input.data);
  });
  if (Object.keys(errors).length > 0)
    throw invalidFields(errors, 'The file has values this site cannot take.');

  const [storedTechnologies, storedTags] = await Promise.all([
    db.select({ name: technologies.name }).from(technologies),
    db.select({ id: tags.id, name: tags.name }).from(tags),
  ]);
  // Names by their key in sets and maps: one lookup per keyword, however many the file and the stack hold (a list
  // searched per keyword made 32,832 keywords take 25 s).
  const tagsByName = new Map<string, (typeof storedTags)[number]>();
  for (const row of storedTags)
    if (!tagsByName.has(nameKey(row.name))) tagsByName.set(nameKey(row.name), row);
  const technologyNames = new Set(storedTechnologies.map((row) => nameKey(row.name)));
  const listedExisting = new Set<string>();
  const newTechnologies: ImportPlan['technologies'] = [];
  const addTechnologies: ResumeImportPlan['technologies']['add'] = [];
  const existingTechnologies: string[] = [];
  for (const skill of file.skills ?? []) {
    const tag = skill.name ? tagsByName.get(nameKey(skill.name)) : undefined;
    for (const name of skill.keywords ?? []) {
      const key = nameKey(name);
      if (technologyNames.has(key)) {
        if (!listedExisting.has(key)) existingTechnologies.push(name);
        listedExisting.add(key);
        continue;
      }
      technologyNames.add(key);
      newTechnologies.push({ name, tagId: tag?.id ?? null });
      addTechnologies.push({ name, tag: tag?.name ?? null });
    }
  }

  const plannedProjects = await planProjects(db, userId, file);

  return {
    summary: {
      profile,
      experiences: {
        add: newExperiences.map(({ company, title, startDate, endDate }) => ({
          company,
          title,
          startDate,
          endDate: endDate ?? null,
        })),
        existing,
      },
      technologies: { add: addTechnologies, existing: existingTechnologies },
      projects: {
        add: plannedProjects.add.map(({ input }) => input.name),
        existing: plannedProjects.existing,
      },
      applied: false,
    },
    experiences: newExperiences,
    technologies: newTechnologies,
    projects: plannedProjects.add,
  };
}

/** Applies a plan made in the same transaction: every change is written, or none. */
export async function applyPlan(tx: Executor, userId: number, plan: ImportPlan): Promise<void> {
  if (plan.summary.profile.length > 0) {
    const changes = Object.fromEntries(plan.summary.profile.map(({ field, to }) => [field, to]));
    await tx.update(users).set(changes).where(eq(users.id, userId));
  }
  if (plan.experiences.length > 0) await tx.insert(experiences).values(plan.experiences);
  await addTechnologies(tx, plan.technologies);
  await addProjects(tx, plan.projects);
}

/**
 * Each project as the admin's form would create it, linked to the technologies of the stack its keywords name. A
 * new project goes first, so they are created last to first and keep the file's order.
 */
async function addProjects(tx: Executor, planned: ImportPlan['projects']): Promise<void> {
  for (const { input, keywords } of [...planned].reverse()) {
    const { id } = JSON.parse(await projectsRepository.create(tx, input)) as { id: number };
    if (keywords.length === 0) continue;
    const linked = await tx
      .select({ id: technologies.id })
      .from(technologies)
      .where(inArray(sql`lower(${technologies.name})`, keywords.map(nameKey)));
    if (linked.length > 0)
      await tx
        .insert(projectTechnologies)
        .values(linked.map((row) => ({ projectId: id, technologyId: row.id })));
  }
}

async function addTechnologies(tx: Executor, planned: ImportPlan['technologies']): Promise<void> {
  if (planned.length === 0) return;
  // One statement for them all. Each new technology goes first, as one made in the admin does, so the file's first
  // ends up first: every row reads the same first position (the statement's snapshot) and steps back from it.
  const count = planned.length;
  const rows = await tx
    .insert(technologies)
    .values(
      planned.map((technology, index) => ({
        name: technology.name,
        visible: true,
        position: sql<number>`${firstPosition(technologies)} - ${count - 1 - index}::int`,
      })),
    )
    .returning({ id: technologies.id, name: technologies.name });
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  const links = planned.flatMap(({ name, tagId }) =>
    tagId === null ? [] : [{ technologyId: idOf.get(name)!, tagId }],
  );
  if (links.length > 0) await tx.insert(technologyTags).values(links);
}
