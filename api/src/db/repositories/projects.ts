import { and, asc, desc, eq } from 'drizzle-orm';
import type { Project, ProjectInput } from '@portfolio/shared/schemas';
import { totalPages } from '@portfolio/shared/schemas';
import { notFound } from '../../problems';
import type { Executor } from '../connection';
import { projects, projectTechnologies, technologies } from '../schema';
import {
  applyOrder,
  containsText,
  countRows,
  firstPosition,
  PUBLIC_READ,
  type ReadScope,
  SIGNED_IN_READ,
  visibleTo,
  withKnownOwner,
} from './query-helpers';
import { byPosition, toTechnology, withTags } from './technologies';

/** The relational `with` clause that loads a project's technologies and their tags. */
export const withTechnologies = {
  projectTechnologies: { with: { technology: { with: withTags } } },
} as const;

type ProjectRow = typeof projects.$inferSelect & {
  projectTechnologies: { technology: Parameters<typeof toTechnology>[0] }[];
};

/** A project with its technologies in the owner's order; hidden ones only for a signed-in reader. */
export const toProject = (row: ProjectRow, scope: ReadScope): Project => ({
  id: row.id,
  name: row.name,
  description: row.description,
  domain: row.domain,
  repo: row.repo,
  details: row.details,
  cover: row.cover,
  userId: row.userId,
  position: row.position,
  visible: row.visible,
  technologies: row.projectTechnologies
    .map((link) => toTechnology(link.technology))
    .filter((technology) => scope.includeHidden || technology.visible)
    .sort(byPosition),
});

/** The owner's order; of two created at once (same position), the newer first. */
export const projectOrder = [asc(projects.position), desc(projects.id)];

export async function listProjects(
  db: Executor,
  query: { offset: number; limit: number; name?: string },
  scope: ReadScope = PUBLIC_READ,
) {
  const where = and(containsText(projects.name, query.name), visibleTo(projects, scope));
  const [rows, total] = await Promise.all([
    db.query.projects.findMany({
      where,
      orderBy: projectOrder,
      offset: query.offset,
      limit: query.limit,
      with: withTechnologies,
    }),
    countRows(db, projects, where),
  ]);
  return { projects: rows.map((row) => toProject(row, scope)), totalPages: totalPages(total, query.limit) };
}

/** A hidden project is as unknown to an anonymous reader as a missing one. */
export async function getProject(db: Executor, id: number, scope: ReadScope = PUBLIC_READ): Promise<Project> {
  const row = await db.query.projects.findFirst({
    where: and(eq(projects.id, id), visibleTo(projects, scope)),
    with: withTechnologies,
  });
  if (!row) throw notFound('Project');
  return toProject(row, scope);
}

export async function createProject(db: Executor, input: ProjectInput): Promise<Project> {
  const [row] = await withKnownOwner(() =>
    db
      .insert(projects)
      .values({ ...input, visible: input.visible ?? true, position: firstPosition(projects) })
      .returning({ id: projects.id }),
  );
  return getProject(db, row!.id, SIGNED_IN_READ);
}

export async function updateProject(db: Executor, id: number, input: ProjectInput): Promise<Project> {
  const [row] = await withKnownOwner(() =>
    db.update(projects).set(input).where(eq(projects.id, id)).returning({ id: projects.id }),
  );
  if (!row) throw notFound('Project');
  return getProject(db, id, SIGNED_IN_READ);
}

/** `ids` names every project once, in the owner's new order. */
export const reorderProjects = (db: Executor, ids: number[]) => applyOrder(db, projects, ids);

/** Its links to technologies go with it (ON DELETE CASCADE). */
export async function deleteProject(db: Executor, id: number): Promise<void> {
  const [row] = await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
  if (!row) throw notFound('Project');
}

async function requireTechnology(db: Executor, id: number) {
  const [row] = await db.select({ id: technologies.id }).from(technologies).where(eq(technologies.id, id));
  if (!row) throw notFound('Technology');
}

/** Idempotent: adding a technology the project already has changes nothing and answers the same. */
export async function addTechnologyToProject(db: Executor, projectId: number, technologyId: number) {
  return db.transaction(async (tx) => {
    await getProject(tx, projectId, SIGNED_IN_READ);
    await requireTechnology(tx, technologyId);
    await tx.insert(projectTechnologies).values({ projectId, technologyId }).onConflictDoNothing();
    return getProject(tx, projectId, SIGNED_IN_READ);
  });
}

/** Idempotent: removing a technology the project does not have changes nothing. */
export async function removeTechnologyFromProject(db: Executor, projectId: number, technologyId: number) {
  return db.transaction(async (tx) => {
    await getProject(tx, projectId, SIGNED_IN_READ);
    await requireTechnology(tx, technologyId);
    await tx
      .delete(projectTechnologies)
      .where(
        and(eq(projectTechnologies.projectId, projectId), eq(projectTechnologies.technologyId, technologyId)),
      );
    return getProject(tx, projectId, SIGNED_IN_READ);
  });
}
