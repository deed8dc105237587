import { and, desc, eq } from 'drizzle-orm';
import type { Project, ProjectInput } from '@portfolio/shared/schemas';
import { totalPages } from '@portfolio/shared/schemas';
import { notFound } from '../../problems';
import type { Executor } from '../connection';
import { projects, projectTechnologies, technologies } from '../schema';
import { byNameThenId, containsText, countRows, withKnownOwner } from './query-helpers';
import { toTechnology, withTags } from './technologies';

/** The relational `with` clause that loads a project's technologies and their tags. */
export const withTechnologies = {
  projectTechnologies: { with: { technology: { with: withTags } } },
} as const;

type ProjectRow = typeof projects.$inferSelect & {
  projectTechnologies: { technology: Parameters<typeof toTechnology>[0] }[];
};

export const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  name: row.name,
  description: row.description,
  domain: row.domain,
  repo: row.repo,
  details: row.details,
  cover: row.cover,
  userId: row.userId,
  technologies: row.projectTechnologies.map((link) => toTechnology(link.technology)).sort(byNameThenId),
});

/** Newest first. */
export const projectOrder = [desc(projects.createdAt), desc(projects.id)];

export async function listProjects(db: Executor, query: { offset: number; limit: number; name?: string }) {
  const where = containsText(projects.name, query.name);
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
  return { projects: rows.map(toProject), totalPages: totalPages(total, query.limit) };
}

export async function getProject(db: Executor, id: number): Promise<Project> {
  const row = await db.query.projects.findFirst({ where: eq(projects.id, id), with: withTechnologies });
  if (!row) throw notFound('Project');
  return toProject(row);
}

export async function createProject(db: Executor, input: ProjectInput): Promise<Project> {
  const [row] = await withKnownOwner(() => db.insert(projects).values(input).returning({ id: projects.id }));
  return getProject(db, row!.id);
}

export async function updateProject(db: Executor, id: number, input: ProjectInput): Promise<Project> {
  const [row] = await withKnownOwner(() =>
    db.update(projects).set(input).where(eq(projects.id, id)).returning({ id: projects.id }),
  );
  if (!row) throw notFound('Project');
  return getProject(db, id);
}

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
    await getProject(tx, projectId);
    await requireTechnology(tx, technologyId);
    await tx.insert(projectTechnologies).values({ projectId, technologyId }).onConflictDoNothing();
    return getProject(tx, projectId);
  });
}

/** Idempotent: removing a technology the project does not have changes nothing. */
export async function removeTechnologyFromProject(db: Executor, projectId: number, technologyId: number) {
  return db.transaction(async (tx) => {
    await getProject(tx, projectId);
    await requireTechnology(tx, technologyId);
    await tx
      .delete(projectTechnologies)
      .where(
        and(eq(projectTechnologies.projectId, projectId), eq(projectTechnologies.technologyId, technologyId)),
      );
    return getProject(tx, projectId);
  });
}
