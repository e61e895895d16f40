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

function ConfirmDemo() {
  const [open, setOpen] = useState(true);
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

export const Confirm: Story = {
  render: () => <ConfirmDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('Answer: No')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};
