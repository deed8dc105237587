import {
  draftPreviewQuerySchema,
  idParamsSchema,
  jsonResumeSchema,
  resumeImportBodySchema,
  resumeImportPlanSchema,
} from '@portfolio/shared/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchesIfNoneMatch } from '../../../http-cache/http-caching';
import { forbidden, notFound } from '../../../problems';
import { recordedChange } from '../../../history/recorded-change';
import { readWithDraft } from '../../../drafts/draft-items';
import { type ResumeDocument, ResumeCache } from '../../../resume/resume-cache';
import { readResumeSource } from '../../../resume/resume-source';
import { applyPlan, parseResumeFile, planImport } from '../../../resume/resume-import';
import { PAGE_SIZES } from '../../../resume/resume-pdf';
import type { JsonText } from '../../../db/json-statements';
import { sendJson } from '../../json-reply';
import { bearerAuth } from '../../openapi';

const tags = ['resume'];
const notModifiedSchema = z.null().describe('Not modified: the client has this version');
const RESUME_HIDDEN = 'Résumé';

/** 304 when the client holds this version already; else the tag and revalidation on every use. */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string) {
  reply.header('etag', etag).header('cache-control', 'no-cache');
  return matchesIfNoneMatch(request.headers['if-none-match'], etag.slice(1, -1));
}

/**
 * `inline; filename="Zoe-Lukasiewicz-CV.pdf"; filename*=UTF-8''Zo%C3%AB-%C5%81ukasiewicz-CV.pdf`: the name as
 * written for browsers that read `filename*`, and an ASCII one for the rest (a header may not carry it raw).
 */
export function pdfDisposition(name: string) {
  const words = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'resume';
  const ascii = words(name.normalize('NFKD').replace(/[^\x20-\x7e]/g, ''));
  return `inline; filename="${ascii}-CV.pdf"; filename*=UTF-8''${encodeURIComponent(`${words(name)}-CV.pdf`)}`;
}

/**
 * The owner's résumé, out (JSON Resume and PDF, from the data of the home page; 404 while the owner has it
 * turned off) and in (a JSON Resume imported into one's own profile: a preview, then the import in one
 * transaction). docs/product.md#resume
 */
const resumeRoutes: FastifyPluginAsyncZod<{ siteUrl: string }> = async (app, options) => {
  const cache = new ResumeCache(options.siteUrl);

  /**
   * The résumé as it is, or (`?draft=` with a preview link's token) as it would be once that draft is published,
   * for that reader only: undefined while the owner has it turned off.
   */
  async function resumeFor(
    token: string | undefined,
    reply: FastifyReply,
  ): Promise<{ document: ResumeDocument; draft: boolean } | undefined> {
    const grant = await app.draftPreviews.ofPublicRead(token, reply);
    if (!grant) {
      const document = await cache.current(app.db);
      return document && { document, draft: false };
    }
    const source = await readWithDraft(app.db, grant, readResumeSource);
    return source && { document: cache.documentOf(source), draft: true };
  }

  app.get(
    '/resume.json',
    {
      schema: {
        tags,
        summary:
          "The owner's résumé as JSON Resume 1.0.0 (404 while the owner has turned it off); with `draft`, as a draft preview link shows it",
        querystring: draftPreviewQuerySchema,
        response: { 200: jsonResumeSchema, 304: notModifiedSchema },
      },
    },
    async (request, reply) => {
      const resume = await resumeFor(request.query.draft, reply);
      if (!resume) throw notFound(RESUME_HIDDEN);
      const { document, draft } = resume;
      if (!draft && notModified(request, reply, `"${document.version}"`)) return reply.code(304).send(null);
      return sendJson(reply, document.json as JsonText);
    },
  );

  app.get(
    '/resume.pdf',
    {
      schema: {
        tags,
        summary:
          "The owner's résumé as a PDF, A4 or `size=letter` (404 while the owner has turned it off); with `draft`, as a draft preview link shows it",
        querystring: draftPreviewQuerySchema.extend({
          size: z
            .enum(Object.keys(PAGE_SIZES) as ['a4', 'letter'], { error: 'Size is a4 or letter' })
            .default('a4'),
        }),
        response: { 200: z.any().describe('application/pdf'), 304: notModifiedSchema },
      },
    },
    async (request, reply) => {
      const resume = await resumeFor(request.query.draft, reply);
      if (!resume) throw notFound(RESUME_HIDDEN);
      const { document, draft } = resume;
      let bytes: Promise<Buffer>;
      if (draft) bytes = cache.draftPdf(document, request.query.size);
      else {
        const pdf = cache.pdf(document, request.query.size);
        if (notModified(request, reply, pdf.etag)) return reply.code(304).send(null);
        bytes = pdf.bytes;
      }
      const { firstName, lastName } = document.source.profile;
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfDisposition(`${firstName} ${lastName}`))
        .send(await bytes);
    },
  );

  const importSchema = (summary: string) => ({
    onRequest: app.authenticate,
    schema: {
      tags,
      summary,
      security: bearerAuth,
      params: idParamsSchema,
      body: resumeImportBodySchema,
      response: { 200: resumeImportPlanSchema },
    },
  });
  /** Only into one's own profile: the profile screen is the signed-in user's. */
  const ownProfile = (request: { params: { id: number }; userId: number | null }) => {
    if (request.params.id !== request.userId) {
      throw forbidden('You can import a résumé into your own profile only.');
    }
  };

  app.post(
    '/users/:id/resume/preview',
    importSchema('What importing a JSON Resume into your profile would change; nothing is written'),
    async (request) => {
      ownProfile(request);
      const file = parseResumeFile(request.body.file);
      return (await planImport(app.db, request.params.id, file, options.siteUrl)).summary;
    },
  );

  app.post(
    '/users/:id/resume/import',
    importSchema(
      'Import a JSON Resume into your profile in one transaction: changed profile fields, new experiences and technologies',
    ),
    async (request) => {
      ownProfile(request);
      const file = parseResumeFile(request.body.file);
      const plan = await recordedChange(
        app.db,
        request,
        async (tx) => {
          const planned = await planImport(tx, request.params.id, file, options.siteUrl);
          await applyPlan(tx, request.params.id, planned);
          return planned;
        },
        'import',
      );
      return { ...plan.summary, applied: true };
    },
  );
};

export default resumeRoutes;
