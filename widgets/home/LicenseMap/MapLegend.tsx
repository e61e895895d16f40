import { styled } from 'styled-components';
import { t } from '../../core/ui/tokens';
import { NEUTRAL_FILL, shadeFill } from './mapColours';
import { SHADE_COUNT, legendBuckets, type LegendBucket } from './mapScale';

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

/** The legend and its reserve in one grid cell: the box is as tall as the taller of the two. */
const Stack = styled.div`
  display: grid;

  & > * {
    grid-area: 1 / 1;
    align-self: start;
  }
`;

const Reserve = styled(List)`
  visibility: hidden;
`;

/**
 * Every shade with four-digit bounds ('1,001–1,500'), the widths a state's license counts give. Laid out unseen under
 * the legend, it keeps the legend's height when the counts arrive (one swatch before, up to six after) and when the
 * metric changes, so the page below does not move: at a phone's width the legend wrapped to a second line on arrival.
 */
const RESERVE = legendBuckets(SHADE_COUNT * 1500, 1500);

function Entries({ buckets }: { buckets: LegendBucket[] }) {
  return (
    <>
      <Item>
        <Swatch $fill={NEUTRAL_FILL} aria-hidden="true" />
        No licenses
      </Item>
      {buckets.map((bucket) => (
        <Item key={bucket.shade}>
          <Swatch $fill={shadeFill(bucket.shade)} aria-hidden="true" />
          {bucket.label}
        </Item>
      ))}
    </>
  );
}

/**
 * The scale from zero up: the neutral swatch for states without licenses first (it alone shows while the counts load,
 * and stays in its place when they arrive), then one swatch per shade in use.
 */
export function MapLegend({ title, buckets }: { title: string; buckets: LegendBucket[] }) {
  return (
    <Stack>
      <Reserve aria-hidden="true">
        <Entries buckets={RESERVE} />
      </Reserve>
      <List aria-label={title} data-testid="license-map-legend">
        <Entries buckets={buckets} />
      </List>
    </Stack>
  );
}
