import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// Files share one happy-dom per worker (isolate: false in vitest.config.ts), so a file would otherwise start with the
// storage the previous file left: a signed-in user in sessionStorage made startDecision's "no stored user" test see
// one. Each file starts with empty storage, as it would in a page of its own.
beforeAll(() => {
  if (typeof window === 'undefined') return;
  window.sessionStorage.clear();
  window.localStorage.clear();
});

// findBy*/waitFor wait up to 4 s, not Testing Library's 1 s: tables render their rows in the background
// (TableView's useDeferredValue), and on a loaded CI machine that render, after a file's first imports, took longer
// than 1 s once. A test that passes still finishes as soon as its element is there.
configure({ asyncUtilTimeout: 4000 });
