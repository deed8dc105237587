import createDOMPurify from 'dompurify';
import hljs from 'highlight.js/lib/common';
import { JSDOM } from 'jsdom';
import MarkdownIt from 'markdown-it';

/**
 * A project's write-up: Markdown in, the HTML its page shows out. Rendered on the server when the project is saved
 * (and for the admin's preview), so no Markdown or highlighting code ever reaches a visitor's browser.
 *
 * Two walls, each enough alone for what it guards: markdown-it is told to pass no HTML through (`<script>` is
 * written as text) and to make links of http(s), mailto and same-site paths only; DOMPurify then keeps an
 * allow-list of the elements Markdown makes, the attributes they need, URLs of those same kinds (no
 * `javascript:`, no `data:`), and class names of the highlighter only, so a write-up can neither run script nor
 * dress itself in the site's own classes.
 */

/** What a write-up's link or image may point to: the web, e-mail, a page of this site, a place on the page. */
const ALLOWED_URL = /^(?:https?:|mailto:|\/(?!\/)|#)/i;
/** The classes the highlighter writes, and the language of a code block. */
const CODE_CLASS = /^(?:hljs(?:-[a-z]+(?:_+)?)*|language-[a-z0-9+#-]+)$/;
/** The page's own `h1` is the project's name: a write-up's top headings are `h2`. */
const TOP_HEADING_LEVEL = 2;

const ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li'],
  ...['a', 'img', 'em', 'strong', 's', 'code', 'pre', 'span'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'class', 'start', 'loading', 'decoding', 'style'];

const markdown = new MarkdownIt({
  html: false,
  linkify: true,
  typographer: true,
  highlight(code, language) {
    if (!language || !hljs.getLanguage(language)) return '';
    const { value } = hljs.highlight(code, { language, ignoreIllegals: true });
    return `<pre><code class="hljs language-${language.toLowerCase()}">${value}</code></pre>`;
  },
});
markdown.validateLink = (url) => ALLOWED_URL.test(url.trim());

/** Headings shifted so the write-up's highest one is an `h2` (`#` or `##` alike), none deeper than `h6`. */
markdown.core.ruler.push('shift_headings', (state) => {
  const headings = state.tokens.filter(
    (token) => token.type === 'heading_open' || token.type === 'heading_close',
  );
  const levels = headings.map((token) => Number(token.tag.slice(1)));
  const shift = TOP_HEADING_LEVEL - Math.min(...levels);
  headings.forEach((token, index) => {
    token.tag = `h${Math.min(levels[index]! + shift, 6)}`;
  });
});

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
purify.addHook('uponSanitizeAttribute', (node, data) => {
  if (data.attrName === 'class') {
    data.attrValue = data.attrValue
      .split(/\s+/)
      .filter((name) => CODE_CLASS.test(name))
      .join(' ');
    data.keepAttr = data.attrValue !== '';
  }
  // Table cells' alignment is the one style Markdown writes; anything else in a style is dropped.
  if (data.attrName === 'style') {
    data.keepAttr =
      /^(th|td)$/i.test(node.nodeName) && /^text-align:(left|right|center)$/.test(data.attrValue);
  }
});
purify.addHook('afterSanitizeAttributes', (node) => {
  // DOMPurify lets `data:` through on images whatever ALLOWED_URI_REGEXP says: a write-up links to nothing of the kind.
  for (const name of ['href', 'src'])
    if (node.hasAttribute(name) && !ALLOWED_URL.test(node.getAttribute(name)!.trim()))
      node.removeAttribute(name);
  if (node.nodeName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener');
  // A code block scrolls sideways when its lines are long: in the tab order, a keyboard can scroll it (WCAG 2.1.1).
  if (node.nodeName === 'PRE') node.setAttribute('tabindex', '0');
  if (node.nodeName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
  }
});

/** The allow-list pass: also the last word on whatever markdown-it or the highlighter wrote. */
export function sanitizeWriteUpHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/** A write-up's Markdown as the sanitized HTML its page shows; an empty write-up is an empty string. */
export function renderWriteUp(source: string): string {
  if (source.trim() === '') return '';
  return sanitizeWriteUpHtml(markdown.render(source));
}
