// The size the pages' preview tags announce (og:image:width and height), defined with them.
import { CARD_HEIGHT, CARD_WIDTH } from '@portfolio/shared/seo';
import { accentPreset } from '@portfolio/shared/schemas';
import { textWidth, wrapWords } from '../typeface/text-width';

/**
 * The preview cards' layouts, as the element trees satori lays out (`{ type, props }`, what JSX would make;
 * the API has no React). 1200 × 630, the size link previews show large. Everything is drawn inside a margin of
 * MARGIN px filled with the background. Names are set in lines measured here in Inter (text-width.ts), broken
 * only between words: a project's name takes the largest size at which it fits two lines, its technologies two
 * lines with '+ N more' for those that do not fit. Only a word wider than its whole box (a name no form accepts)
 * is cut, with an ellipsis, so nothing is ever drawn off the card.
 */
export { CARD_HEIGHT, CARD_WIDTH };
export const MARGIN = 56;
export const BACKGROUND = '#0f172a';

/** The sizes images are prepared at (card-images.ts): as drawn, so nothing is scaled twice. */
export const AVATAR_SIZE = 220;
export const LOGO_SIZE = 52;
const MUTED = '#94a3b8';
const ACCENT_BAR = 8;
const ACCENT_GAP = 40;
const TEXT = '#f8fafc';
/** The content box's width (inside the margin, the accent bar and its gap). */
const CONTENT_WIDTH = CARD_WIDTH - 2 * MARGIN - ACCENT_BAR - ACCENT_GAP;

export interface CardElement {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: CardChild | CardChild[] };
}
type CardChild = CardElement | string | null;

const el = (
  type: string,
  style: Record<string, unknown>,
  children?: CardChild | CardChild[],
  extra = {},
) => ({
  type,
  props: { style, children, ...extra },
});

/** A text clipped after `lines` lines with an ellipsis; long words break rather than overflow. */
const clipped = (text: string, style: Record<string, unknown>, lines: number) =>
  el(
    'div',
    {
      display: 'block',
      lineClamp: lines,
      overflow: 'hidden',
      wordBreak: 'break-word',
      maxHeight: Number(style.fontSize) * Number(style.lineHeight ?? 1.2) * lines,
      ...style,
    },
    text,
  );

export interface CardLogo {
  name: string;
  /** A PNG data URL, or null: the name's first letter on a tile instead. */
  image: string | null;
}

const logoTile = ({ name, image }: CardLogo, size: number) =>
  el(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: size,
      height: size,
      borderRadius: 14,
      background: '#ffffff',
      color: BACKGROUND,
      fontSize: size * 0.45,
      fontWeight: 700,
    },
    image
      ? el('img', { width: size * 0.72, height: size * 0.72, objectFit: 'contain' }, null, {
          src: image,
          width: size * 0.72,
          height: size * 0.72,
        })
      : (name.trim()[0] ?? '?').toUpperCase(),
  );

const logoRow = (logos: CardLogo[], size: number) =>
  el(
    'div',
    { display: 'flex', gap: 16, overflow: 'hidden' },
    logos.map((logo) => logoTile(logo, size)),
  );

/**
 * The owner's accent on the card's dark background: its dark-theme text colour for the bar and the title, its
 * light-theme fill (white text on it) behind an initial.
 */
const cardAccent = (accent: string) => {
  const preset = accentPreset(accent);
  return { line: preset.dark.text, tile: preset.light.fill };
};

/** The card: its content in a box of its own, inside the margin, and nothing drawn outside that box. */
const frame = (children: CardChild[], accent: string) =>
  el(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      background: BACKGROUND,
      color: TEXT,
      fontFamily: 'Inter',
    },
    el(
      'div',
      {
        display: 'flex',
        // satori sizes the content box: the accent bar and its gap come out of the width.
        width: CONTENT_WIDTH,
        height: CARD_HEIGHT - 2 * MARGIN,
        overflow: 'hidden',
        borderLeft: `${ACCENT_BAR}px solid ${cardAccent(accent).line}`,
        paddingLeft: ACCENT_GAP,
      },
      children,
    ),
  );

/** Lines already broken (wrapWords), each drawn on one line as measured. */
const setLines = (lines: string[], style: Record<string, unknown>) =>
  el(
    'div',
    { display: 'flex', flexDirection: 'column', ...style },
    lines.map((line) => el('div', { display: 'flex', whiteSpace: 'nowrap' }, line)),
  );

/**
 * What a line is measured against: a little under its box, so a line measured to fit is never the one satori
 * breaks a word early on (its shaping and ours may differ by a pixel or two).
 */
const FIT = 0.97;

export interface HomeCard {
  name: string;
  title: string;
  avatar: string | null;
  /** The owner's headline technologies, first ones first (the route passes HOME_HEADLINE_TECHNOLOGIES). */
  technologies: CardLogo[];
  site: string;
  /** The owner's accent preset. */
  accent: string;
}

/** The home card names this many of the owner's technologies, the first in their order: a headline, not a list. */
export const HOME_HEADLINE_TECHNOLOGIES = 3;
const HOME_GAP = 48;
const HOME_TEXT_WIDTH = CONTENT_WIDTH - AVATAR_SIZE - HOME_GAP;
const CHIP_TEXT = 30;
const CHIP_GAP = 14;

/** A technology as a chip: its logo tile and its whole name. */
const technologyChip = (logo: CardLogo) =>
  el('div', { display: 'flex', alignItems: 'center', gap: CHIP_GAP, flexShrink: 0 }, [
    logoTile(logo, LOGO_SIZE),
    clipped(logo.name, { fontSize: CHIP_TEXT, lineHeight: 1.2, whiteSpace: 'nowrap', color: TEXT }, 1),
  ]);

/**
 * The home page's card: the owner's photo beside their name, their title line and their headline technologies
 * as logo and name, that block centred in the card, and the site's address at its foot.
 */
export function homeCardLayout(card: HomeCard): CardElement {
  const initials = card.name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
  const headline = card.technologies.slice(0, HOME_HEADLINE_TECHNOLOGIES);
  return frame(
    [
      el('div', { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }, [
        el('div', { display: 'flex', alignItems: 'center', gap: HOME_GAP, flex: 1 }, [
          card.avatar
            ? el('img', { width: AVATAR_SIZE, height: AVATAR_SIZE, borderRadius: AVATAR_SIZE / 2 }, null, {
                src: card.avatar,
                width: AVATAR_SIZE,
                height: AVATAR_SIZE,
              })
            : el(
                'div',
                {
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  width: AVATAR_SIZE,
                  height: AVATAR_SIZE,
                  borderRadius: AVATAR_SIZE / 2,
                  background: cardAccent(card.accent).tile,
                  fontSize: 88,
                  fontWeight: 700,
                  flexShrink: 0,
                },
                initials,
              ),
          el('div', { display: 'flex', flexDirection: 'column', width: HOME_TEXT_WIDTH, gap: 12 }, [
            clipped(card.name, { fontSize: 68, fontWeight: 700, lineHeight: 1.1 }, 2),
            clipped(card.title, { fontSize: 36, color: cardAccent(card.accent).line, lineHeight: 1.25 }, 2),
            headline.length > 0
              ? el(
                  'div',
                  { display: 'flex', flexWrap: 'wrap', columnGap: 28, rowGap: 14, marginTop: 28 },
                  headline.map(technologyChip),
                )
              : null,
          ]),
        ]),
        clipped(card.site, { fontSize: 26, color: MUTED, lineHeight: 1.2 }, 1),
      ]),
    ],
    card.accent,
  );
}

export interface ProjectCard {
  name: string;
  owner: string;
  cover: string | null;
  technologies: CardLogo[];
  /** The owner's accent preset. */
  accent: string;
}

export const COVER_SIZE = { width: 480, height: 270 };
const COVER = COVER_SIZE;
const COVER_GAP = 40;
const PROJECT_TEXT_WIDTH = CONTENT_WIDTH - COVER.width - COVER_GAP;
/**
 * The sizes a project's name is tried at, largest first, each with the lines it may take: the first at which
 * the name fits is taken. Two lines down to 40 px; a name longer than that (the form takes 120 characters) takes
 * more, smaller lines rather than losing a word; all of them fit the room above the technologies.
 */
export const PROJECT_NAME_FITS = [
  { size: 64, lines: 2 },
  { size: 56, lines: 2 },
  { size: 48, lines: 2 },
  { size: 40, lines: 2 },
  { size: 40, lines: 3 },
  { size: 34, lines: 5 },
] as const;
const NAME_LINE_HEIGHT = 1.1;
const TECHNOLOGY_TEXT = 26;
const TECHNOLOGY_SEPARATOR = ' · ';
const PROJECT_LOGOS = 5;

/** A project's name at the largest size that sets it in its lines, broken between words only. */
function projectName(name: string) {
  const words = name.trim().split(/\s+/);
  for (const { size, lines: most } of PROJECT_NAME_FITS) {
    const lines = wrapWords(words, PROJECT_TEXT_WIDTH * FIT, (text) => textWidth(text, size, 'bold'));
    if (lines && lines.length <= most)
      return setLines(
        lines.map((line) => line.join(' ')),
        { fontSize: size, fontWeight: 700, lineHeight: NAME_LINE_HEIGHT },
      );
  }
  // A word wider than the card, or longer than any form takes: the smallest size, cut after its lines.
  const { size, lines } = PROJECT_NAME_FITS.at(-1)!;
  return clipped(name, { fontSize: size, fontWeight: 700, lineHeight: NAME_LINE_HEIGHT }, lines);
}

/**
 * The technologies' names in at most two lines ('TypeScript · React · Node.js'), each name whole; those that do
 * not fit are counted at the end ('+ 2 more'), never left out without a word.
 */
export function technologyLines(names: string[], width = PROJECT_TEXT_WIDTH * FIT): string[] {
  const measure = (text: string) => textWidth(text, TECHNOLOGY_TEXT);
  for (let shown = names.length; shown >= 0; shown -= 1) {
    const rest = names.length - shown;
    const words = [...names.slice(0, shown), ...(rest > 0 ? [`+ ${rest} more`] : [])];
    const lines = wrapWords(words, width, measure, TECHNOLOGY_SEPARATOR);
    if (lines && lines.length <= 2) return lines.map((line) => line.join(TECHNOLOGY_SEPARATOR));
  }
  return [`${names.length} technologies`];
}

/** A project's card: its name and technologies beside its cover (or a tile in the accent colour). */
export function projectCardLayout(card: ProjectCard): CardElement {
  const names = card.technologies.map((technology) => technology.name);
  return frame(
    [
      el('div', { display: 'flex', flexDirection: 'column', width: PROJECT_TEXT_WIDTH, flexShrink: 0 }, [
        clipped(`A project by ${card.owner}`, { fontSize: 28, color: MUTED, lineHeight: 1.2 }, 1),
        el('div', { display: 'flex', marginTop: 20 }, [projectName(card.name)]),
        el('div', { display: 'flex', flexDirection: 'column', marginTop: 'auto', gap: 16 }, [
          logoRow(card.technologies.slice(0, PROJECT_LOGOS), 64),
          names.length > 0
            ? setLines(technologyLines(names), { fontSize: TECHNOLOGY_TEXT, color: MUTED, lineHeight: 1.25 })
            : null,
        ]),
      ]),
      el(
        'div',
        {
          display: 'flex',
          alignSelf: 'center',
          width: COVER.width,
          height: COVER.height,
          flexShrink: 0,
          marginLeft: COVER_GAP,
          borderRadius: 20,
          overflow: 'hidden',
          background: cardAccent(card.accent).tile,
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 120,
          fontWeight: 700,
        },
        card.cover
          ? el('img', { width: COVER.width, height: COVER.height, objectFit: 'cover' }, null, {
              src: card.cover,
              width: COVER.width,
              height: COVER.height,
            })
          : (card.name.trim()[0] ?? '?').toUpperCase(),
      ),
    ],
    card.accent,
  );
}
