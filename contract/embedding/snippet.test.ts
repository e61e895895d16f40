import { describe, expect, it } from 'vitest';
import { intranetSnippet, SNIPPET_PLACEHOLDERS } from './snippet';
import { redirectUriProblem } from './redirectUri';
import { snippetFromDoc } from '../../scripts/docSnippet.mjs';

describe('the intranet snippet', () => {
  it('is the one docs/embedding.md shows, with the placeholders', () => {
    expect(snippetFromDoc()).toBe(intranetSnippet(SNIPPET_PLACEHOLDERS));
  });

  it('fills in the Insights address and the client_id, and clears code and state after the callback', () => {
    const snippet = intranetSnippet({ insightsUrl: 'http://localhost:3000/', clientId: 'intranet-0123456789abcdef' });
    expect(snippet).toContain("client_id: 'intranet-0123456789abcdef'");
    expect(snippet).toContain("const insights = 'http://localhost:3000';");
    expect(snippet).toContain('<script src="http://localhost:3000/widgets/vendor/oidc-client-ts.min.js"></script>');
    expect(snippet).toMatch(/for \(const name of \['code', 'state'[^\]]*\]\) params\.delete\(name\);\n\s*history\.replaceState/);
  });
});

describe('a page address', () => {
  it('must be absolute https, or http on the machine itself, without a fragment', () => {
    expect(redirectUriProblem('https://intranet.example.com/team/portal.html')).toBeNull();
    expect(redirectUriProblem('http://localhost:3001/x.html')).toBeNull();
    expect(redirectUriProblem('http://127.0.0.1/x')).toBeNull();
    expect(redirectUriProblem('http://intranet.example.com/x')).toMatch(/must use https/);
    expect(redirectUriProblem('team/portal.html')).toMatch(/is not an absolute URL/);
    expect(redirectUriProblem('https://intranet.example.com/x#top')).toMatch(/fragment/);
    expect(redirectUriProblem('https://user:pw@intranet.example.com/x')).toMatch(/user name or password/);
  });
});
