import { styled } from 'styled-components';
import { useMemo } from 'react';
import type {
  LicensedCompanyCommodity, LicensedCompanyFilters, LicensedCompanyName, LicensedCompanyState,
} from '../../core/api/licensedCompanies';
import { useInsights } from '../../core/config/context';
import { formatLicenseType } from '../../core/format/text';
import { Button } from '../../core/ui/Button';
import { ErrorState } from '../../core/ui/ErrorState';
import { Pagination } from '../../core/ui/pagination/Pagination';
import { SearchableSelect } from '../../core/ui/SearchableSelect';
import { Table } from '../../core/ui/table/Table';
import { t } from '../../core/ui/tokens';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { licensedCompanyColumns } from './columns';
import { PAGE_SIZES } from './filters';
import { PageNumberInput } from './PageNumberInput';
import { useLicensedCompanies } from './useLicensedCompanies';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';
import { useCompanyPicker } from './useCompanyPicker';

export const LICENSED_COMPANIES_HEADING = 'Licensed Companies';

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

const FilterCard = styled(Card)`
  padding: 16px;
  margin-bottom: 16px;
`;

const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 12px;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 0 12px;
`;

const byKey = {
  company: (c: LicensedCompanyName) => c.id,
  state: (s: LicensedCompanyState) => String(s.id),
  commodity: (c: LicensedCompanyCommodity) => String(c.id),
  licenseType: (type: string) => type,
};
const labels = {
  company: (c: LicensedCompanyName) => c.name,
  state: (s: LicensedCompanyState) => s.name,
  commodity: (c: LicensedCompanyCommodity) => c.name,
  licenseType: (type: string) => formatLicenseType(type) || type,
};

export interface LicensedCompaniesProps {
  className?: string;
}

/** Spec 1 §2 licensed companies page: searchable filters and a server-paged table of the most recent licenses. */
export const LicensedCompanies = withHostEvents('insights-licensed-companies', function LicensedCompanies({ className }: LicensedCompaniesProps) {
  const { routes } = useInsights();
  const state = useLicensedCompanies();
  useReportReady(state.rows.data !== undefined);
  const { lookups, draft, rows, page, perPage } = state;
  const columns = useMemo(() => licensedCompanyColumns(routes.company), [routes.company]);
  const companies = useCompanyPicker(draft.company);

  const set = <K extends keyof LicensedCompanyFilters>(key: K) => (value: LicensedCompanyFilters[K]) => state.setFilter(key, value);

  return (
    <WidgetFrame label={LICENSED_COMPANIES_HEADING} className={className}>
      <Heading part="header">{LICENSED_COMPANIES_HEADING}</Heading>
      <Subheading>Who got licensed, where and when: the most recent licenses first.</Subheading>
      <FilterCard part="filters" role="search" aria-label="Filters">
        <FilterGrid>
          <SearchableSelect
            label="Company"
            placeholder="Search company"
            options={companies.options}
            onSearchChange={companies.onSearchChange}
            hasMore={companies.hasMore}
            searching={companies.searching}
            value={draft.company}
            onChange={set('company')}
            getKey={byKey.company}
            getLabel={labels.company}
          />
          <SearchableSelect
            label="State"
            placeholder="Search state"
            options={lookups.states.data ?? []}
            value={draft.state as LicensedCompanyState | undefined}
            onChange={set('state')}
            getKey={byKey.state}
            getLabel={labels.state}
          />
          <SearchableSelect
            label="Commodity"
            placeholder="Search commodity"
            options={lookups.commodities.data ?? []}
            value={draft.commodity}
            onChange={set('commodity')}
            getKey={byKey.commodity}
            getLabel={labels.commodity}
          />
          <SearchableSelect
            label="License Type"
            placeholder="Search license type"
            options={lookups.licenseTypes.data ?? []}
            value={draft.licenseType}
            onChange={set('licenseType')}
            getKey={byKey.licenseType}
            getLabel={labels.licenseType}
          />
        </FilterGrid>
        <Actions>
          <Button
            variant="secondary"
            disabled={!state.canClear}
            onClick={state.clear}
          >
            Clear All Filters
          </Button>
          <Button
            disabled={!state.canApply}
            onClick={state.apply}
          >
            Apply Filters
          </Button>
        </Actions>
      </FilterCard>

      <Card>
        {state.failure ? (
          <ErrorState message={state.failure.message} onRetry={state.retry} />
        ) : (
          <Table
            label="Licensed companies"
            data={rows.data ?? []}
            columns={columns}
            loading={rows.isFetching || rows.isPending}
            getRowId={(row) => String(row.licenseId)}
            cards
            below={
              <Footer>
                <Pagination
                  label="Licensed companies pages"
                  page={page}
                  pageSize={perPage}
                  totalCount={state.total}
                  onPageChange={state.setPage}
                  pageSizeOptions={[...PAGE_SIZES]}
                  onPageSizeChange={state.setPerPage}
                />
                <PageNumberInput page={page} pageCount={state.pageCount} onPageChange={state.setPage} />
              </Footer>
            }
          />
        )}
      </Card>
    </WidgetFrame>
  );
});
