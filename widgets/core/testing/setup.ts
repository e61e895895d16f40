import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// findBy*/waitFor wait up to 4 s, not Testing Library's 1 s: tables render their rows in the background
// (TableView's useDeferredValue), and on a loaded CI machine that render, after a file's first imports, took longer
// than 1 s once. A test that passes still finishes as soon as its element is there.
configure({ asyncUtilTimeout: 4000 });
