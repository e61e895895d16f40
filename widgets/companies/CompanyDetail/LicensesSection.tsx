import { styled } from 'styled-components';
import { Fragment, useState } from 'react';
import type { License } from '../../core/api/companies';
import { formatDateSafe } from '../../core/format/date';
import { formatLicenseType } from '../../core/format/text';
import { Spinner } from '../../core/ui/Spinner';
import { StatusBadge } from '../../core/ui/StatusBadge';
import { EmptyCell, Scroller, StyledTable, Td, Th, Tr } from '../../core/ui/table/Table.styles';
import { t, tint } from '../../core/ui/tokens';
import { PremiumValue } from '../shared/PremiumValue';
import { CommodityIcon } from '../../core/ui/market/MarketVisuals';
import { COMPACT_BELOW_PX, compactLabels, LicenseActions } from './LicenseActions';
import { useCaseHistory } from './useCompanyDetail';

const Expander = styled.button`
  width: 26px;
  height: 26px;
  border: 1px solid ${t.border};
  border-radius: 6px;
  background: ${t.surface};
  color: ${t.text};
  cursor: pointer;
  font: inherit;
  line-height: 1;
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 2px;
  }
`;

/**
 * The table measures its own width (container query) so LicenseActions can drop to icon buttons when narrow,
 * and the actions column sticks to the right edge: whatever scrolls, the actions stay in view.
 */
const LicensesScroller = styled(Scroller)`
  container: licenses / inline-size;
  ${compactLabels}
  /* Compact: the commodity moves into the State cell as its icon (named for screen readers), freeing a column. */
  .state-commodity {
    display: none;
  }
  @container licenses (max-width: ${COMPACT_BELOW_PX}px) {
    .commodity-column {
      display: none;
    }
    .state-commodity {
      display: inline-flex;
    }
  }
`;

// Compact: tighter cells and a notch smaller text, so the four-digit-year dates still fit a 760 px card.
const compactPadding = `
  @container licenses (max-width: ${COMPACT_BELOW_PX}px) {
    padding-inline: 6px;
    font-size: 13px;
  }
`;

const Cell = styled(Td)`
  padding: 8px 12px;
  white-space: nowrap;
  ${compactPadding}
`;

const HeadCell = styled(Th)`
  padding: 10px 12px;
  ${compactPadding}
`;



const stickyRight = `
  position: sticky;
  right: 0;
  box-shadow: inset 1px 0 0 ${t.border};
`;

const ActionsHead = styled(HeadCell)`
  ${stickyRight}
  z-index: 1;
  text-align: right;
`;

const ActionsCell = styled(Cell)`
  ${stickyRight}
  background: ${t.surface};
  text-align: right;
`;

const StateCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

const CasesCell = styled.td`
  padding: 12px 16px 16px 56px;
  background: ${tint(t.info, 4)};
  border-bottom: 1px solid ${t.border};
`;

const CaseTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    padding: 6px 10px;
    text-align: left;
    border-bottom: 1px solid ${t.border};
  }
  th {
    color: ${t.muted};
    font-weight: 600;
  }
  a {
    color: ${t.primary};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${t.muted};
`;

const date = (value: string | null | undefined) => formatDateSafe(value);

function CaseHistory({ companyId, licenseId }: { companyId: string; licenseId: number }) {
  const cases = useCaseHistory(companyId, licenseId);
  if (cases.isPending) return <Spinner label="Loading" />;
  if (cases.isError) return <Note role="alert">{cases.error.message}</Note>;
  if (cases.data.length === 0) return <Note>No cases recorded for this license.</Note>;
  return (
    <CaseTable aria-label="Case history">
      <thead>
        <tr>
          {['Case Number', 'Case Title', 'Case Open Date', 'Case Close Date', 'Status', 'Case Desc', 'Note'].map((h) => (
            <th key={h} scope="col">{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {cases.data.map((c) => (
          <tr key={c.id}>
            <td>
              <PremiumValue isPremium={c.isPremium}>
                {c.pucUrl ? (
                  <a href={c.pucUrl} target="_blank" rel="noreferrer noopener">{c.caseNumber}</a>
                ) : (
                  c.caseNumber
                )}
              </PremiumValue>
            </td>
            <td><PremiumValue isPremium={c.isPremium}>{c.caseTitle}</PremiumValue></td>
            <td><PremiumValue isPremium={c.isPremium}>{date(c.caseOpenDate)}</PremiumValue></td>
            <td><PremiumValue isPremium={c.isPremium}>{date(c.caseCloseDate)}</PremiumValue></td>
            <td><PremiumValue isPremium={c.isPremium}><StatusBadge status={c.caseStatus} /></PremiumValue></td>
            <td><PremiumValue isPremium={c.isPremium}>{c.caseType}</PremiumValue></td>
            <td><PremiumValue isPremium={c.isPremium}>{c.caseNote}</PremiumValue></td>
          </tr>
        ))}
      </tbody>
    </CaseTable>
  );
}

export interface LicensesTableProps {
  companyId: string;
  licenses: License[];
  loading: boolean;
  followingId: number | null;
  onFollow: (license: License) => void;
}

const HEADERS = ['State', 'Commodity', 'License Number', 'License Type', 'Status', 'Start', 'End'];
const COLUMN_COUNT = HEADERS.length + 1;

/** Licenses with expandable case history and per-license Source Site / Screenshot / Follow (disabled without premium). */
export function LicensesTable({ companyId, licenses, loading, followingId, onFollow }: LicensesTableProps) {
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (id: number) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
  };
  return (
    <LicensesScroller aria-busy={loading || undefined}>
      <StyledTable aria-label="Licenses">
        <thead>
          <tr>
            {HEADERS.map((h) => (
              <HeadCell key={h} scope="col" className={h === 'Commodity' ? 'commodity-column' : undefined}>{h}</HeadCell>
            ))}
            <ActionsHead scope="col">Actions</ActionsHead>
          </tr>
        </thead>
        <tbody>
          {loading && licenses.length === 0 && (
            <Tr><EmptyCell colSpan={COLUMN_COUNT}><Spinner label="Loading" /></EmptyCell></Tr>
          )}
          {!loading && licenses.length === 0 && (
            <Tr><EmptyCell colSpan={COLUMN_COUNT}>No data found</EmptyCell></Tr>
          )}
          {licenses.map((license) => {
            const expanded = open.has(license.id);
            const premium = license.isPremium !== false;
            return (
              <Fragment key={license.id}>
                <Tr>
                  <Cell>
                    <StateCell>
                      <Expander
                        type="button"
                        aria-expanded={expanded}
                        aria-label={`${expanded ? 'Hide' : 'Show'} case history of the ${license.stateCode} ${license.commodity} license`}
                        onClick={() => toggle(license.id)}
                      >
                        {expanded ? '−' : '+'}
                      </Expander>
                      {license.stateCode}
                      {license.commodity && (
                        <span className="state-commodity" title={license.commodity}>
                          <CommodityIcon commodity={license.commodity} size={16} />
                        </span>
                      )}
                    </StateCell>
                  </Cell>
                  <Cell className="commodity-column">{license.commodity}</Cell>
                  <Cell><PremiumValue isPremium={license.isPremium}>{license.licenseNumber}</PremiumValue></Cell>
                  <Cell>{formatLicenseType(license.licenseType)}</Cell>
                  <Cell><PremiumValue isPremium={license.isPremium}><StatusBadge status={license.licenseStatus} /></PremiumValue></Cell>
                  <Cell><PremiumValue isPremium={license.isPremium}>{date(license.licenseRegisteredDate)}</PremiumValue></Cell>
                  <Cell><PremiumValue isPremium={license.isPremium}>{date(license.licenseExpiryDate)}</PremiumValue></Cell>
                  <ActionsCell>
                    <LicenseActions
                      license={license}
                      premium={premium}
                      busy={followingId === license.id}
                      onFollow={() => onFollow(license)}
                    />
                  </ActionsCell>
                </Tr>
                {expanded && (
                  <tr>
                    <CasesCell colSpan={COLUMN_COUNT}>
                      <CaseHistory companyId={companyId} licenseId={license.id} />
                    </CasesCell>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </StyledTable>
    </LicensesScroller>
  );
}
