import { styled } from 'styled-components';
import { t } from '../../core/ui/tokens';
import { NEUTRAL_FILL, shadeFill } from './mapColours';
import type { LegendBucket } from './mapScale';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${t.muted};
  font-size: 12px;
  font-variant-numeric: tabular-nums;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

const Swatch = styled.span<{ $fill: string }>`
  width: 14px;
  height: 14px;
  border-radius: 3px;
  border: 1px solid ${t.border};
  background: ${(p) => p.$fill};
  flex: none;
`;

/** The scale: one swatch per shade in use, and the neutral one for states without licenses. */
export function MapLegend({ title, buckets }: { title: string; buckets: LegendBucket[] }) {
  return (
    <List aria-label={title} data-testid="license-map-legend">
      {buckets.map((bucket) => (
        <Item key={bucket.shade}>
          <Swatch $fill={shadeFill(bucket.shade)} aria-hidden="true" />
          {bucket.label}
        </Item>
      ))}
      <Item>
        <Swatch $fill={NEUTRAL_FILL} aria-hidden="true" />
        No licenses
      </Item>
    </List>
  );
}
