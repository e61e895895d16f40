import { until } from './until.js';

/**
 * Waits until `storybook dev` on `port` answers with its story index: it has started its builders (and their esbuild
 * services) by then. `output`, what it had printed when the wait began, is shown when it never answers.
 */
export async function storybookAnswering(port: number, output: string): Promise<void> {
  await until(async () => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/index.json`)).ok;
    } catch {
      return false;
    }
  }, `Storybook on :${port} answering\n${output}`, 120_000);
}
