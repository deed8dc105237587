import { createHash } from 'node:crypto';
import type { Executor } from '../db/connection';
import { buildJsonResume } from './json-resume';
import { type PageSize, renderResumePdf } from './resume-pdf';
import { readResumeSource, type ResumeSource } from './resume-source';

/** Bumped whenever the PDF's layout changes, so no client keeps an old drawing of the same data. */
const PDF_LAYOUT_VERSION = 1;

export interface ResumeDocument {
  /** The JSON Resume's text, as answered. */
  json: string;
  /** A hash of what the résumé shows: the same data gives the same tag, on every instance. */
  version: string;
  source: ResumeSource;
}

/**
 * The résumé's current state, read afresh on every request (two prepared statements), and the PDFs drawn from
 * it kept by the hash of that data: a PDF is drawn once per change of what it shows and page size, then served
 * from memory; a change of the data (or of the site's address) gives a new hash and so a new drawing.
 */
export class ResumeCache {
  readonly #pdfs = new Map<string, Promise<Buffer>>();
  /** Past this many drawings the oldest go: only the current data's (two sizes) are ever asked for again. */
  static readonly MAX_PDFS = 4;

  constructor(
    private readonly siteUrl: string,
    private readonly draw: typeof renderResumePdf = renderResumePdf,
  ) {}

  async current(db: Executor): Promise<ResumeDocument | undefined> {
    const source = await readResumeSource(db);
    return source && this.documentOf(source);
  }

  /** The résumé showing `source`: the current data, or a draft preview's (whose PDF is drawn, never kept). */
  documentOf(source: ResumeSource): ResumeDocument {
    const json = JSON.stringify(buildJsonResume(source, this.siteUrl));
    const version = createHash('sha256').update(json).digest('base64url').slice(0, 27);
    return { json, version, source };
  }

  /** A draft preview's PDF: drawn for its one reader, kept nowhere (not to push the current data's out). */
  draftPdf(document: ResumeDocument, size: PageSize): Promise<Buffer> {
    return this.draw(document.source, this.siteUrl, size);
  }

  pdf(document: ResumeDocument, size: PageSize): { etag: string; bytes: Promise<Buffer> } {
    const key = `${document.version}-${size}-${PDF_LAYOUT_VERSION}`;
    let bytes = this.#pdfs.get(key);
    if (!bytes) {
      bytes = this.draw(document.source, this.siteUrl, size);
      // A failed drawing is not kept: the next request tries again.
      bytes.catch(() => this.#pdfs.delete(key));
      this.#pdfs.set(key, bytes);
      while (this.#pdfs.size > ResumeCache.MAX_PDFS) this.#pdfs.delete(this.#pdfs.keys().next().value!);
    }
    return { etag: `"${key}"`, bytes };
  }
}
