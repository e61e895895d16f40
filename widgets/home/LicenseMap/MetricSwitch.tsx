import { useId } from 'react';
import { styled } from 'styled-components';
import { LicenseTypeTerm } from '../../core/ui/LicenseTypeTerm';
import { t, VISUALLY_HIDDEN } from '../../core/ui/tokens';
import { MAP_METRICS, METRIC_LABELS, type MapMetric } from './mapScale';

const Group = styled.fieldset`
  display: inline-flex;
  /* On a phone 'New (12 months)' moves to a line of its own rather than breaking in two. */
  flex-wrap: wrap;
  margin: 0;
  padding: 2px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surfaceMuted};
  legend {
    ${VISUALLY_HIDDEN}
  }
`;

const Option = styled.label`
  position: relative;
  white-space: nowrap;
  padding: 4px 12px;
  border-radius: 6px;
  color: ${t.muted};
  font-weight: 500;
  cursor: pointer;
  /* The real radio covers its label, invisible: a click anywhere on the option hits it. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    background: ${t.surface};
    color: ${t.text};
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.12);
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${t.primary};
    outline-offset: 1px;
  }
`;

/** Total / ABC / Supplier / New (12 months) as native radio buttons: arrow keys move between them, as a screen reader expects. */
export function MetricSwitch({ value, onChange }: { value: MapMetric; onChange: (metric: MapMetric) => void }) {
  // Per instance: two maps on one page must not share one radio group.
  const name = useId();
  return (
    <Group>
      <legend>Licenses to show</legend>
      {MAP_METRICS.map((metric) => (
        <Option key={metric}>
          <input type="radio" name={name} value={metric} checked={value === metric} onChange={() => onChange(metric)} />
          <LicenseTypeTerm type={METRIC_LABELS[metric]} />
        </Option>
      ))}
    </Group>
  );
}
