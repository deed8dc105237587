import { IMAGE_VARIANT_NAME, STORED_IMAGE_NAME } from '@portfolio/shared/images';
import { UPLOAD_PRESETS } from '@portfolio/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection';
import { defineStatement, queryDocument } from '../db/json-statements';
import { contentVersions, drafts, projects, technologies, users } from '../db/schema';

const UPLOAD_PATH = /\/api\/uploads\/([a-z]+)\/([^/?#]+)$/;

/**
 * The stored image (`<preset>/<id>`) an address names: one of our uploads or one of its variants, on any origin
 * (an address keeps the PUBLIC_URL it was uploaded under). Undefined for any other address.
 */
export function imageKeyOf(url: string | null | undefined): string | undefined {
  const match = url ? UPLOAD_PATH.exec(url) : null;
  if (!match || !UPLOAD_PRESETS.some((preset) => preset === match[1])) return undefined;
  const id = (STORED_IMAGE_NAME.exec(match[2]!) ?? IMAGE_VARIANT_NAME.exec(match[2]!))?.[1];
  return id && `${match[1]}/${id}`;
}

/**
 * The addresses of every image the data references, as a JSON array, in one prepared statement: it runs after
 * every write that replaced or deleted an image, and as three query-builder statements PGlite planned each of
 * them again every time.
 */
const referencedStatement = defineStatement<Record<string, never>>(
  'images_referenced',
  () => sql`select coalesce(json_agg(url), '[]')::text as document from (
      select ${users.avatar} as url from ${users} where ${users.avatar} is not null
      union all select ${projects.cover} from ${projects} where ${projects.cover} is not null
      union all select jsonb_array_elements(${projects.gallery}) ->> 'image' from ${projects}
      union all select ${technologies.icon} from ${technologies} where ${technologies.icon} is not null
      union select ${contentVersions.snapshot} ->> (case ${contentVersions.resource}
          when 'users' then 'avatar' when 'projects' then 'cover' else 'icon' end)
        from ${contentVersions} where ${contentVersions.resource} in ('users', 'projects', 'technologies')
      union select jsonb_array_elements(${contentVersions.snapshot} -> 'gallery') ->> 'image'
        from ${contentVersions} where ${contentVersions.resource} = 'projects'
          and jsonb_typeof(${contentVersions.snapshot} -> 'gallery') = 'array'
      union select ${drafts.body} ->> (case when ${drafts.projectId} is null then 'avatar' else 'cover' end)
        from ${drafts}
      union select jsonb_array_elements(${drafts.body} -> 'gallery') ->> 'image' from ${drafts}
        where jsonb_typeof(${drafts.body} -> 'gallery') = 'array'
      ) urls where url is not null`,
);

/**
 * Every image the data references: the users' avatars, the projects' covers and gallery images, the technologies'
 * icons, now, in any version the history keeps (a restore must find its image still there) or in a draft.
 */
export async function referencedImages(db: Executor): Promise<Set<string>> {
  const urls = JSON.parse((await queryDocument(db, referencedStatement, {}))!) as string[];
  const keys = new Set<string>();
  for (const url of urls) {
    const key = imageKeyOf(url);
    if (key) keys.add(key);
  }
  return keys;
}

/** What a save no longer shows, to release: the image before it, unless there was none or it is kept. */
export const replacedImages = (before: string | null, after: string | null): string[] =>
  before !== null && before !== after ? [before] : [];

/** What a save no longer shows, to release, of a row with several images: those before it that it dropped. */
export const imagesNoLongerShown = (before: readonly string[], after: readonly string[]): string[] =>
  before.filter((url) => !after.includes(url));

/** A user's avatar and the images of their projects (covers, galleries), which go with them when they are deleted. */
export async function imagesOfUser(db: Executor, id: number): Promise<string[]> {
  const [avatars, covers, galleries] = await Promise.all([
    db.select({ url: users.avatar }).from(users).where(eq(users.id, id)),
    db.select({ url: projects.cover }).from(projects).where(eq(projects.userId, id)),
    db.select({ gallery: projects.gallery }).from(projects).where(eq(projects.userId, id)),
  ]);
  const galleryImages = galleries.flatMap(({ gallery }) => gallery.map(({ image }) => image));
  return [...avatars, ...covers].flatMap(({ url }) => (url ? [url] : [])).concat(galleryImages);
}
