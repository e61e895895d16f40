import { styled } from 'styled-components';
import type { ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import type { TableColumn } from '../../core/ui/table/features';
import { EmptyState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { Table } from '../../core/ui/table/Table';
import { t } from '../../core/ui/tokens';
import { WidgetFrame } from '../../core/ui/WidgetFrame';

const Heading = styled.h1`
  margin: 0 0 4px;
  font-size: 22px;
  font-weight: 600;
  letter-spacing: -0.01em;
`;

const Subheading = styled.p`
  margin: 0 0 16px;
  color: ${t.muted};
`;

const Card = styled.div`
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
`;

export interface RawDataPageProps<Row extends RowData> {
  heading: string;
  description: ReactNode;
  tableLabel: string;
  rows: Row[] | undefined;
  columns: TableColumn<Row>[];
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  getRowId: (row: Row) => string;
  className?: string;
}

/** The frame both raw data pages share: heading, then the files table or its loading, empty and error states. */
export function RawDataPage<Row extends RowData>(props: RawDataPageProps<Row>) {
  const { heading, description, tableLabel, rows, columns, isPending, error, onRetry, getRowId, className } = props;
  return (
    <WidgetFrame label={heading} className={className}>
      <Heading part="header">{heading}</Heading>
      <Subheading>{description}</Subheading>
      <Card>
        {error ? (
          <ErrorState message={error.message} onRetry={onRetry} />
        ) : !isPending && (rows ?? []).length === 0 ? (
          <EmptyState />
        ) : (
          <Table label={tableLabel} data={rows ?? []} columns={columns} loading={isPending} getRowId={getRowId} />
        )}
      </Card>
    </WidgetFrame>
  );
}
