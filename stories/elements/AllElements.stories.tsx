import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '@insights/widgets/elements';
import { elementDefinitions } from '../../widgets/core/element/registry';
import { ELEMENT_MODULES } from '../../widgets/elementModules';

/** The stories files of this folder, one per element: `./insights-company-list.stories.tsx` → the tag. */
const storyTags = Object.keys(import.meta.glob('./insights-*.stories.tsx'))
  .map((path) => path.replace(/^\.\//, '').replace(/\.stories\.tsx$/, ''))
  .sort();

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

/** Each element the package registers (and the per-tag loader knows) has an Elements/<tag> story, and no story names an unknown tag. */
export const Index: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const registered = elementDefinitions().map((d) => d.tag).sort();
    await expect(registered.length).toBeGreaterThan(0);
    await expect(storyTags).toEqual(registered);
    await expect(ELEMENT_MODULES.map((m) => m.tag).sort()).toEqual(registered);
    const rows = within(within(canvasElement).getByRole('table', { name: 'Insights custom elements' })).getAllByRole('row');
    await expect(rows).toHaveLength(registered.length + 1);
  },
};
