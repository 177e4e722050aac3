import { type PointerEvent, useId, useMemo, useRef, useState } from 'react';
import { formatUsd } from '@shared/rules/money';
import { formatShortDay } from './chart-format';
import {
  dateTicks,
  nearestPoint,
  niceTicks,
  type PlotBox,
  plotPoints,
  type PlottedPoint,
  type PricePoint,
  priceToY,
  segments,
  stepPath,
} from './chart-scale';
import type { HistoryFacts } from './history-facts';
import { useElementWidth } from './use-element-width';

interface PriceLineChartProps {
  points: readonly PricePoint[];
  facts: HistoryFacts;
  /** The text alternative read instead of the drawing. */
  summary: string;
}

/** Rough width of one digit or symbol of the 11 px axis labels, to size the label gutter. */
const LABEL_CHAR_PX = 6.6;

function plotBox(width: number, yLabels: readonly string[]): PlotBox {
  const longest = Math.max(...yLabels.map((label) => label.length));
  return {
    width,
    height: width < 480 ? 190 : 230,
    padding: { top: 14, right: 14, bottom: 28, left: Math.ceil(longest * LABEL_CHAR_PX) + 14 },
  };
}

/** The area under one run of the step line, closed along the bottom of the plot. */
function areaPath(run: readonly PlottedPoint[], bottom: number): string {
  const first = run[0];
  const last = run.at(-1);
  if (!first || !last) return '';
  return `${stepPath(run)} V${bottom.toFixed(1)} H${first.x.toFixed(1)} Z`;
}

/**
 * The daily lowest price as a step line, drawn in plain SVG (no chart library): price grid, date
 * axis, the 90-day low as a dashed line and dot, today's price as a dot, and a hover read-out.
 * Screen readers get `summary` (and the page's data table) instead of the drawing.
 */
export function PriceLineChart({ points, facts, summary }: PriceLineChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef);
  // useId output may contain characters that are not valid in url(#…); keep letters, digits, - and _.
  const gradientId = `price-fill-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [hover, setHover] = useState<PlottedPoint | null>(null);

  const chart = useMemo(() => {
    if (width === 0) return null;
    const ticks = niceTicks(facts.low.price, facts.high.price, width < 480 ? 3 : 4);
    const box = plotBox(width, ticks.map(formatUsd));
    const plotted = plotPoints(points, ticks, box);
    return {
      ticks,
      box,
      plotted,
      runs: segments(plotted),
      bottom: box.height - box.padding.bottom,
      lowY: priceToY(facts.low.price, ticks, box),
      low: plotted.find((p) => p.date === facts.low.date),
      current: plotted.at(-1),
      dates: dateTicks(plotted, width < 480 ? 3 : 5),
    };
  }, [width, points, facts]);

  function onPointerMove(event: PointerEvent<SVGRectElement>) {
    if (!chart) return;
    const bounds = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    if (!bounds) return;
    setHover(nearestPoint(chart.plotted, event.clientX - bounds.left) ?? null);
  }

  return (
    <div ref={containerRef} className="relative w-full">
      {chart ? (
        <svg
          role="img"
          aria-label={summary}
          width={chart.box.width}
          height={chart.box.height}
          viewBox={`0 0 ${chart.box.width} ${chart.box.height}`}
          className="block overflow-visible text-[11px]"
        >
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="var(--primary)" stopOpacity="0.22" />
              <stop offset="100%" stopColor="var(--primary)" stopOpacity="0" />
            </linearGradient>
          </defs>

          {chart.ticks.map((tick) => {
            const y = priceToY(tick, chart.ticks, chart.box);
            return (
              <g key={tick}>
                <line
                  x1={chart.box.padding.left}
                  x2={chart.box.width - chart.box.padding.right}
                  y1={y}
                  y2={y}
                  className="stroke-border"
                  strokeWidth={1}
                />
                <text x={chart.box.padding.left - 8} y={y} dy="0.32em" textAnchor="end" className="fill-muted-foreground tabular-nums">
                  {formatUsd(tick)}
                </text>
              </g>
            );
          })}

          {chart.dates.map((point, index) => (
            <text
              key={point.date}
              x={point.x}
              y={chart.box.height - 8}
              textAnchor={index === 0 ? 'start' : index === chart.dates.length - 1 ? 'end' : 'middle'}
              className="fill-muted-foreground"
            >
              {formatShortDay(point.date)}
            </text>
          ))}

          {chart.runs.map((run) => (
            <path key={`area-${run[0]?.date}`} d={areaPath(run, chart.bottom)} fill={`url(#${gradientId})`} />
          ))}

          <line
            x1={chart.box.padding.left}
            x2={chart.box.width - chart.box.padding.right}
            y1={chart.lowY}
            y2={chart.lowY}
            className="stroke-emerald-600 dark:stroke-emerald-400"
            strokeWidth={1.25}
            strokeDasharray="4 4"
          />

          {chart.runs.map((run) => (
            <path
              key={`line-${run[0]?.date}`}
              d={stepPath(run)}
              fill="none"
              className="stroke-primary"
              strokeWidth={2}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          ))}

          {chart.low && (
            <circle cx={chart.low.x} cy={chart.low.y} r={5} className="fill-emerald-600 stroke-card dark:fill-emerald-400" strokeWidth={2} />
          )}
          {chart.current && (
            <circle cx={chart.current.x} cy={chart.current.y} r={5.5} className="fill-primary stroke-card" strokeWidth={2} />
          )}

          {hover && (
            <g aria-hidden="true">
              <line x1={hover.x} x2={hover.x} y1={chart.box.padding.top} y2={chart.bottom} className="stroke-foreground/30" strokeWidth={1} />
              <circle cx={hover.x} cy={hover.y} r={4} className="fill-card stroke-foreground" strokeWidth={2} />
            </g>
          )}

          <rect
            x={chart.box.padding.left}
            y={0}
            width={Math.max(0, chart.box.width - chart.box.padding.left - chart.box.padding.right)}
            height={chart.box.height}
            fill="transparent"
            onPointerMove={onPointerMove}
            onPointerLeave={() => setHover(null)}
          />
        </svg>
      ) : (
        <div className="h-[230px]" />
      )}

      {chart && hover && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute whitespace-nowrap rounded-md border border-border bg-popover px-2 py-1 text-xs shadow-md"
          style={{
            left: Math.min(Math.max(hover.x, 60), chart.box.width - 60),
            top: hover.y,
            transform: 'translate(-50%, calc(-100% - 10px))',
          }}
        >
          <span className="text-muted-foreground">{formatShortDay(hover.date)}</span>{' '}
          <span className="font-semibold tabular-nums">{formatUsd(hover.price)}</span>
        </div>
      )}
    </div>
  );
}
