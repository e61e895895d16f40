import { styled } from 'styled-components';
import { useId } from 'react';
import { t } from '../tokens';
import { formatCount } from '../../format/number';
import { getPageItems } from './pageItems';
import { compactFieldCss } from '../textField';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 0;
  color: ${t.muted};
`;

const Pages = styled.ul`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button<{ $current?: boolean }>`
  min-width: 32px;
  height: 32px;
  padding: 0 8px;
  border: 1px solid ${(p) => (p.$current ? t.primary : t.border)};
  border-radius: ${t.radius};
  background: ${(p) => (p.$current ? t.primary : t.surface)};
  color: ${(p) => (p.$current ? t.primaryContrast : t.text)};
  font: inherit;
  font-weight: ${(p) => (p.$current ? 600 : 400)};
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${t.primary};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 2px;
  }
`;

const Gap = styled.li`
  min-width: 24px;
  text-align: center;
`;

const SizeLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

const Select = styled.select`
  ${compactFieldCss}
`;

export interface PaginationProps {
  /** 1-based, like the spec's PageNo/PageNumber. */
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  pageSizeOptions?: number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

export function Pagination({
  page,
  pageSize,
  totalCount,
  onPageChange,
  pageSizeOptions = [50, 100, 200],
  onPageSizeChange,
  label = 'Pagination',
}: PaginationProps) {
  const sizeId = useId();
  const pageCount = Math.max(1, Math.ceil(totalCount / Math.max(1, pageSize)));
  const first = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(totalCount, page * pageSize);

  return (
    <Bar part="pagination" aria-label={label}>
      <span>
        {formatCount(first)}–{formatCount(last)} of {formatCount(totalCount)}
      </span>
      <Pages>
        <li>
          <PageButton type="button" onClick={() => onPageChange(page - 1)} disabled={page <= 1} aria-label="Previous page">
            ‹
          </PageButton>
        </li>
        {getPageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                $current={item === page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => item !== page && onPageChange(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <Gap key={item} aria-hidden="true">
              …
            </Gap>
          ),
        )}
        <li>
          <PageButton type="button" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount} aria-label="Next page">
            ›
          </PageButton>
        </li>
      </Pages>
      {onPageSizeChange && (
        <SizeLabel htmlFor={sizeId}>
          Rows per page
          <Select id={sizeId} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </SizeLabel>
      )}
    </Bar>
  );
}
