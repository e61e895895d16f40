import { describe, expect, it } from 'vitest';
import { resolveConfig } from './resolveConfig';

describe('resolveConfig', () => {
  const getAccessToken = () => null;

  it("defaults logos to the server's own logo route", () => {
    expect(resolveConfig({ apiBaseUrl: 'https://insights.example.com/', getAccessToken }).logoUrl)
      .toBe('https://insights.example.com/public/logos/{domain}.svg');
    expect(resolveConfig({ apiBaseUrl: '', getAccessToken }).logoUrl).toBe('/public/logos/{domain}.svg');
  });

  it('keeps a configured logo template', () => {
    expect(resolveConfig({ apiBaseUrl: 'https://x.test', getAccessToken, logoUrl: 'https://cdn.test/{domain}.png' }).logoUrl)
      .toBe('https://cdn.test/{domain}.png');
  });
});
