import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers';

describe('contentSecurityPolicy', () => {
  it("allows code from itself and exactly the page's remote origins, and no framing", () => {
    const origins = ['https://public.example', 'https://admin.example'];
    const csp = contentSecurityPolicy(origins, ["'sha256-abc'", "'sha256-abc'", "'sha256-def'"]);
    expect(csp).toContain(
      "script-src 'self' https://public.example https://admin.example 'sha256-abc' 'sha256-def';",
    );
    expect(csp).not.toContain('nonce');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts that run and skips external and data scripts', () => {
    const body = "document.body.classList.remove('dark');";
    const html = `<script type="module" src="/a.js"></script><script>${body}</script><script type="application/json">{}</script>`;
    expect(inlineScriptHashes(html)).toEqual([
      `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
    ]);
  });
});
