import { styled } from 'styled-components';
import { Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import type { SortingState, Updater } from '@tanstack/react-table';
import type { CompanySortColumn } from '../../core/api/companies';
import { useInsights } from '../../core/config/context';
import { buildPath } from '../../core/config/routes';
import { useUrlListState } from '../../core/config/useUrlListState';
import { Badge } from '../../core/ui/Badge';
import { Button } from '../../core/ui/Button';
import { ErrorState } from '../../core/ui/ErrorState';
import { Pagination } from '../../core/ui/pagination/Pagination';
import { ServerSortedTable } from '../../core/ui/table/ServerSortedTable';
import { t } from '../../core/ui/tokens';
import { useToast } from '../../core/ui/Toast';
import type { WatchCommodity, WatchLicenseType } from '../../core/api/marketWatches';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { ColumnToggle } from './ColumnToggle';
import { companyColumns, preloadMatchNote, TOGGLEABLE_COLUMNS } from './columns';
import { inputCss } from '../shared/inputCss';
import { rememberListUrl } from '../shared/listReturn';
import {
  activeBadges, INITIAL_STATE, PAGE_SIZES, queryOfState, stateFromParams, withoutFilter, type ListParams,
} from './listState';
import { companyCountNote } from './countNote';
import { useCompanyList } from './useCompanyList';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';
import { lazyNamed } from '../../core/ui/lazyNamed';

// Shown only after a click (the filter panel) or with a state filter (the watch button): loaded then, so the
// list's first download holds what its first screen draws (issue 22).
const FilterPanel = lazyNamed(() => import('./FilterPanel'), 'FilterPanel');
const WatchMarketButton = lazyNamed(() => import('../../core/ui/WatchMarketButton'), 'WatchMarketButton');

export const COMPANY_LIST_HEADING = 'Companies';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-bottom: 12px;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 22px;
  font-weight: 600;
  letter-spacing: -0.01em;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const SearchForm = styled.form`
  display: flex;
  gap: 8px;
  flex: 1 1 320px;
  max-width: 520px;
  margin-right: auto;
`;

const SearchInput = styled.input`
  ${inputCss}
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  min-height: 28px;
  margin-bottom: 12px;
  color: ${t.muted};
`;

const RemoveBadge = styled.button`
  display: inline-flex;
  padding: 0 2px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-size: 14px;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${t.primary};
    border-radius: 4px;
  }
`;

const CountNote = styled.span`
  margin-left: auto;
  color: ${t.muted};
  font-size: 13px;
`;

const Card = styled.div`
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
`;

export interface CompanyListProps extends ListParams {
  className?: string;
  /** Mirror the state into the URL through the host's navigate (default on when the host gives navigate). */
  syncUrl?: boolean;
}

const paramsKey = (p: ListParams) =>
  JSON.stringify([p.pageNo, p.pageSize, p.searchTerm, p.stateCode, p.licenseType, p.commodity, p.orderBy, p.ascendingOrder]);

/** The searchable company list (spec 1 §2 Company list). */
export const CompanyList = withHostEvents('insights-company-list', function CompanyList({ className, syncUrl = true, ...params }: CompanyListProps) {
  const { routes } = useInsights();
  const toast = useToast();
  const { state, update, searchText, setSearchText } = useUrlListState({
    params, paramsKey: paramsKey(params), fromParams: stateFromParams, toQuery: queryOfState, route: routes.companies, syncUrl,
  });
  // Where a company's detail leads back to: this list as it is now.
  const listUrl = buildPath(routes.companies, {}, queryOfState(state));
  useEffect(() => rememberListUrl(listUrl), [listUrl]);
  const searching = state.search.trim() !== '';
  useEffect(() => {
    if (searching) void preloadMatchNote();
  }, [searching]);
  const [panelOpen, setPanelOpen] = useState(false);
  const [hidden, setHidden] = useState<string[]>([]);


  const { list, states, licenseSummary, followingId, toggleFollow, exporting, exportCsv } = useCompanyList(state, toast.error);
  useReportReady(list.data !== undefined);

  const allColumns = useMemo(
    () => companyColumns({ companyRoute: routes.company, followingId, onFollow: toggleFollow }),
    [routes.company, followingId, toggleFollow],
  );
  const columns = useMemo(() => allColumns.filter((c) => !hidden.includes(String(c.id ?? (c as { accessorKey?: string }).accessorKey))), [allColumns, hidden]);

  const sorting: SortingState = [{ id: state.orderBy, desc: !state.ascending }];
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    const first = next[0];
    update({
      ...state,
      page: 1,
      orderBy: (first?.id as CompanySortColumn) ?? INITIAL_STATE.orderBy,
      ascending: first ? !first.desc : true,
    });
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ ...state, search: searchText.trim(), page: 1 });
    setSearchText(searchText.trim());
  };

  const badges = activeBadges(state, states);
  const data = list.data?.data ?? [];
  const total = list.data?.totalRecords ?? 0;

  return (
    <WidgetFrame label={COMPANY_LIST_HEADING} className={className}>
      <Header part="header">
        <Heading>{COMPANY_LIST_HEADING}</Heading>
        <Toolbar>
          <SearchForm role="search" onSubmit={onSearch}>
            <SearchInput
              type="search"
              aria-label="Search companies"
              placeholder="search name, license or domain"
              value={searchText}
              maxLength={200}
              onChange={(event) => setSearchText(event.target.value)}
            />
            <Button type="submit">Search</Button>
          </SearchForm>
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setPanelOpen(true)}>
            Filters{badges.length > 0 ? ` (${badges.length})` : ''}
          </Button>
          <ColumnToggle columns={TOGGLEABLE_COLUMNS} hidden={hidden} onChange={setHidden} />
          <Button variant="secondary" busy={exporting} disabled={total === 0} onClick={() => void exportCsv(state)}>
            Export CSV
          </Button>
        </Toolbar>
      </Header>

      <Badges aria-label="Active filters" role="group">
        {badges.length === 0 ? (
          <span>All companies</span>
        ) : (
          badges.map((badge) => (
            <Badge key={badge.key} variant="info">
              {badge.label}
              <RemoveBadge
                type="button"
                aria-label={`Remove filter ${badge.label}`}
                onClick={() => {
                  const next = withoutFilter(state, badge.key);
                  if (badge.key === 'search') setSearchText('');
                  update(next);
                }}
              >
                ×
              </RemoveBadge>
            </Badge>
          ))
        )}
        {list.data && <CountNote role="status">{companyCountNote(state, total, licenseSummary)}</CountNote>}
        {state.stateCode && (
          <Suspense fallback={null}>
            <WatchMarketButton market={{ stateCodes: [state.stateCode], commodity: state.commodity as WatchCommodity, licenseType: state.licenseType as WatchLicenseType }} />
          </Suspense>
        )}
      </Badges>

      {list.isError ? (
        <Card>
          <ErrorState message={list.error?.message} onRetry={() => void list.refetch()} />
        </Card>
      ) : (
        <ServerSortedTable
          label="Companies"
          data={data}
          columns={columns}
          loading={list.isFetching}
          getRowId={(row) => row.id}
          sorting={sorting}
          onSortingChange={onSortingChange}
          cards
          below={total > 0 && (
            <Pagination
              page={state.page}
              pageSize={state.pageSize}
              totalCount={total}
              pageSizeOptions={[...PAGE_SIZES]}
              onPageChange={(page) => update({ ...state, page })}
              onPageSizeChange={(pageSize) => update({ ...state, pageSize, page: 1 })}
              label="Company pages"
            />
          )}
        />
      )}

      {panelOpen && (
        <Suspense fallback={null}>
          <FilterPanel
            value={state}
            states={states}
            onClose={() => setPanelOpen(false)}
            onApply={(filters) => {
              setPanelOpen(false);
              setSearchText(filters.search);
              update({ ...state, ...filters, page: 1 });
            }}
          />
        </Suspense>
      )}
    </WidgetFrame>
  );
});
