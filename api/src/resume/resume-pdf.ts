import PDFDocument from 'pdfkit';
import { accentPreset, type Experience, type Project } from '@portfolio/shared/schemas';
import { fullName, outcomeHighlight, PROFILE_NETWORKS, skillGroups } from './json-resume';
import type { ResumeSource } from './resume-source';
import { INTER_FILES } from '../typeface/inter';

export const PAGE_SIZES = { a4: 'A4', letter: 'LETTER' } as const;
export type PageSize = keyof typeof PAGE_SIZES;

// Inter, the site's typeface: a real Unicode font embedded (subset) in the file, so every name prints and the
// text can be selected and searched; PDF's built-in Helvetica knows only Latin-1.
const FONTS = {
  regular: INTER_FILES.regular,
  semibold: INTER_FILES.semibold,
  italic: INTER_FILES.italic,
};

const MARGIN = 54;
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';

const EMPLOYMENT_LABELS: Record<Experience['employmentType'], string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  freelance: 'Freelance',
};

const monthYear = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'March 2022 – June 2024' or 'March 2022 – Ongoing', as the home page writes them (docs/product.md#experience). */
const dateRange = (start: string, end: string | null) =>
  `${monthYear.format(new Date(`${start}T00:00:00Z`))} – ${end ? monthYear.format(new Date(`${end}T00:00:00Z`)) : 'Ongoing'}`;

/** A link's visible text: the address without its scheme and trailing slash. */
const shortUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');

type Doc = PDFKit.PDFDocument;

/** The owner's accent on white paper (its light-theme text colour, AA on white), set once per document. */
const accents = new WeakMap<Doc, string>();
const accentOf = (doc: Doc) => accents.get(doc)!;

/** Starts a new page when fewer than `height` points are left, so a heading never ends a page alone. */
function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function sectionHeading(doc: Doc, title: string) {
  keepTogether(doc, 70);
  doc.moveDown(0.9);
  doc
    .font('semibold')
    .fontSize(11)
    .fillColor(accentOf(doc))
    .text(title.toUpperCase(), { characterSpacing: 1 });
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.5);
}

/** Writes labelled links in one line, `label` as the link annotation's text: "Website · Source code". */
function linkLine(doc: Doc, links: { label: string; url: string }[], size = 9.5) {
  links.forEach(({ label, url }, index) => {
    const last = index === links.length - 1;
    doc
      .font('regular')
      .fontSize(size)
      .fillColor(accentOf(doc))
      .text(label, { link: url, continued: !last, underline: false });
    if (!last) doc.fillColor(MUTED).text('  ·  ', { link: null, continued: true });
  });
}

function header(doc: Doc, { profile }: ResumeSource, siteUrl: string) {
  doc.font('semibold').fontSize(24).fillColor(INK).text(fullName(profile));
  if (profile.professionalTitle)
    doc.font('regular').fontSize(13).fillColor(MUTED).text(profile.professionalTitle);
  doc.moveDown(0.4);
  const links = [
    { label: profile.email, url: `mailto:${profile.email}` },
    { label: shortUrl(siteUrl), url: `${siteUrl}/` },
    ...PROFILE_NETWORKS.flatMap(({ network, field }) => {
      const url = profile[field];
      return url ? [{ label: network === 'Notion' ? 'Notion CV' : shortUrl(url), url }] : [];
    }),
  ];
  linkLine(doc, links);
}

function experience(doc: Doc, item: Experience) {
  keepTogether(doc, 60);
  doc.moveDown(0.5);
  const top = doc.y;
  const width = doc.page.width - 2 * MARGIN;
  const dates = dateRange(item.startDate, item.endDate);
  doc.font('regular').fontSize(9.5);
  const datesWidth = doc.widthOfString(dates);
  doc
    .fillColor(MUTED)
    .text(dates, MARGIN + width - datesWidth, top + 1.5, { width: datesWidth, lineBreak: false });
  doc.font('semibold').fontSize(11).fillColor(INK);
  doc.text(`${item.title} · `, MARGIN, top, { width: width - datesWidth - 12, continued: true });
  doc.fillColor(item.companyWebsite ? accentOf(doc) : INK).text(item.company, {
    link: item.companyWebsite ?? null,
    continued: false,
  });
  doc
    .font('italic')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(
      [
        EMPLOYMENT_LABELS[item.employmentType],
        item.location,
        item.technologies.map((technology) => technology.name).join(', '),
      ]
        .filter(Boolean)
        .join(' · '),
      MARGIN,
      doc.y,
      { width },
    );
  doc.moveDown(0.2);
  doc.font('regular').fontSize(10).fillColor(INK).text(item.description, { width, lineGap: 1.5 });
  highlights(doc, item.highlights, width);
}

/** What was achieved, as a bulleted list under the text it belongs to. */
function highlights(doc: Doc, lines: string[], width: number) {
  if (lines.length === 0) return;
  doc.moveDown(0.15);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(INK)
    .list(lines, MARGIN + 8, doc.y, {
      width: width - 8,
      bulletRadius: 1.5,
      textIndent: 10,
      lineGap: 1.5,
    });
  doc.x = MARGIN;
}

function project(doc: Doc, item: Project) {
  keepTogether(doc, 50);
  doc.moveDown(0.5);
  const width = doc.page.width - 2 * MARGIN;
  doc.font('semibold').fontSize(11).fillColor(INK).text(item.name, MARGIN, doc.y, { width });
  const facts = [
    item.role,
    item.startMonth && dateRange(`${item.startMonth}-01`, item.endMonth && `${item.endMonth}-01`),
    item.technologies.map((technology) => technology.name).join(', '),
  ].filter(Boolean);
  if (facts.length > 0) {
    doc.font('italic').fontSize(9.5).fillColor(MUTED).text(facts.join(' · '), { width });
  }
  doc.moveDown(0.2);
  doc.font('regular').fontSize(10).fillColor(INK).text(item.description, { width, lineGap: 1.5 });
  highlights(doc, item.outcomes.map(outcomeHighlight), width);
  const links = [
    { label: 'Live site', url: item.domain },
    { label: 'Source code', url: item.repo },
    { label: 'Write-up', url: item.details },
  ].flatMap(({ label, url }) => (url ? [{ label: `${label}: ${shortUrl(url)}`, url }] : []));
  if (links.length > 0) {
    doc.moveDown(0.15);
    linkLine(doc, links, 9);
  }
}

/**
 * The owner's résumé as a PDF: the profile, the experiences newest first, the stack grouped by tag and the
 * projects with their links; real text in an embedded font, links as link annotations, the owner's name as
 * the document's title.
 */
export function renderResumePdf(source: ResumeSource, siteUrl: string, size: PageSize): Promise<Buffer> {
  const name = fullName(source.profile);
  const doc = new PDFDocument({
    size: PAGE_SIZES[size],
    margin: MARGIN,
    font: FONTS.regular,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: name,
      Author: name,
      Subject: `Résumé of ${name}${source.profile.professionalTitle ? `, ${source.profile.professionalTitle}` : ''}`,
      Creator: `${shortUrl(siteUrl)}`,
    },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('semibold', FONTS.semibold);
  doc.registerFont('italic', FONTS.italic);
  accents.set(doc, accentPreset(source.profile.accent).light.text);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, source, siteUrl);
  const width = doc.page.width - 2 * MARGIN;
  if (source.profile.bio) {
    sectionHeading(doc, 'Profile');
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(INK)
      .text(source.profile.bio, MARGIN, doc.y, { width, lineGap: 1.5 });
  }
  if (source.profile.experiences.length > 0) {
    sectionHeading(doc, 'Experience');
    source.profile.experiences.forEach((item) => experience(doc, item));
  }
  const skills = skillGroups(source.technologies);
  if (skills.length > 0) {
    sectionHeading(doc, 'Stack');
    for (const group of skills) {
      doc
        .font('semibold')
        .fontSize(10)
        .fillColor(INK)
        .text(`${group.name}: `, MARGIN, doc.y, { width, continued: true });
      doc.font('regular').text(group.keywords.join(', '));
      doc.moveDown(0.15);
    }
  }
  if (source.profile.projects.length > 0) {
    sectionHeading(doc, 'Projects');
    source.profile.projects.forEach((item) => project(doc, item));
  }
  doc.end();
  return done;
}
