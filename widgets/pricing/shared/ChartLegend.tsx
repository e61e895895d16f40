import styled from 'styled-components';
import { t } from '../../core/ui/tokens';
import { supplierDomain } from '../../../contract/pricing/supplierDomains';
import type { ChartSeries } from '../logic/series';
import { SupplierLogo } from './SupplierLogo';
import { supplierColour } from './supplierColours';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 14px;
  margin: 0;
  padding: 12px 4px 0;
  list-style: none;
  border-top: 1px solid ${t.border};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 12px;
  color: ${t.text};
`;

const Swatch = styled.span`
  width: 12px;
  height: 3px;
  border-radius: 2px;
  flex: none;
`;

/** One entry per supplier: its colour, logo and name. */
export function ChartLegend({ series, label }: { series: readonly ChartSeries[]; label: string }) {
  return (
    <List aria-label={label}>
      {series.map((s) => (
        <Item key={s.supplierId}>
          <Swatch style={{ background: supplierColour(s.supplierId) }} />
          <SupplierLogo domain={supplierDomain(s.supplierId)} size={16} />
          {s.id}
        </Item>
      ))}
    </List>
  );
}
