import { expect, within } from 'storybook/test';

/** What a story of these states needs: the fixture set it runs on and its check. Assignable to any file's `Story`. */
interface StateStory {
  parameters: { fixtures: 'empty' | 'loading' | 'error' };
  play: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/** The spec's empty text, shown once the fixtures answer with no rows. */
export const emptyState: StateStory = {
  parameters: { fixtures: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data found')).toBeVisible();
  },
};

/** The labelled spinner while the fixtures never answer. */
export const loadingState: StateStory = {
  parameters: { fixtures: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

/** The server's message from the fixtures' error reply, with the retry button where the screen offers one. */
export function errorState(message: string, { retry = true } = {}): StateStory {
  return {
    parameters: { fixtures: 'error' },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(message)).toBeVisible();
      if (retry) await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    },
  };
}
