/** A chart as a PNG to share: its title and freshness on top, the drawing, and a legend of the suppliers drawn. */

export interface ChartImageText {
  title: string;
  /** 'Prices as of 06/16/2025' */
  subtitle: string | null;
  /** The applied filters, 'Market: ERCOT · State: Texas · Term: 12 Months', wrapped to the image's width. */
  details?: string | null;
  legend: readonly { label: string; colour: string }[];
}

const PAD = 16;
const TITLE_FONT = '600 16px system-ui, sans-serif';
const TEXT_FONT = '12px system-ui, sans-serif';
const LEGEND_ROW = 18;
/** An SVG chart is drawn at twice its CSS size, so the image stays sharp when zoomed or pasted into a slide. */
const SVG_SCALE = 2;

/** The chart's own drawing: nivo's SVG (serialised and loaded as an image) or its canvas (the overview charts). */
async function drawingOf(box: HTMLElement): Promise<{ image: CanvasImageSource; width: number; height: number; scale: number }> {
  const canvas = box.querySelector('canvas');
  if (canvas) {
    const rect = canvas.getBoundingClientRect();
    // A canvas holds pixels: enlarging them would only blur, so the image keeps the canvas's own resolution.
    return { image: canvas, width: rect.width, height: rect.height, scale: Math.max(1, canvas.width / rect.width) };
  }
  // The chart's SVG is the largest one in the box (icons in buttons are small SVGs too).
  const svgs = [...box.querySelectorAll('svg')];
  const svg = svgs.sort((a, b) => b.getBoundingClientRect().width - a.getBoundingClientRect().width)[0];
  if (!svg) throw new Error('There is no chart to save.');
  const { width, height } = svg.getBoundingClientRect();
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  // Outside the page the text would fall back to the image viewer's font: carry the chart's own.
  copy.style.fontFamily = getComputedStyle(svg).fontFamily;
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    return { image, width, height, scale: SVG_SCALE };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Lays the legend out in rows that fit the width; returns each entry's position. */
function legendLayout(ctx: CanvasRenderingContext2D, legend: ChartImageText['legend'], width: number) {
  ctx.font = TEXT_FONT;
  let x = PAD;
  let y = 0;
  const placed = legend.map((entry) => {
    const w = 14 + ctx.measureText(entry.label).width + 16;
    if (x + w > width - PAD && x > PAD) {
      x = PAD;
      y += LEGEND_ROW;
    }
    const at = { ...entry, x, y };
    x += w;
    return at;
  });
  return { placed, height: legend.length ? y + LEGEND_ROW : 0 };
}

/** Splits text into lines that fit the width (at ' · ' between filters, else at spaces). */
function wrapText(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  ctx.font = TEXT_FONT;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Renders the chart in `box` to a PNG. */
export async function chartPng(box: HTMLElement, text: ChartImageText): Promise<Blob> {
  const drawing = await drawingOf(box);
  const width = Math.max(Math.ceil(drawing.width), 320);
  const measure = document.createElement('canvas').getContext('2d');
  if (!measure) throw new Error('This browser cannot draw images.');
  const legend = legendLayout(measure, text.legend, width + PAD * 2);
  const details = text.details ? wrapText(measure, text.details, width) : [];
  const head = PAD + 20 + (text.subtitle ? 18 : 0) + details.length * 16 + 8;
  const height = head + Math.ceil(drawing.height) + (legend.height ? PAD / 2 + legend.height : 0) + PAD;

  const canvas = document.createElement('canvas');
  const scale = drawing.scale;
  canvas.width = Math.round((width + PAD * 2) * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d')!;
  ctx.scale(scale, scale);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width + PAD * 2, height);
  ctx.textBaseline = 'top';
  ctx.fillStyle = '#111827';
  ctx.font = TITLE_FONT;
  ctx.fillText(text.title, PAD, PAD);
  if (text.subtitle) {
    ctx.font = TEXT_FONT;
    ctx.fillStyle = '#4b5563';
    ctx.fillText(text.subtitle, PAD, PAD + 22);
  }
  ctx.font = TEXT_FONT;
  ctx.fillStyle = '#4b5563';
  details.forEach((line, i) => ctx.fillText(line, PAD, PAD + 22 + (text.subtitle ? 18 : 0) + i * 16));
  ctx.drawImage(drawing.image, PAD, head, drawing.width, drawing.height);
  const legendTop = head + Math.ceil(drawing.height) + PAD / 2;
  ctx.font = TEXT_FONT;
  for (const entry of legend.placed) {
    ctx.fillStyle = entry.colour;
    ctx.fillRect(entry.x, legendTop + entry.y + 2, 10, 10);
    ctx.fillStyle = '#111827';
    ctx.fillText(entry.label, entry.x + 14, legendTop + entry.y + 1);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))), 'image/png'),
  );
}
