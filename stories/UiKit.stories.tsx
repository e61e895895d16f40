import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Alert, Badge, Button, ConfirmDialog, EmptyState, ErrorState, Spinner } from '@insights/widgets';
import { Pagination } from '../widgets/core/ui/pagination/Pagination';
import { WidgetFrame } from '../widgets/core/ui/WidgetFrame';

const meta = { title: 'Core/UI kit', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const Row = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', marginBottom: 16 }}>{children}</div>
);

export const Kit: Story = {
  render: () => (
    <WidgetFrame label="UI kit">
      <Row>
        <Button>Apply</Button>
        <Button variant="secondary">Reset</Button>
        <Button variant="link">View Official Website</Button>
        <Button disabled>Merge</Button>
        <Button busy>Saving</Button>
        <Spinner showLabel label="Loading" />
      </Row>
      <Row>
        <Badge variant="warning" title="For Known As">FKA</Badge>
        <Badge variant="info" title="Doing Business As">DBA</Badge>
        <Badge variant="success">Active</Badge>
        <Badge variant="danger">Expired</Badge>
        <Badge>Both</Badge>
      </Row>
      <div style={{ display: 'grid', gap: 12, marginBottom: 16 }}>
        <Alert variant="danger">Error : can not merge with self</Alert>
        <Alert variant="success">Company Merged successfully</Alert>
        <Alert variant="info" title="Heads up">Pricing data refreshes nightly.</Alert>
      </div>
      <EmptyState title="Data not found" />
      <ErrorState message="Invalid credentials" onRetry={() => {}} />
    </WidgetFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Error : can not merge with self')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

function PaginationDemo() {
  const [page, setPage] = useState(7);
  const [size, setSize] = useState(50);
  return (
    <WidgetFrame label="Pagination">
      <Pagination page={page} pageSize={size} totalCount={1234} onPageChange={setPage} pageSizeOptions={[50, 100, 200, 500]} onPageSizeChange={setSize} />
    </WidgetFrame>
  );
}

export const PaginationBar: Story = {
  render: () => <PaginationDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 8' })).toHaveAttribute('aria-current', 'page');
  },
};

function ConfirmDemo({ startOpen = true }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const [answer, setAnswer] = useState('');
  return (
    <WidgetFrame label="Confirm">
      <Button variant="secondary" onClick={() => setOpen(true)}>Remove alias</Button>
      <p>{answer && `Answer: ${answer}`}</p>
      <ConfirmDialog
        open={open}
        message="Are you sure you want to delete this item? This action cannot be undone."
        onConfirm={() => { setAnswer('Yes'); setOpen(false); }}
        onCancel={() => { setAnswer('No'); setOpen(false); }}
      />
    </WidgetFrame>
  );
}

/** The element that has the focus, looking through shadow roots. */
function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * What the browser fires on Esc (a close request). Play functions' key presses are synthetic (untrusted), and the
 * browser only turns a trusted Esc into `cancel`; the e2e specs press the real key.
 */
const pressEscape = (dialog: HTMLElement) => dialog.dispatchEvent(new Event('cancel', { cancelable: true }));

export const Confirm: Story = {
  render: () => <ConfirmDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Please confirm' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // showModal(): in the top layer, over a ::backdrop.
    await expect(dialog.matches(':modal')).toBe(true);
    pressEscape(dialog);
    await expect(await canvas.findByText('Answer: No')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const DialogFocus: Story = {
  name: 'Dialog focus: moves in, stays in, returns to the opener',
  render: () => <ConfirmDemo startOpen={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Remove alias' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Please confirm' });
    // Opening moves the focus into the dialog (its first button).
    await waitFor(() => expect(dialog.contains(focused())).toBe(true));
    await expect(canvas.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Yes' })).toHaveFocus();
    // The page behind is inert (what keeps Tab inside): the opener cannot take the focus while the dialog is open.
    opener.focus();
    await expect(dialog.contains(focused())).toBe(true);
    await expect(opener).not.toHaveFocus();
    // Esc closes it and gives the focus back to the opener.
    pressEscape(dialog);
    await expect(await canvas.findByText('Answer: No')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
