import { styled } from 'styled-components';
import { Button } from '../../core/ui/Button';
import { t, tint } from '../../core/ui/tokens';

const Mark = styled.span<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  color: ${(p) => (p.$on ? `color-mix(in srgb, ${t.success} 75%, black)` : t.text)};
  background: ${(p) => (p.$on ? tint(t.success) : t.surfaceMuted)};
`;

/** Whether the file holds this kind of record: Yes/No in words, not colour alone. */
export function FlagCell({ value }: { value: boolean | null | undefined }) {
  return <Mark $on={Boolean(value)}>{value ? 'Yes' : 'No'}</Mark>;
}

const StateName = styled.span`
  font-weight: 500;
`;

const StateCode = styled.span`
  margin-left: 8px;
  color: ${t.muted};
  font-size: 12px;
`;

export function StateCell({ state, stateName }: { state: string; stateName?: string }) {
  return (
    <>
      <StateName>{stateName || state}</StateName>
      {stateName && <StateCode>{state}</StateCode>}
    </>
  );
}

export function DownloadButton({ busy, label, onClick }: { busy: boolean; label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="secondary" busy={busy} onClick={onClick} aria-label={label}>
      {busy ? 'Preparing…' : 'Download'}
    </Button>
  );
}
