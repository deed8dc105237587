import { and, eq, sql } from 'drizzle-orm';
import type { ProjectInput } from '@portfolio/shared/schemas';
import { namesCaseStudy, projectSlugFromName, totalPages } from '@portfolio/shared/schemas';
import type { AuthoredSave, AuthorValues } from '../../history/recorded-change';
import { renderWriteUp } from '../../markdown/render-markdown';
import { invalidFields, notFound } from '../../problems';
import type { Executor } from '../connection';
import {
  childArrays,
  columns,
  defineStatement,
  type JsonText,
  listDocument,
  queryDocument,
  queryRow,
} from '../json-statements';
import { projects, projectSlugHistory, projectTechnologies, technologies } from '../schema';
import {
  assign,
  childLinks,
  orderedCollection,
  OWNER_ITEM_ORDER,
  type Updated,
  type UpdatedRow,
} from './ordered-collections';
import {
  firstPosition,
  PUBLIC_READ,
  type ReadScope,
  scopeName,
  searchPattern,
  SIGNED_IN_READ,
  statementsPerScope,
  visibleTo,
  withKnownOwner,
} from './query-helpers';
import { technologyColumns, technologyRows } from './technologies';

const technologiesOfProject = (scope: ReadScope) =>
  childArrays({
    alias: 'project_technologies_json',
    link: projectTechnologies,
    parentKey: projectTechnologies.projectId,
    childKey: projectTechnologies.technologyId,
    select: sql`select ${technologyColumns} from ${technologyRows} where ${visibleTo(technologies, scope)}`,
    orderBy: OWNER_ITEM_ORDER,
  });

/** Projects with their technologies beside them: what `projectColumns` selects from. */
export const projectRows = (scope: ReadScope) =>
  sql`${projects} ${technologiesOfProject(scope).joinTo(projects.id)}`;

/** A project as JSON, with its technologies in the owner's order; hidden ones only for a signed-in reader. */
export const projectColumns = (scope: ReadScope) =>
  columns({
    id: projects.id,
    name: projects.name,
    slug: projects.slug,
    description: projects.description,
    domain: projects.domain,
    repo: projects.repo,
    details: projects.details,
    cover: projects.cover,
    userId: projects.userId,
    position: projects.position,
    visible: projects.visible,
    role: projects.role,
    startMonth: projects.startMonth,
    endMonth: projects.endMonth,
    outcomes: projects.outcomes,
    gallery: projects.gallery,
    technologies: technologiesOfProject(scope).items,
  });

/** One project as its page and its form read it: the write-up too, which lists leave out. */
export const projectDetailColumns = (scope: ReadScope) =>
  sql`${projectColumns(scope)}, ${columns({ body: projects.body, bodyHtml: projects.bodyHtml })}`;

/** The images a project shows: its cover, then its gallery's. */
const projectImages = sql`((case when ${projects.cover} is null then '[]'::jsonb
    else jsonb_build_array(${projects.cover}) end) || jsonb_path_query_array(${projects.gallery}, '$[*].image'))::text`;

const collection = orderedCollection({
  table: projects,
  kind: 'Project',
  columns: projectColumns,
  rows: projectRows,
  detailColumns: projectDetailColumns,
  images: projectImages,
});

async function listProjects(
  db: Executor,
  query: { offset: number; limit: number; name?: string },
  scope: ReadScope = PUBLIC_READ,
): Promise<JsonText> {
  const { items, total } = await collection.readPage(
    db,
    { pattern: searchPattern(query.name), offset: query.offset, limit: query.limit },
    scope,
  );
  return listDocument('projects', items, totalPages(total, query.limit));
}

const getProject = collection.readOne;

const bySlugStatements = (scope: ReadScope) =>
  defineStatement<{ slug: string }>(
    `projects_by_slug_${scopeName(scope)}`,
    (p) => sql`select row_to_json(item)::text as document from (select ${projectDetailColumns(scope)}
      from ${projectRows(scope)}
      where (${projects.slug} = ${p.slug}::text
        or ${projects.id} = (select ${projectSlugHistory.projectId} from ${projectSlugHistory}
          where ${projectSlugHistory.slug} = ${p.slug}::text))
        and ${visibleTo(projects, scope)}) item`,
  );
const BY_SLUG = statementsPerScope(bySlugStatements);

/**
 * The project at `/projects/<slug>`, by its slug or one it had before a rename: the answer carries the current
 * slug, so a reader that asked with an old one knows where the project lives now.
 */
export async function getProjectBySlug(
  db: Executor,
  slug: string,
  scope: ReadScope = PUBLIC_READ,
): Promise<JsonText> {
  const document = await queryDocument(db, BY_SLUG[scopeName(scope)], { slug });
  if (!document) throw notFound('Project');
  return document;
}

/** Whether `slug` was made from `name`: the name's own slug, or it with the number that kept it unique. */
const slugFitsName = (slug: string, name: string) => {
  const base = projectSlugFromName(name);
  return slug === base || new RegExp(`^${base}-[0-9]+$`).test(slug);
};

/**
 * A slug for `name` that no other project has now or had before (its old addresses still lead to it):
 * `trail-planner`, else `trail-planner-2`, `-3`, …. A project's own old slugs are free to it again.
 */
async function freeSlug(db: Executor, name: string, projectId: number | null): Promise<string> {
  const base = projectSlugFromName(name);
  const like = `${base}-%`;
  const taken = (await db.execute(sql`
    select ${projects.slug} as slug from ${projects}
      where (${projects.slug} = ${base} or ${projects.slug} like ${like})
        and ${projects.id} is distinct from ${projectId}::int
    union all
    select ${projectSlugHistory.slug} from ${projectSlugHistory}
      where (${projectSlugHistory.slug} = ${base} or ${projectSlugHistory.slug} like ${like})
        and ${projectSlugHistory.projectId} is distinct from ${projectId}::int`)) as unknown as {
    rows: { slug: string }[];
  };
  const used = new Set(taken.rows.map((row) => row.slug));
  let candidate = base;
  for (let n = 2; used.has(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}

async function createProject(db: Executor, input: ProjectInput): Promise<JsonText> {
  return db.transaction(async (tx) => {
    const slug = await freeSlug(tx, input.name, null);
    const [row] = await withKnownOwner(() =>
      tx
        .insert(projects)
        .values({
          ...input,
          role: input.role ?? null,
          startMonth: input.startMonth ?? null,
          endMonth: input.endMonth ?? null,
          body: input.body ?? '',
          bodyHtml: renderWriteUp(input.body ?? ''),
          outcomes: input.outcomes ?? [],
          gallery: input.gallery ?? [],
          slug,
          visible: input.visible ?? true,
          position: firstPosition(projects),
        })
        .returning({ id: projects.id }),
    );
    return getProject(tx, row!.id, SIGNED_IN_READ);
  });
}

type ProjectUpdate = AuthorValues & {
  id: number;
  name: string;
  /** The new slug after a rename; null keeps the current one, when it still fits `slugBase`. */
  slug: string | null;
  slugBase: string;
  description: string;
  domain: string | null;
  repo: string | null;
  details: string | null;
  userId: number;
  cover: string | null;
  visible: boolean | null;
  /** An input naming none of the case study's fields: they stay as stored. */
  keepCaseStudy: boolean;
  role: string | null;
  startMonth: string | null;
  endMonth: string | null;
  body: string;
  bodyHtml: string;
  /** As JSON text: a bound parameter of a prepared statement. */
  outcomes: string;
  /** As JSON text; null (left out of the input) keeps the stored gallery. */
  gallery: string | null;
};

/** The row is updated only with a new slug, or when the one it has still fits the name: no row otherwise. */
const updateStatement = collection.updateStatement<ProjectUpdate>(
  'update',
  (p) => [
    assign(projects.name, p.name),
    assign(projects.slug, sql`coalesce(${p.slug}::text, ${projects.slug})`),
    assign(projects.description, p.description),
    assign(projects.domain, p.domain),
    assign(projects.repo, p.repo),
    assign(projects.details, p.details),
    assign(projects.userId, p.userId),
    assign(projects.cover, p.cover),
    ...(
      [
        [projects.role, sql`${p.role}::text`],
        [projects.startMonth, sql`${p.startMonth}::text`],
        [projects.endMonth, sql`${p.endMonth}::text`],
        [projects.body, sql`${p.body}::text`],
        [projects.bodyHtml, sql`${p.bodyHtml}::text`],
        [projects.outcomes, sql`${p.outcomes}::jsonb`],
      ] as const
    ).map(([column, value]) =>
      assign(column, sql`case when ${p.keepCaseStudy}::boolean then ${column} else ${value} end`),
    ),
    // Left out of the input: unchanged.
    assign(projects.gallery, sql`coalesce(${p.gallery}::jsonb, ${projects.gallery})`),
    assign(projects.visible, sql`coalesce(${p.visible}::boolean, ${projects.visible})`),
  ],
  // A slug base is lower-case letters, digits and dashes: nothing a pattern reads specially.
  (p) => sql`(${p.slug}::text is not null or ${projects.slug} = ${p.slugBase}::text
    or ${projects.slug} ~ ('^' || ${p.slugBase}::text || '-[0-9]+$'))`,
);

/**
 * A rename: the project gets a new slug, and its old one goes to the history so shared links answer 301 to the
 * new address; renamed back, the old address is its own again. Undefined for an unknown project.
 */
async function renameAndUpdate(db: Executor, values: ProjectUpdate): Promise<UpdatedRow | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ slug: projects.slug })
      .from(projects)
      .where(eq(projects.id, values.id))
      .for('update');
    if (!current) return undefined;
    let slug = current.slug;
    if (!slugFitsName(current.slug, values.name)) {
      slug = await freeSlug(tx, values.name, values.id);
      await tx
        .insert(projectSlugHistory)
        .values({ slug: current.slug, projectId: values.id })
        .onConflictDoUpdate({
          target: projectSlugHistory.slug,
          set: { projectId: values.id, replacedAt: sql`now()` },
        });
      await tx
        .delete(projectSlugHistory)
        .where(and(eq(projectSlugHistory.slug, slug), eq(projectSlugHistory.projectId, values.id)));
    }
    return queryRow<UpdatedRow, ProjectUpdate>(tx, updateStatement, { ...values, slug });
  });
}

/**
 * Most saves keep the name, and with it the slug: one prepared statement, planned once. A rename (or an unknown
 * id) takes the transaction above. On PGlite's single session every statement of a write holds up every other
 * request: the eight a project write once ran put its p99 at 64 ms with ten writers.
 */
async function updateProject(
  db: Executor,
  id: number,
  input: ProjectInput,
  author: AuthorValues,
): Promise<AuthoredSave<Updated>> {
  const values: ProjectUpdate = {
    ...author,
    id,
    name: input.name,
    slug: null,
    slugBase: projectSlugFromName(input.name),
    description: input.description,
    domain: input.domain ?? null,
    repo: input.repo ?? null,
    details: input.details ?? null,
    userId: input.userId,
    cover: input.cover ?? null,
    visible: input.visible ?? null,
    keepCaseStudy: !namesCaseStudy(input),
    role: input.role ?? null,
    startMonth: input.startMonth ?? null,
    endMonth: input.endMonth ?? null,
    body: input.body ?? '',
    bodyHtml: renderWriteUp(input.body ?? ''),
    outcomes: JSON.stringify(input.outcomes ?? []),
    gallery: input.gallery === undefined ? null : JSON.stringify(input.gallery),
  };
  const row = await withKnownOwner(
    async () =>
      (await queryRow<UpdatedRow, ProjectUpdate>(db, updateStatement, values)) ?? renameAndUpdate(db, values),
  );
  return collection.answerUpdate(row);
}

const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * A 400 naming `technologyIds` unless every id names a technology. `lock`: they stay locked until the transaction
 * ends, so none can be deleted between the check and the link.
 */
async function checkTechnologiesExist(db: Executor, technologyIds: number[], lock = false): Promise<void> {
  const found = (await db.execute(
    sql`select ${technologies.id} as id from ${technologies}
      where ${technologies.id} = any(${idArray(technologyIds)}) ${lock ? sql`for share` : sql``}`,
  )) as unknown as { rows: { id: number }[] };
  const known = new Set(found.rows.map((row) => row.id));
  const missing = technologyIds.filter((id) => !known.has(id));
  if (missing.length === 0) return;
  const one = missing.length === 1;
  throw invalidFields(
    {
      technologyIds: `${one ? 'Technology' : 'Technologies'} ${missing.join(', ')} ${one ? 'does' : 'do'} not exist`,
    },
    'A technology this draft links does not exist (deleted since?): save the draft again without it.',
  );
}

/**
 * Links the project to exactly `technologyIds` (a draft's list, published or previewed): the links it lacks are
 * added, the others removed, each a change of the project that folds into its save's version (one transaction,
 * one version). Every id must name a technology. Run inside the save's transaction.
 */
async function setProjectTechnologies(
  tx: Executor,
  projectId: number,
  technologyIds: number[],
): Promise<void> {
  await checkTechnologiesExist(tx, technologyIds, true);
  const ids = idArray(technologyIds);
  await tx.execute(sql`delete from ${projectTechnologies}
    where ${projectTechnologies.projectId} = ${projectId} and ${projectTechnologies.technologyId} <> all(${ids})`);
  await tx.execute(sql`insert into ${projectTechnologies} (project_id, technology_id)
    select ${projectId}::int, id from unnest(${ids}) as id on conflict do nothing`);
}

/** What the routes of projects read and change. */
export const projectsRepository = {
  ...collection,
  list: listProjects,
  create: createProject,
  update: updateProject,
  setTechnologies: setProjectTechnologies,
  checkTechnologiesExist,
  ...childLinks(getProject, {
    link: projectTechnologies,
    keys: ['projectId', 'technologyId'],
    child: { table: technologies, kind: 'Technology' },
  }),
};
