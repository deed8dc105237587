import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderWriteUp, sanitizeWriteUpHtml } from './render-markdown';

/** The HTML as a browser parses it: its elements, and every attribute of each. */
function parsed(html: string) {
  const elements = [...new JSDOM(`<body>${html}</body>`).window.document.body.querySelectorAll('*')];
  return {
    tags: elements.map((element) => element.localName),
    attributes: elements.flatMap((element) =>
      [...element.attributes].map((attribute) => ({ name: attribute.name, value: attribute.value })),
    ),
  };
}

describe('a write-up in Markdown', () => {
  it('renders headings under the page title, lists, links, images and highlighted code', () => {
    const html = renderWriteUp(
      [
        '# Problem',
        'Riders **lost** their place.',
        '## Approach',
        '- one',
        '- two',
        '',
        '[The write-up](https://example.com/post)',
        '',
        '![The planner on a phone](/api/uploads/projects/a.webp)',
        '',
        '```ts',
        'const answer: number = 42;',
        '```',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Problem</h2>');
    expect(html).toContain('<h3>Approach</h3>');
    expect(html).toContain('<strong>lost</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a href="https://example.com/post" rel="noopener">The write-up</a>');
    expect(html).toContain('alt="The planner on a phone"');
    expect(html).toContain('src="/api/uploads/projects/a.webp"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('<pre tabindex="0"><code class="hljs language-ts">');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-number">42</span>');
  });

  it('leaves a code block in a language it does not know as plain, escaped text, reachable by keyboard', () => {
    expect(renderWriteUp('```nosuchlanguage\n<b>x</b>\n```')).toBe(
      '<pre tabindex="0"><code class="language-nosuchlanguage">&lt;b&gt;x&lt;/b&gt;\n</code></pre>\n',
    );
  });

  it('is empty for an empty write-up', () => {
    expect(renderWriteUp('  \n')).toBe('');
  });
});

describe('the usual XSS vectors in a write-up', () => {
  const vectors: [string, string][] = [
    ['a script element', '<script>alert(1)</script>'],
    ['a script element inside a paragraph', 'Hello <script>alert(1)</script> there'],
    ['an event handler', '<img src="/x.png" onerror="alert(1)">'],
    ['an event handler on a link', '<a href="https://example.com" onclick="alert(1)">x</a>'],
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['a javascript: link in disguise', '[click](JaVaScRiPt&#58;alert(1))'],
    ['a javascript: link with spaces', '[click]( javascript:alert(1))'],
    ['a vbscript: link', '[click](vbscript:msgbox(1))'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['a javascript: image', '![x](javascript:alert(1))'],
    ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['an inline SVG', '<svg onload="alert(1)"><script>alert(1)</script></svg>'],
    ['an SVG image by data URL', '![x](data:image/svg+xml,<svg onload=alert(1)>)'],
    ['an iframe', '<iframe src="https://example.com"></iframe>'],
    ['a style element', '<style>body{display:none}</style>'],
    ['a protocol-relative link', '[x](//evil.example/x)'],
    ['a code block language that tries to break out', '```"><script>alert(1)</script>\nx\n```'],
  ];

  it.each(vectors)('%s runs nothing', (_, source) => {
    const { tags, attributes } = parsed(renderWriteUp(source));
    expect(
      tags.filter((tag) => ['script', 'svg', 'iframe', 'style', 'math', 'object'].includes(tag)),
    ).toEqual([]);
    expect(attributes.filter(({ name }) => name.startsWith('on'))).toEqual([]);
    expect(
      attributes.filter(
        ({ name, value }) => ['href', 'src'].includes(name) && !/^(https?:|mailto:|\/(?!\/)|#)/i.test(value),
      ),
    ).toEqual([]);
  });

  it('shows raw HTML as the text it is, never as markup', () => {
    expect(renderWriteUp('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
  });

  it("keeps only the highlighter's classes, so a write-up cannot wear the site's own", () => {
    expect(sanitizeWriteUpHtml('<p class="fixed inset-0 hljs-keyword">x</p>')).toBe(
      '<p class="hljs-keyword">x</p>',
    );
    expect(sanitizeWriteUpHtml('<p class="fixed inset-0">x</p>')).toBe('<p>x</p>');
  });

  it('drops what HTML reaching the sanitizer by another way carries: handlers, script, SVG, data URLs, styles', () => {
    const html = sanitizeWriteUpHtml(
      '<p style="position:fixed" onmouseover="alert(1)">a</p><svg><script>alert(1)</script></svg>' +
        '<img src="data:image/png;base64,AAAA" alt="x"><a href="javascript:alert(1)">b</a><math><mi>x</mi></math>',
    );
    expect(html).toBe('<p>a</p><img alt="x" loading="lazy" decoding="async"><a>b</a>');
  });
});
