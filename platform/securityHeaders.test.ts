import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, httpsOrigin } from './securityHeaders';

describe('security headers', () => {
  it('a strict CSP naming only the keyless rate provider by default', () => {
    const csp = contentSecurityPolicy({ exchangeRateApiKey: '', analyticsScriptUrl: '' });
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' https://api.frankfurter.dev;");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).not.toMatch(/style-src [^;]*unsafe/);
  });

  it('the keyed provider and an https analytics origin when configured', () => {
    const csp = contentSecurityPolicy({ exchangeRateApiKey: 'abc', analyticsScriptUrl: 'https://stats.example/js/script.js' });
    expect(csp).toContain("script-src 'self' https://stats.example;");
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
});
