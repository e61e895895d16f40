import { styled } from 'styled-components';
import { useState, type RefObject } from 'react';
import { Button } from '../../core/ui/Button';
import { saveBlob, saveText } from '../../core/files';
import { chartCsv, chartFileName } from '../logic/chartCsv';
import type { ChartModel } from '../logic/series';
import { chartPng } from '../../core/chart/chartImage';
import { seriesStyle, type HighlightState } from './seriesStyle';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 6px;
`;

export interface ChartDownloadsProps {
  title: string;
  /** The chart's data; null (or not drawn yet) disables both buttons. */
  model: ChartModel | null;
  drawn: boolean;
  /** yyyy-MM-dd of the newest price: part of the file names. */
  day: string | null;
  /** 'Prices as of …', written under the title of the image. */
  subtitle: string | null;
  highlight: HighlightState;
  /** The box the chart is drawn in. */
  body: RefObject<HTMLElement | null>;
  /** The applied filters: a line under the image's title ('Market: ERCOT · State: Texas · …') and the files' names. */
  filters?: readonly { key: string; label: string; value: string }[];
}

/** 'Download CSV' (the series as drawn) and 'Download PNG' (the drawing with its title and legend) of one chart. */
export function ChartDownloads({ title, model, drawn, day, subtitle, highlight, body, filters = [] }: ChartDownloadsProps) {
  const [saving, setSaving] = useState(false);
  const savePng = async () => {
    if (!model || !body.current) return;
    setSaving(true);
    try {
      const legend = model.series.map((s) => ({ label: s.id, colour: seriesStyle(s.supplierId, highlight, model.series.length).colour }));
      const details = filters.map((f) => f.label).join(' · ') || null;
      saveBlob(await chartPng(body.current, { title, subtitle, details, legend }), chartFileName(title, day, 'png', filters));
    } catch (error) {
      console.error('The chart image could not be made', error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Actions>
      <Button variant="secondary" size="sm" disabled={!model} onClick={() => model && saveText(chartFileName(title, day, 'csv', filters), chartCsv(model.series))}>
        Download CSV
      </Button>
      <Button variant="secondary" size="sm" disabled={!model || !drawn} busy={saving} onClick={() => void savePng()}>
        Download PNG
      </Button>
    </Actions>
  );
}
