import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '@insights/widgets/elements';
import { elementDefinitions } from '../../widgets/core/element/registry';
import { ELEMENT_MODULES } from '../../widgets/elementModules';

/** The stories files of this folder, one per element: `./insights-company-list.stories.tsx` → the tag. */
const storyFiles = import.meta.glob<Record<string, unknown>>('./insights-*.stories.tsx', { eager: true });
const storyTags = Object.keys(storyFiles)
  .map((path) => path.replace(/^\.\//, '').replace(/\.stories\.tsx$/, ''))
  .sort();

/**
 * The stories of a file that the Docs page would draw on its own page beside `Default` (sharing one configure()):
 * each must render in its own frame there (ownDocsFrame in elementStory.tsx says why).
 */
function storiesSharingTheDocsPage(): string[] {
  const problems: string[] = [];
  for (const [path, exports] of Object.entries(storyFiles)) {
    const stories = Object.entries(exports).filter(([name]) => name !== 'default' && name !== '__namedExportsOrder');
    if (stories.length < 2) continue;
    if (!stories.some(([name]) => name === 'Default')) problems.push(`${path}: no Default story`);
    for (const [name, story] of stories) {
      const inline = (story as { parameters?: { docs?: { story?: { inline?: boolean } } } }).parameters?.docs?.story?.inline;
      if (name !== 'Default' && inline !== false) problems.push(`${path}: ${name} is drawn on the Docs page itself`);
    }
  }
  return problems;
}

/** The index of the custom elements: every tag the package defines, what it shows, and its story. */
function ElementIndex() {
  return (
    <table>
      <caption>Insights custom elements</caption>
      <thead>
        <tr>
          <th scope="col">Element</th>
          <th scope="col">What it shows</th>
        </tr>
      </thead>
      <tbody>
        {elementDefinitions().map((definition) => (
          <tr key={definition.tag}>
            <td>
              <code>{`<${definition.tag}>`}</code>
            </td>
            <td>{definition.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Elements/All elements',
  component: ElementIndex,
  parameters: {
    provider: false,
    docs: {
      description: {
        component: 'Every custom element of the package. Each has its own story under Elements/<tag>: the real tag in its shadow root, configured through configure().',
      },
    },
  },
} satisfies Meta<typeof ElementIndex>;

export default meta;

/**
 * Each element the package registers (and the per-tag loader knows) has an Elements/<tag> story, and no story names an
 * unknown tag; a file's stories beside its Default each have their own frame on the Docs page.
 */
export const Index: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const registered = elementDefinitions().map((d) => d.tag).sort();
    await expect(registered.length).toBeGreaterThan(0);
    await expect(storyTags).toEqual(registered);
    await expect(ELEMENT_MODULES.map((m) => m.tag).sort()).toEqual(registered);
    const rows = within(within(canvasElement).getByRole('table', { name: 'Insights custom elements' })).getAllByRole('row');
    await expect(rows).toHaveLength(registered.length + 1);
    await expect(storiesSharingTheDocsPage()).toEqual([]);
  },
};
