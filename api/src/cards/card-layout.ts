// The size the pages' preview tags announce (og:image:width and height), defined with them.
import { CARD_HEIGHT, CARD_WIDTH } from '@portfolio/shared/seo';
import { accentPreset } from '@portfolio/shared/schemas';

/**
 * The preview cards' layouts, as the element trees satori lays out (`{ type, props }`, what JSX would make;
 * the API has no React). 1200 × 630, the size link previews show large. Everything is drawn inside a margin of
 * MARGIN px filled with the background, and every text is clipped to its box with an ellipsis, so no name,
 * however long, is ever drawn off the card.
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
        width: CARD_WIDTH - 2 * MARGIN - ACCENT_BAR - ACCENT_GAP,
        height: CARD_HEIGHT - 2 * MARGIN,
        overflow: 'hidden',
        borderLeft: `${ACCENT_BAR}px solid ${cardAccent(accent).line}`,
        paddingLeft: ACCENT_GAP,
      },
      children,
    ),
  );

export interface HomeCard {
  name: string;
  title: string;
  avatar: string | null;
  technologies: CardLogo[];
  site: string;
  /** The owner's accent preset. */
  accent: string;
}

/** The home page's card: the owner's photo, name and title, and the logos of their first technologies. */
export function homeCardLayout(card: HomeCard): CardElement {
  const initials = card.name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
  return frame(
    [
      el('div', { display: 'flex', flexDirection: 'column', flex: 1, justifyContent: 'space-between' }, [
        el('div', { display: 'flex', alignItems: 'center', gap: 48 }, [
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
          el('div', { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, gap: 12 }, [
            clipped(card.name, { fontSize: 68, fontWeight: 700, lineHeight: 1.1 }, 2),
            clipped(card.title, { fontSize: 36, color: cardAccent(card.accent).line, lineHeight: 1.25 }, 2),
          ]),
        ]),
        el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 24 }, [
          logoRow(card.technologies, 72),
          clipped(card.site, { fontSize: 26, color: MUTED, lineHeight: 1.2, maxWidth: 360 }, 1),
        ]),
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

/** A project's card: its name and technologies beside its cover (or a tile in the accent colour). */
export function projectCardLayout(card: ProjectCard): CardElement {
  const names = card.technologies.map((technology) => technology.name).join(' · ');
  return frame(
    [
      el('div', { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, paddingRight: 40 }, [
        clipped(`A project by ${card.owner}`, { fontSize: 28, color: MUTED, lineHeight: 1.2 }, 1),
        el('div', { display: 'flex', marginTop: 20 }, [
          clipped(card.name, { fontSize: 64, fontWeight: 700, lineHeight: 1.1 }, 3),
        ]),
        el('div', { display: 'flex', flexDirection: 'column', marginTop: 'auto', gap: 16 }, [
          logoRow(card.technologies.slice(0, 5), 64),
          names ? clipped(names, { fontSize: 26, color: MUTED, lineHeight: 1.25 }, 1) : null,
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
