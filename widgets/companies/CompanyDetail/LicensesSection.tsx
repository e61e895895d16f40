import styled from 'styled-components';
import { Fragment, useState } from 'react';
import type { License } from '../../core/api/companies';
import { formatDateSafe } from '../../core/format/date';
import { formatLicenseType } from '../../core/format/text';
import { LinkButton } from '../../core/ui/LinkButton';
import { Spinner } from '../../core/ui/Spinner';
import { EmptyCell, Scroller, StyledTable, Td, Th, Tr } from '../../core/ui/table/Table.styles';
import { t, tint } from '../../core/ui/tokens';
import { FollowButton } from '../shared/FollowButton';
import { PremiumValue } from '../shared/PremiumValue';
import { useCaseHistory } from './useCompanyDetail';

const Expander = styled.button`
  width: 28px;
  height: 28px;
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 6px;
  min-width: 180px;
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
            <td><PremiumValue isPremium={c.isPremium}>{c.caseStatus}</PremiumValue></td>
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

const HEADERS = ['', 'License State', 'Commodity', 'License Number', 'License Type', 'Status', 'Start', 'End', ''];

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
    <Scroller aria-busy={loading || undefined}>
      <StyledTable aria-label="Licenses">
        <thead>
          <tr>
            {HEADERS.map((h, i) => (
              <Th key={i} scope="col">{h || <span style={{ position: 'absolute', clipPath: 'inset(50%)' }}>{i === 0 ? 'Case history' : 'Actions'}</span>}</Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading && licenses.length === 0 && (
            <Tr><EmptyCell colSpan={HEADERS.length}><Spinner label="Loading" /></EmptyCell></Tr>
          )}
          {!loading && licenses.length === 0 && (
            <Tr><EmptyCell colSpan={HEADERS.length}>No data found</EmptyCell></Tr>
          )}
          {licenses.map((license) => {
            const expanded = open.has(license.id);
            const premium = license.isPremium !== false;
            return (
              <Fragment key={license.id}>
                <Tr>
                  <Td>
                    <Expander
                      type="button"
                      aria-expanded={expanded}
                      aria-label={`${expanded ? 'Hide' : 'Show'} case history of the ${license.stateCode} ${license.commodity} license`}
                      onClick={() => toggle(license.id)}
                    >
                      {expanded ? '−' : '+'}
                    </Expander>
                  </Td>
                  <Td>{license.stateCode}</Td>
                  <Td>{license.commodity}</Td>
                  <Td><PremiumValue isPremium={license.isPremium}>{license.licenseNumber}</PremiumValue></Td>
                  <Td>{formatLicenseType(license.licenseType)}</Td>
                  <Td><PremiumValue isPremium={license.isPremium}>{license.licenseStatus}</PremiumValue></Td>
                  <Td><PremiumValue isPremium={license.isPremium}>{date(license.licenseRegisteredDate)}</PremiumValue></Td>
                  <Td><PremiumValue isPremium={license.isPremium}>{date(license.licenseExpiryDate)}</PremiumValue></Td>
                  <Td>
                    <Actions>
                      <LinkButton
                        href={premium && license.sourceUrl ? license.sourceUrl : undefined}
                        aria-disabled={!premium || !license.sourceUrl}
                        target="_blank"
                        rel="noreferrer noopener"
                        role="link"
                      >
                        Source Site
                      </LinkButton>
                      <LinkButton
                        href={premium && license.screenshotUrl ? license.screenshotUrl : undefined}
                        aria-disabled={!premium || !license.screenshotUrl}
                        target="_blank"
                        rel="noreferrer noopener"
                        role="link"
                      >
                        Screenshot
                      </LinkButton>
                      <FollowButton
                        following={license.isSubscribe}
                        disabled={!premium}
                        busy={followingId === license.id}
                        subject={`${license.stateCode} ${license.commodity} license`}
                        onToggle={() => onFollow(license)}
                      />
                    </Actions>
                  </Td>
                </Tr>
                {expanded && (
                  <tr>
                    <CasesCell colSpan={HEADERS.length}>
                      <CaseHistory companyId={companyId} licenseId={license.id} />
                    </CasesCell>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </StyledTable>
    </Scroller>
  );
}
