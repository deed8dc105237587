import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
const serializer = new window.XMLSerializer();

/** DOMPurify sanitizes inside a `<body>` it makes and drops again: that removal is its own, not the file's. */
const WRAPPER = 'BODY';

/** The reason an SVG is refused, in words a person uploading it can act on. */
export class UnsafeSvgError extends Error {
  override name = 'UnsafeSvgError';
}

export interface CleanSvg {
  /** The sanitized document, serialized as XML: what gets stored and served, never the uploaded bytes. */
  bytes: Buffer;
  width: number;
  height: number;
}

// A reference to anything but a fragment of this same file would make a viewer fetch it (a tracking pixel, a
// style sheet). Embedded raster images are fine: they load nothing.
const LOCAL_REFERENCE = /^\s*#/;
const EMBEDDED_RASTER = /^\s*data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=\s]*$/i;
const CSS_URL = /url\s*\(\s*(['"]?)\s*([^'")\s]*)/gi;
// CSS escapes could spell any of the above in disguise; no icon needs them.
const CSS_ACTIVE = /@import|expression\s*\(|javascript:|-moz-binding|behavior\s*:|\\/i;

function describeRemoval(entry: { element?: Node; attribute?: Attr | null }) {
  if (entry.attribute) return `the attribute ${entry.attribute.name}`;
  return `<${(entry.element as Element).nodeName.toLowerCase()}>`;
}

/** Only `url(#id)` references inside CSS or presentation attributes. */
function externalCssReference(value: string) {
  for (const [, , target] of value.matchAll(CSS_URL)) {
    if (!target?.startsWith('#')) return true;
  }
  return false;
}

function checkReferences(svg: Element) {
  for (const element of [svg, ...svg.querySelectorAll('*')]) {
    for (const attribute of element.attributes) {
      const value = attribute.value;
      const isLink = attribute.localName === 'href';
      if (isLink && !LOCAL_REFERENCE.test(value) && !EMBEDDED_RASTER.test(value)) {
        throw new UnsafeSvgError(
          `SVG images may not link outside themselves (${attribute.name}="${value.slice(0, 60)}").`,
        );
      }
      if (externalCssReference(value) || (attribute.name === 'style' && CSS_ACTIVE.test(value))) {
        throw new UnsafeSvgError(`SVG images may not load anything from elsewhere (${attribute.name}).`);
      }
    }
    if (element.localName === 'style') {
      const css = element.textContent ?? '';
      if (CSS_ACTIVE.test(css) || externalCssReference(css)) {
        throw new UnsafeSvgError('SVG images may not import style sheets or load anything from elsewhere.');
      }
    }
  }
}

/** Whole pixels from a length attribute such as `24`, `24px` or `24.5`; anything relative answers 0. */
const pixels = (value: string | null) => {
  const match = value && /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value);
  return match ? Math.round(Number(match[1])) : 0;
};

/** The intrinsic size from the root: width/height, else the viewBox; 0×0 when it has neither (still valid). */
function svgSize(svg: Element) {
  const width = pixels(svg.getAttribute('width'));
  const height = pixels(svg.getAttribute('height'));
  if (width && height) return { width, height };
  const box = svg
    .getAttribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0) {
    return { width: Math.round(box[2]!), height: Math.round(box[3]!) };
  }
  return { width: 0, height: 0 };
}

/**
 * Sanitizes an SVG with DOMPurify's allow-list of SVG elements and attributes (namespace-aware: an element is
 * judged by its namespace and local name, so `<s:script xmlns:s="…svg">` is a script) and refuses the file when
 * the sanitizer would change it, or when it links outside itself. What is stored is the sanitized DOM serialized
 * as XML, so a viewer parses exactly what was checked: no parser can see markup the check did not.
 */
export function sanitizeSvg(text: string): CleanSvg {
  // An entity can expand differently in different parsers (and into a billion laughs): no DTD at all.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new UnsafeSvgError('SVG images with a DOCTYPE are refused.');
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // DOMPurify leaves <use> out because it can pull in other documents; checkReferences() allows only
    // references within the file, so icons that reuse their own shapes still pass.
    ADD_TAGS: ['use'],
    RETURN_DOM_FRAGMENT: true,
  });
  const removed = purify.removed.filter(
    (entry) => (entry as { element?: Node }).element?.nodeName !== WRAPPER,
  );
  if (removed.length > 0) {
    const what = removed.slice(0, 3).map(describeRemoval).join(', ');
    throw new UnsafeSvgError(
      `SVG images may not hold ${what}: scripts, event handlers and the like are refused.`,
    );
  }
  const elements = [...fragment.children];
  const svg = elements[0];
  const strayText = [...fragment.childNodes].some(
    (node) => node.nodeType === window.Node.TEXT_NODE && node.textContent?.trim(),
  );
  if (
    elements.length !== 1 ||
    !svg ||
    svg.localName !== 'svg' ||
    svg.namespaceURI !== SVG_NAMESPACE ||
    strayText
  ) {
    throw new UnsafeSvgError('The file is not a single SVG image.');
  }
  checkReferences(svg);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n${serializer.serializeToString(svg)}\n`;
  return { bytes: Buffer.from(xml, 'utf8'), ...svgSize(svg) };
}
