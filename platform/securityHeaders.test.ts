import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { contentSecurityPolicy, headersFile, HTML2CANVAS_STYLE_SHA256, httpsOrigin } from './securityHeaders';

describe('security headers', () => {
  it('a strict CSP naming only the keyless rate provider by default', () => {
    const csp = contentSecurityPolicy({ exchangeRateApiKey: '', analyticsScriptUrl: '' });
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("connect-src 'self' https://api.frankfurter.dev;");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // WebAssembly compiles (the image codecs); JavaScript eval and inline scripts stay forbidden.
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-/);
    expect(csp).not.toMatch(/style-src [^;]*unsafe/);
    expect(csp).toContain(`style-src 'self' 'sha256-${HTML2CANVAS_STYLE_SHA256}';`);
  });

  it('allows, by hash, exactly the style rule the installed html2canvas inserts', () => {
    const source = readFileSync(createRequire(import.meta.url).resolve('html2canvas/dist/html2canvas.esm.js'), 'utf8');
    const rule = JSON.parse(/var PSEUDO_HIDE_ELEMENT_STYLE = ("(?:[^"\\]|\\.)*");/.exec(source)![1]!) as string;
    expect(source).toContain('PSEUDO_HIDE_ELEMENT_CLASS_BEFORE + PSEUDO_BEFORE + PSEUDO_HIDE_ELEMENT_STYLE');
    const text = `.___html2canvas___pseudoelement_before:before${rule}\n         .___html2canvas___pseudoelement_after:after${rule}`;
    expect(createHash('sha256').update(text).digest('base64')).toBe(HTML2CANVAS_STYLE_SHA256);
  });

  it("lets the pages’ inline scripts run by their hash only, before the analytics origin", () => {
    const csp = contentSecurityPolicy({ exchangeRateApiKey: '', analyticsScriptUrl: 'https://stats.example/s.js', inlineScripts: ['abc=', 'def='] });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc=' 'sha256-def=' https://stats.example;");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-/);
  });

  it('the keyed provider and an https analytics origin when configured', () => {
    const csp = contentSecurityPolicy({ exchangeRateApiKey: 'abc', analyticsScriptUrl: 'https://stats.example/js/script.js' });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://stats.example;");
    expect(csp).toContain("connect-src 'self' https://v6.exchangerate-api.com https://stats.example;");
  });

  it('never lets a non-https analytics address into the policy', () => {
    for (const url of ['http://stats.example/s.js', 'data:text/javascript,alert(1)', 'javascript:alert(1)', '//stats.example/s.js', 'https://u:p@x.example/s.js']) {
      expect(httpsOrigin(url)).toBeNull();
      expect(contentSecurityPolicy({ exchangeRateApiKey: '', analyticsScriptUrl: url })).not.toMatch(/stats|data:text|javascript/);
    }
  });

  it('writes a _headers file with every header', () => {
    const file = headersFile({ exchangeRateApiKey: '', analyticsScriptUrl: '' });
    for (const name of ['Content-Security-Policy', 'Referrer-Policy', 'Permissions-Policy', 'X-Content-Type-Options: nosniff', 'Strict-Transport-Security']) {
      expect(file).toContain(name);
    }
    expect(file.startsWith('/*\n  ')).toBe(true);
  });

  it('lets the same-origin service worker and web app manifest in, and keeps the worker out of the HTTP cache', () => {
    const csp = contentSecurityPolicy({ exchangeRateApiKey: '', analyticsScriptUrl: '' });
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
    const file = headersFile({ exchangeRateApiKey: '', analyticsScriptUrl: '' });
    expect(file).toContain('/sw.js\n  Cache-Control: no-cache');
    expect(file).toContain('/sw-extra.js\n  Cache-Control: no-cache');
    expect(file).toContain('/manifest.webmanifest\n  Content-Type: application/manifest+json');
  });
});
