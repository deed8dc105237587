import { describe, expect, it } from 'vitest';
import { sanitizeSvg, UnsafeSvgError } from './svg-sanitizer';

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';

describe('sanitizeSvg', () => {
  it.each([
    [
      'a script in a prefixed SVG namespace',
      `<svg ${SVG_NS}><s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script></svg>`,
    ],
    [
      'an animation that sets href to javascript:',
      `<svg ${SVG_NS}><set attributeName="href" to="&#106;avascript:alert(1)"/></svg>`,
    ],
    ['a CSS @import', `<svg ${SVG_NS}><style>@import url(https://evil.example/x.css);</style></svg>`],
    [
      'a CSS url() pointing elsewhere',
      `<svg ${SVG_NS}><style>rect { fill: url(https://evil.example/p.svg#g) }</style></svg>`,
    ],
    ['a CSS escape', `<svg ${SVG_NS}><style>rect { fill: u\\72l(x) }</style></svg>`],
    [
      'a style attribute loading an image',
      `<svg ${SVG_NS}><rect style="fill: url('//evil.example/x')"/></svg>`,
    ],
    [
      'a presentation attribute pointing elsewhere',
      `<svg ${SVG_NS}><rect fill="url(https://evil.example/x#g)"/></svg>`,
    ],
    ['a plain script', `<svg ${SVG_NS}><script>alert(1)</script></svg>`],
    ['an event handler', `<svg ${SVG_NS} onload="alert(1)"/>`],
    ['a javascript: link', `<svg ${SVG_NS}><a href="javascript:alert(1)"><text>x</text></a></svg>`],
    ['an external image', `<svg ${SVG_NS}><image href="https://evil.example/x.png"/></svg>`],
    [
      'foreignObject with HTML',
      `<svg ${SVG_NS}><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>`,
    ],
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY x "y">]><svg ${SVG_NS}>&x;</svg>`],
    [
      'an XSLT style sheet',
      `<?xml-stylesheet href="evil.xsl" type="text/xsl"?><svg ${SVG_NS}><script>1</script></svg>`,
    ],
    ['markup after the root', `<svg ${SVG_NS}></svg><script>alert(1)</script>`],
    [
      'a <use> of another document',
      `<svg ${SVG_NS}><use href="https://evil.example/sprite.svg#icon"/></svg>`,
    ],
  ])('refuses %s', (_, svg) => {
    expect(() => sanitizeSvg(svg)).toThrow(UnsafeSvgError);
  });

  it('keeps an ordinary icon: gradients, local references, classes in <style>, camelCase attributes', () => {
    const icon =
      `<?xml version="1.0"?><!-- Generator: an editor --><svg version="1.1" ${SVG_NS} ` +
      'xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" xml:space="preserve">' +
      '<style type="text/css">.st0{fill:url(#g);}</style><defs><linearGradient id="g" gradientUnits="userSpaceOnUse">' +
      '<stop offset="0" stop-color="#3178c6"/></linearGradient></defs>' +
      '<path class="st0" d="M0 0h24v24H0z" clip-path="url(#g)"/><use xlink:href="#g"/></svg>';
    const clean = sanitizeSvg(icon);
    expect(clean).toMatchObject({ width: 24, height: 24 });
    const text = clean.bytes.toString('utf8');
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg /);
    expect(text).toContain('viewBox="0 0 24 24"');
    expect(text).toContain('<linearGradient id="g" gradientUnits="userSpaceOnUse">');
    expect(text).not.toContain('Generator');
  });

  it('keeps embedded raster images, which load nothing', () => {
    const svg = `<svg ${SVG_NS} width="2" height="2"><image href="data:image/png;base64,iVBORw0KGgo=" width="2" height="2"/></svg>`;
    expect(sanitizeSvg(svg).bytes.toString()).toContain('data:image/png;base64,iVBORw0KGgo=');
  });
});
