import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Plain SQL types only (identity, text, date, timestamptz): the same migrations run on PostgreSQL 15+ and PGlite.

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    professionalTitle: text('professional_title'),
    bio: text('bio'),
    availability: text('availability'),
    email: text('email').notNull(),
    phone: text('phone'),
    github: text('github'),
    linkedin: text('linkedin'),
    notionResume: text('notion_resume'),
    avatar: text('avatar'),
    /** Whether `/resume.pdf` and `/resume.json` are offered: off, both answer 404 and the page has no link. */
    resumePublic: boolean('resume_public').notNull().default(true),
    /**
     * The hero's one primary action (migration 0020): 'get-in-touch' (the contact page), 'book-a-call' (at
     * `bookingUrl`) or 'download-cv' (the résumé PDF, while it is public).
     */
    primaryAction: text('primary_action').notNull().default('get-in-touch'),
    bookingUrl: text('booking_url'),
    /** One of the accent presets of `@portfolio/shared` (`ACCENT_PRESETS`): the site's, the cards' and the PDF's. */
    accent: text('accent').notNull().default('sky'),
    /** What the footer says of the owner: where they are, their IANA time zone, and a one-line sign-off. */
    location: text('location'),
    timeZone: text('time_zone'),
    signOff: text('sign_off'),
    /** The owner hears of new messages in one e-mail a day instead of one as they come. */
    messageDigest: boolean('message_digest').notNull().default(false),
    /** Null until an invited user sets a password. */
    passwordHash: text('password_hash'),
    /** Raised by every password change or reset: session tokens carry it, so older ones stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by a trigger on every change but a reorder (migration 0006): the admin home lists the last changed. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

export const experiences = pgTable(
  'experiences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    company: text('company').notNull(),
    // Calendar days as 'YYYY-MM-DD' strings end to end: no JS Date, so no timezone shift.
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    employmentType: text('employment_type').notNull(),
    location: text('location').notNull(),
    companyWebsite: text('company_website'),
    /** What was achieved there, one sentence each, in the owner's order (migration 0016). */
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    /** Set by a trigger on every change but a reorder (migration 0006): the admin home lists the last changed. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('experiences_user_id_idx').on(table.userId)],
);

export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The project's address (`/projects/<slug>`), made from its name; unique among projects and old slugs. */
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    domain: text('domain'),
    repo: text('repo'),
    details: text('details'),
    cover: text('cover'),
    /** The case study (migration 0016): the owner's part, the period in months (no end: ongoing). */
    role: text('role'),
    startMonth: text('start_month'),
    endMonth: text('end_month'),
    /** The write-up in Markdown, and the sanitized HTML made from it when it is saved (what the page shows). */
    body: text('body').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    /** What changed: `[{ text, figure }]`, in the owner's order. */
    outcomes: jsonb('outcomes').$type<{ text: string; figure: string | null }[]>().notNull().default([]),
    /** The screenshots: `[{ image, alt, caption }]`, in the owner's order (migration 0020). */
    gallery: jsonb('gallery')
      .$type<{ image: string; alt: string; caption: string | null }[]>()
      .notNull()
      .default([]),
    /** The owner's order: lists show the lowest first; a new project goes before all others. */
    position: integer('position').notNull().default(0),
    /** Hidden projects are left out of every anonymous read. */
    visible: boolean('visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by a trigger on every change but a reorder (migration 0006): the admin home lists the last changed. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('projects_user_id_idx').on(table.userId),
    index('projects_position_idx').on(table.position, table.id),
    uniqueIndex('projects_slug_unique').on(table.slug),
  ],
);

/**
 * A project's earlier slugs: a rename gives it a new address, and links shared before still lead to it (the page
 * answers 301 to the new one). A slug belongs to one project at a time; a project renamed back takes it again.
 */
export const projectSlugHistory = pgTable(
  'project_slug_history',
  {
    slug: text('slug').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_slug_history_project_id_idx').on(table.projectId)],
);

export const technologies = pgTable(
  'technologies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    icon: text('icon'),
    /** The owner's order, as for projects. */
    position: integer('position').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    /** Set by a trigger on every change but a reorder (migration 0006): the admin home lists the last changed. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('technologies_position_idx').on(table.position, table.id),
    // A visitor cannot tell two "React"s apart: names are unique whatever their case (migration 0006).
    uniqueIndex('technologies_name_lower_unique').on(sql`lower(${table.name})`),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    /** Set by a trigger on every change but a reorder (migration 0006): the admin home lists the last changed. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('tags_name_lower_unique').on(sql`lower(${table.name})`)],
);

export const projectTechnologies = pgTable(
  'project_technologies',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    technologyId: integer('technology_id')
      .notNull()
      .references(() => technologies.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.technologyId] }),
    index('project_technologies_technology_id_idx').on(table.technologyId),
  ],
);

/** The technologies used in a role (migration 0020), linked as a project's are. */
export const experienceTechnologies = pgTable(
  'experience_technologies',
  {
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    technologyId: integer('technology_id')
      .notNull()
      .references(() => technologies.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.experienceId, table.technologyId] }),
    index('experience_technologies_technology_id_idx').on(table.technologyId),
  ],
);

export const technologyTags = pgTable(
  'technology_tags',
  {
    technologyId: integer('technology_id')
      .notNull()
      .references(() => technologies.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.technologyId, table.tagId] }),
    index('technology_tags_tag_id_idx').on(table.tagId),
  ],
);

/** Password recovery and invitation links: only a SHA-256 of the token is stored, and each is used once. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(table.tokenHash),
    index('password_reset_tokens_user_id_idx').on(table.userId),
  ],
);

/**
 * Refresh sessions: one row per refresh token the browser holds in its HttpOnly cookie (only a SHA-256 is
 * stored). Each refresh uses its row up and adds the next one to the same `family` (one sign-in); a used token
 * presented again after the grace period means it was copied, and the whole family ends. Sign-out ends the family.
 */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: text('family').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The user's token version when issued: a password change ends every refresh session made before it. */
    tokenVersion: integer('token_version').notNull(),
    /** The idle expiry (each use starts the next row's), never past the sign-in's absolute end. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the sign-in began, the same in every row of the family: it ends a fixed time after, however used. */
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refresh_sessions_token_hash_unique').on(table.tokenHash),
    index('refresh_sessions_family_idx').on(table.family),
    index('refresh_sessions_user_id_idx').on(table.userId),
  ],
);

/**
 * Sign-in attempt counters (per address, per account), kept in the database so they hold across restarts and
 * across API instances; the layout is the one rate-limiter-flexible's drizzle store reads and writes. With
 * `REDIS_URL` they live in Redis instead.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * Deploy keys: what CI signs in with to publish and promote one remote's releases. Only a SHA-256 of the key is
 * stored (keys are 256 random bits, so a slow hash would add nothing); a revoked key stays, for the history.
 */
export const deployKeys = pgTable(
  'deploy_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    remote: text('remote').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, shown to tell keys apart. */
    prefix: text('prefix').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** What the key may do: `publish` (register, preview), `promote` (roll out, promote, roll back). */
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{publish,promote}'::text[]`),
    /** After this the key answers 401, as a revoked one; null: it never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('deploy_keys_key_hash_unique').on(table.keyHash)],
);

/** Every release of a remote ever registered: immutable files at `manifest_url`, and the checks they passed. */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    buildVersion: text('build_version'),
    commit: text('commit'),
    builtAt: timestamp('built_at', { withTimezone: true }),
    /** What the release changes, as its build said (`--notes` or the commit subjects since the live release). */
    notes: text('notes'),
    /** The gzipped bytes a visitor's browser may download of it (entry, scripts, stylesheets). */
    downloadBytes: integer('download_bytes'),
    /** `{ package: version }` of the shared packages it was built with. */
    sharedVersions: jsonb('shared_versions'),
    checks: jsonb('checks').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    /** `{ kind, id, name }` of who registered it. */
    registeredBy: jsonb('registered_by').notNull(),
    /** Until when a preview link for it may be open: its files must stay served till then. */
    previewUntil: timestamp('preview_until', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.remote, table.version] })],
);

/** What each remote serves now: one row per remote, changed only by compare-and-set on `live_version`. */
export const remoteStates = pgTable('remote_states', {
  remote: text('remote').primaryKey(),
  liveVersion: text('live_version'),
  liveSince: timestamp('live_since', { withTimezone: true }),
  liveBy: jsonb('live_by'),
  previousVersion: text('previous_version'),
  rolloutVersion: text('rollout_version'),
  rolloutPercent: integer('rollout_percent'),
  rolloutSince: timestamp('rollout_since', { withTimezone: true }),
  rolloutBy: jsonb('rollout_by'),
  /** The owner's rule: promotion to everyone only after a rollout of at least this share for this long. */
  ruleRolloutPercent: integer('rule_rollout_percent'),
  ruleRolloutMinutes: integer('rule_rollout_minutes'),
});

/** The history of every remote: each change and each refusal, with who, from which release to which, and why. */
export const releaseEvents = pgTable(
  'release_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    remote: text('remote').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    actor: jsonb('actor').notNull(),
    fromVersion: text('from_version'),
    toVersion: text('to_version'),
    percent: integer('percent'),
    ok: boolean('ok').notNull(),
    checks: jsonb('checks').notNull(),
    message: text('message'),
  },
  (table) => [index('release_events_remote_id_idx').on(table.remote, table.id)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: the same bytes either way, not copied.
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded images and their variants when they are kept in the database (`IMAGE_STORAGE=database`, the default
 * on PostgreSQL): every API instance serves every image with nothing else to run. A file's bytes are split in
 * parts of a fixed size, so serving one streams it part by part instead of holding all of it.
 */
export const imageFiles = pgTable('image_files', {
  /** `<preset>/<name>`, as in the image's URL. */
  path: text('path').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
});

export const imageFileParts = pgTable(
  'image_file_parts',
  {
    path: text('path')
      .notNull()
      .references(() => imageFiles.path, { onDelete: 'cascade', onUpdate: 'cascade' }),
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.path, table.part] })],
);

/**
 * What made each page view count once: one row per page view (the random id of its page-view token) with the
 * marks it has made, a bit per remote and kind (`MARK_SLOTS` in releases/health/charge.ts), and the bits the last
 * write added to it (`added`, what that write counted). Nothing about the visitor. Kept a day (a token is refused
 * after that, so no later report can need it).
 */
export const pageViews = pgTable(
  'page_views',
  {
    pageView: text('page_view').primaryKey(),
    marks: integer('marks').notNull(),
    added: integer('added').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_views_seen_at_idx').on(table.seenAt)],
);

/** Per minute, remote and release: page views, and views with at least one error of each kind. Kept 90 days. */
export const releaseHealthMinutes = pgTable(
  'release_health_minutes',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    views: integer('views').notNull().default(0),
    errorViews: integer('error_views').notNull().default(0),
    chunkErrorViews: integer('chunk_error_views').notNull().default(0),
    hydrationErrorViews: integer('hydration_error_views').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.remote, table.version, table.minute] }),
    index('release_health_minutes_minute_idx').on(table.minute),
  ],
);

/**
 * Web vitals per minute, remote and release as histograms: a count per fixed, log-spaced bucket (DDSketch's
 * mapping, 2 % relative accuracy), which merge across minutes and API instances by adding. Kept 90 days.
 */
export const releaseVitalBuckets = pgTable(
  'release_vital_buckets',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    vital: text('vital').notNull(),
    bucket: integer('bucket').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.remote, table.version, table.vital, table.minute, table.bucket] }),
    index('release_vital_buckets_minute_idx').on(table.minute),
  ],
);

/**
 * The watch of each rollout: how many of its scheduled looks were taken, and what they decided. One row per
 * rolled-out release; a look is taken once, by whichever API instance gets there first (compare-and-set).
 */
export const rolloutWatches = pgTable(
  'rollout_watches',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    /** When the watch began: the candidate and the live release are compared from here. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    looks: integer('looks').notNull().default(0),
    decision: text('decision').notNull().default('collecting'),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.remote, table.version] })],
);

/**
 * Every change to the content (profile, experiences, projects, technologies, tags and their links), one row per
 * item and transaction, written by triggers in the same transaction as the change (migration
 * `0011_content_history`): no write path can forget it, and a rolled-back write leaves none. `snapshot` is the
 * item after the change (before it, for a deletion) with its links, so any version can be put back.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The transaction's id: every item one request changed (an import, a reorder, a restore) shares it. */
    changeSet: bigint('change_set', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The item's table: `users` (a profile), `experiences`, `projects`, `technologies`, `tags`. */
    resource: text('resource').notNull(),
    itemId: integer('item_id').notNull(),
    /** `create`, `update`, `delete`, `restore`, `import` or `reorder`. */
    action: text('action').notNull(),
    /** `user:<id>` of whoever was signed in; null for the CLI, a migration or a manual fix in psql. */
    actor: text('actor'),
    /** `{ "<column>": { "before": …, "after": … } }` for each column that changed. */
    changes: jsonb('changes').notNull(),
    snapshot: jsonb('snapshot').notNull(),
  },
  (table) => [
    index('content_versions_item_idx').on(table.resource, table.itemId, table.id),
    index('content_versions_change_set_idx').on(table.changeSet),
    index('content_versions_at_idx').on(table.at),
  ],
);

/**
 * A project's visibility changed at a set time: `publish` shows it, `hide` hides it. Each API instance looks for
 * due ones every few seconds; the one that claims a row (locked, `skip locked`) applies it and sets `done_at` in the
 * same transaction, so it happens once however many instances run.
 */
export const scheduledChanges = pgTable(
  'scheduled_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** `publish` or `hide`. */
    action: text('action').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Who scheduled it: the change is recorded in the history as theirs. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    index('scheduled_changes_due_idx')
      .on(table.at)
      .where(sql`${table.doneAt} is null`),
  ],
);

/**
 * Unpublished changes of a project or a profile (docs/history.md#drafts-and-preview): one per item, the body a
 * `PUT` of it takes, kept beside the live row without changing what visitors see. It goes with its item
 * (`on delete cascade`); `base_version` is the item's version it was made from, so publishing it once the item
 * changed is refused (412) rather than silently undoing that change.
 */
export const drafts = pgTable(
  'drafts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    body: jsonb('body').notNull(),
    /** The `content_versions` id the item had when the draft was first saved (0: it had none). */
    baseVersion: integer('base_version').notNull(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('drafts_project_idx').on(table.projectId),
    uniqueIndex('drafts_user_idx').on(table.userId),
    check('drafts_one_item_check', sql`num_nonnulls(${table.projectId}, ${table.userId}) = 1`),
  ],
);

/**
 * What visitors wrote through the contact form. Text as they typed it (shown as text, never as HTML). A message
 * filled in by a bot (the honeypot) never gets here; suspected spam does, in the `spam` folder, and is deleted
 * 30 days after it went there.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    body: text('body').notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    folder: text('folder').notNull().default('inbox'),
    read: boolean('read').notNull().default(false),
    verification: text('verification').notNull(),
    spamReasons: text('spam_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it went to its folder: the spam folder keeps a message 30 days from then. */
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null until the owner was told of it (at once, in a batch after a burst, or in the daily digest). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    index('messages_folder_idx').on(table.folder, table.read, table.receivedAt),
    index('messages_project_id_idx').on(table.projectId),
    index('messages_unnotified_idx')
      .on(table.receivedAt)
      .where(sql`${table.notifiedAt} is null`),
  ],
);
