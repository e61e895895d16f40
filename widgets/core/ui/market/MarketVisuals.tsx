import { styled } from 'styled-components';
import { useState } from 'react';
import { useInsights } from '../../config/context';
import { t } from '../tokens';
import { supplierLogoDomain } from '../../../../contract/pricing/supplierDomains';

/** Commodity icon of the market cards (spec 2 §2): 1 electricity, 2 gas; the label names it for screen readers. */
export function CommodityIcon({ commodity, size = 18 }: { commodity: number | string | null | undefined; size?: number }) {
  const gas = commodity === 2 || commodity === '2' || /gas/i.test(String(commodity ?? ''));
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={gas ? 'Natural gas' : 'Electricity'} focusable="false"
      style={{ color: gas ? '#0e7490' : '#ca8a04', flex: 'none' }}>
      {gas ? (
        <path d="M12 2c1 3.5 5 6 5 11a5 5 0 0 1-10 0c0-2.2 1-3.9 2.3-5.2.2 1.6.9 2.8 2.2 3.4C11 8.4 11 5.3 12 2z" fill="currentColor" />
      ) : (
        <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8z" fill="currentColor" />
      )}
    </svg>
  );
}

const Img = styled.img<{ $size: number }>`
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 6px;
  flex: none;
  object-fit: contain;
  background: ${t.surface};
`;

const Placeholder = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 6px;
  border: 1px dashed ${t.border};
  background: ${t.surfaceMuted};
  flex: none;
`;

/**
 * A supplier's logo by the supplier-to-domain map (default fallback domain for an unknown supplier), from the
 * configured logo template or, on a page configured with the server address only, the server's logo route.
 * A placeholder box when the image fails.
 */
export function SupplierLogo({ supplierId, name, size = 28 }: { supplierId?: string | null; name?: string | null; size?: number }) {
  const { logoUrl: template } = useInsights(); // default: the server's /public/logos/{domain}.svg
  const [failed, setFailed] = useState(false);
  const label = name || (supplierId ? `Supplier ${supplierId}` : 'Supplier');
  if (failed) return <Placeholder $size={size} role="img" aria-label={label} data-testid="logo-placeholder" />;
  // Lazy and decoded off the main thread: a leaderboard's logos below the fold start no download while the page loads.
  return (
    <Img $size={size} src={template.replace('{domain}', encodeURIComponent(supplierLogoDomain(supplierId)))} alt={label}
      title={label} loading="lazy" decoding="async" onError={() => setFailed(true)} />
  );
}

const MEDAL_COLOURS = ['#d4a017', '#9ca3af', '#b06a2b'] as const;
export const MEDAL_NAMES = ['Gold', 'Silver', 'Bronze'] as const;

const MedalBox = styled.span<{ $colour: string }>`
  position: relative;
  display: inline-flex;
  padding: 2px;
  border-radius: 8px;
  border: 2px solid ${(p) => p.$colour};
`;

const Ribbon = styled.span<{ $colour: string }>`
  position: absolute;
  top: -7px;
  right: -7px;
  min-width: 16px;
  height: 16px;
  padding: 0 3px;
  border-radius: 8px;
  background: ${(p) => p.$colour};
  color: #fff;
  font-size: 10px;
  font-weight: 700;
  line-height: 16px;
  text-align: center;
`;

/** Gold, silver or bronze around a supplier logo for ranks 1 to 3. */
export function MedalLogo({ rank, supplierId, name, size = 28 }: { rank: 1 | 2 | 3; supplierId?: string | null; name?: string | null; size?: number }) {
  const colour = MEDAL_COLOURS[rank - 1];
  return (
    <MedalBox $colour={colour} data-medal={MEDAL_NAMES[rank - 1].toLowerCase()} aria-label={`${MEDAL_NAMES[rank - 1]} medal`} role="group">
      <SupplierLogo supplierId={supplierId} name={name} size={size} />
      <Ribbon $colour={colour} aria-hidden="true">{rank}</Ribbon>
    </MedalBox>
  );
}

const LastBox = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 6px 2px 2px;
  border-radius: 8px;
  border: 2px dashed ${t.danger};
  color: ${t.danger};
  font-size: 11px;
  font-weight: 600;
`;

/** The last-place marker with the last-ranked supplier's logo. */
export function LastPlace({ supplierId, name, size = 28 }: { supplierId?: string | null; name?: string | null; size?: number }) {
  return (
    <LastBox role="group" aria-label="Last place" data-last-place="">
      <SupplierLogo supplierId={supplierId} name={name} size={size} />
      Last
    </LastBox>
  );
}
