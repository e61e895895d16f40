import { styled } from 'styled-components';
import { useState } from 'react';
import { useInsights } from '../../core/config/context';
import { t } from '../../core/ui/tokens';

const Img = styled.img<{ $size: number }>`
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 4px;
  flex: none;
  object-fit: contain;
`;

const Placeholder = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 4px;
  border: 1px dashed ${t.border};
  background: ${t.surfaceMuted};
  flex: none;
`;

/** A supplier's logo from the configured logo URL template ({domain}); a placeholder box when it fails or is unknown. */
export function SupplierLogo({ domain, size = 18 }: { domain?: string | null; size?: number }) {
  const { logoUrl } = useInsights();
  const [failed, setFailed] = useState(false);
  if (!domain || !logoUrl || failed) return <Placeholder $size={size} aria-hidden="true" data-testid="logo-placeholder" />;
  // Lazy and decoded off the main thread: a legend of 26+ suppliers below the fold starts no downloads while the page loads.
  return (
    <Img
      $size={size}
      src={logoUrl.replace('{domain}', encodeURIComponent(domain))}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
