import { useRef } from 'react';
import { styled } from 'styled-components';
import { t } from '../../core/ui/tokens';
import { tooltipRows, type SeriesPoint } from '../logic/series';
import { useKeepInside } from '../../core/chart/useKeepInside';

const Box = styled.div`
  background: ${t.surface};
  color: ${t.text};
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  box-shadow: 0 6px 20px rgb(17 24 39 / 0.12);
  padding: 10px 12px;
  font-size: 12px;
  line-height: 1.4;
  min-width: 220px;
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  margin-bottom: 2px;
`;

const Swatch = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 2px;
  flex: none;
`;

const DateLine = styled.div`
  color: ${t.muted};
  margin-bottom: 6px;
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  column-gap: 12px;
  row-gap: 1px;
  margin: 0;
  dt {
    color: ${t.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** The supplier's price, rank and deltas ($ with 6 decimals) at one date; a row without a value is left out. */
export function ChartTooltip({ supplier, colour, point, only }: {
  supplier: string;
  colour: string;
  point: SeriesPoint;
  /** Labels to show (all when omitted). */
  only?: readonly string[];
}) {
  const rows = tooltipRows(point).filter((r) => !only || only.includes(r.label));
  const box = useRef<HTMLDivElement>(null);
  useKeepInside(box, point);
  return (
    <Box role="tooltip" ref={box}>
      <Title>
        <Swatch style={{ background: colour }} />
        {supplier}
      </Title>
      <DateLine>{point.date}</DateLine>
      <Rows>
        {rows.map((row) => (
          <div key={row.label} style={{ display: 'contents' }}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </Rows>
    </Box>
  );
}
