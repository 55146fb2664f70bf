/**
 * A line or bar chart drawn with PDFKit's own vector operations for printed reports: axes, a grid at
 * round values, the series in the app's palette and a legend. ECharts draws the screen's charts in
 * the browser; drawing the same few shapes here keeps a charting runtime out of the server
 * (docs/decisions.md: reports, the PDF).
 */
export interface PrintedChart {
  title: string;
  kind: 'line' | 'bar';
  categories: readonly string[];
  series: readonly { name: string; values: readonly (number | null)[] }[];
  /** Values are shares 0–1, written as percentages. */
  share?: boolean;
}

/** The app's chart colours (the theme's primary and secondary first). */
const PALETTE = ['#00BD73', '#1F5D51', '#F2A93B', '#5470C6', '#EE6666', '#73C0DE', '#9A60B4'];

/** A round step for about `ticks` grid lines from 0 (or the lowest value) to the highest. */
function niceStep(span: number, ticks: number): number {
  const raw = span / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  return (residual > 5 ? 10 : residual > 2 ? 5 : residual > 1 ? 2 : 1) * magnitude;
}

function scaleOf(chart: PrintedChart): { low: number; high: number; step: number } {
  const values = chart.series.flatMap((series) => series.values).filter((value): value is number => value !== null && Number.isFinite(value));
  let low = Math.min(0, ...values);
  let high = Math.max(...values, 0);
  if (high === low) high = low + (chart.share ? 1 : 1);
  const step = niceStep(high - low, 4);
  low = Math.floor(low / step) * step;
  high = Math.ceil(high / step) * step;
  return { low, high, step };
}

const label = (value: number, share: boolean | undefined) =>
  share ? `${Math.round(value * 100)}%` : Math.abs(value) >= 1000 ? `${Math.round(value / 100) / 10}k` : `${Math.round(value * 100) / 100}`;

/** Draws `chart` in the box (x, y, width, height), its title included. */
export function drawChart(document: PDFKit.PDFDocument, chart: PrintedChart, x: number, y: number, width: number, height: number): void {
  document.font('Helvetica-Bold').fontSize(9.5).fillColor('black').text(chart.title, x, y, { width, lineBreak: false, ellipsis: true });
  const legendY = y + 14;
  let legendX = x;
  chart.series.forEach((series, index) => {
    document.rect(legendX, legendY + 2, 8, 6).fillColor(PALETTE[index % PALETTE.length]!).fill();
    document.fillColor('#333333').font('Helvetica').fontSize(7.5).text(series.name, legendX + 11, legendY, { lineBreak: false });
    legendX += 11 + document.widthOfString(series.name) + 12;
  });
  const left = x + 34;
  const top = legendY + 16;
  const bottom = y + height - 22;
  const right = x + width;
  const { low, high, step } = scaleOf(chart);
  const yOf = (value: number) => bottom - ((value - low) / (high - low)) * (bottom - top);

  document.lineWidth(0.25).strokeColor('#CCCCCC');
  for (let tick = low; tick <= high + step / 2; tick += step) {
    document.moveTo(left, yOf(tick)).lineTo(right, yOf(tick)).stroke();
    document.fillColor('#555555').fontSize(7).text(label(tick, chart.share), x, yOf(tick) - 3.5, { width: 30, align: 'right', lineBreak: false });
  }
  const count = Math.max(chart.categories.length, 1);
  const slot = (right - left) / count;
  // Every category's label when they fit, else every n-th.
  const every = Math.max(1, Math.ceil((count * 42) / (right - left)));
  chart.categories.forEach((category, index) => {
    if (index % every !== 0) return;
    document.fillColor('#555555').fontSize(6.5).text(category, left + index * slot, bottom + 4, { width: slot * every, align: 'left', lineBreak: false, ellipsis: true });
  });

  const seriesCount = Math.max(chart.series.length, 1);
  chart.series.forEach((series, seriesIndex) => {
    const colour = PALETTE[seriesIndex % PALETTE.length]!;
    if (chart.kind === 'bar') {
      const barWidth = (slot * 0.75) / seriesCount;
      series.values.forEach((value, index) => {
        if (value === null) return;
        const top = yOf(Math.max(value, 0));
        const base = yOf(Math.min(value, 0));
        document.rect(left + index * slot + slot * 0.125 + seriesIndex * barWidth, top, barWidth, Math.max(base - top, 0.5)).fillColor(colour).fill();
      });
      return;
    }
    document.lineWidth(1.2).strokeColor(colour);
    let drawing = false;
    series.values.forEach((value, index) => {
      const px = left + index * slot + slot / 2;
      if (value === null) {
        drawing = false;
        return;
      }
      if (drawing) document.lineTo(px, yOf(value));
      else document.moveTo(px, yOf(value));
      drawing = true;
    });
    document.stroke();
    series.values.forEach((value, index) => {
      if (value !== null) document.circle(left + index * slot + slot / 2, yOf(value), 1.4).fillColor(colour).fill();
    });
  });
  document.lineWidth(0.5).strokeColor('#888888').moveTo(left, bottom).lineTo(right, bottom).stroke();
  document.fillColor('black').strokeColor('black');
}
