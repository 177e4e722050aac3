/**
 * A rev counter drawn in SVG: the hero's decoration, so the page needs no photography.
 * Scale 0–8 (×1000 rpm) over a 270° sweep, redline from 6.5.
 */
const CX = 200;
const CY = 200;
const START_DEG = 135;
const SWEEP_DEG = 270;
const MAX = 8;
const REDLINE = 6.5;
const NEEDLE_AT = 6.55;

function angle(value: number): number {
  return ((START_DEG + (value / MAX) * SWEEP_DEG) * Math.PI) / 180;
}

function point(value: number, radius: number): [number, number] {
  const a = angle(value);
  return [CX + radius * Math.cos(a), CY + radius * Math.sin(a)];
}

function arc(from: number, to: number, radius: number): string {
  const [x1, y1] = point(from, radius);
  const [x2, y2] = point(to, radius);
  const large = ((to - from) / MAX) * SWEEP_DEG > 180 ? 1 : 0;
  return `M${x1.toFixed(2)} ${y1.toFixed(2)}A${radius} ${radius} 0 ${large} 1 ${x2.toFixed(2)} ${y2.toFixed(2)}`;
}

const TICKS = Array.from({ length: MAX * 4 + 1 }, (_, i) => i / 4);

export function HeroGauge({ className }: { className?: string }) {
  const [nx, ny] = point(NEEDLE_AT, 150);
  const [tx, ty] = point(NEEDLE_AT + 4, 22);
  return (
    <svg viewBox="0 0 400 400" className={className} aria-hidden="true" focusable="false">
      <circle cx={CX} cy={CY} r="196" fill="rgb(255 255 255 / 0.03)" stroke="rgb(255 255 255 / 0.10)" strokeWidth="2" />
      <circle cx={CX} cy={CY} r="184" fill="none" stroke="rgb(255 255 255 / 0.06)" strokeWidth="1" />
      <path d={arc(0, MAX, 170)} fill="none" stroke="rgb(255 255 255 / 0.12)" strokeWidth="3" />
      <path d={arc(REDLINE, MAX, 170)} fill="none" stroke="var(--color-primary)" strokeWidth="10" />
      {TICKS.map((value) => {
        const major = Number.isInteger(value);
        const half = !major && Number.isInteger(value * 2);
        const [x1, y1] = point(value, 166);
        const [x2, y2] = point(value, major ? 142 : half ? 152 : 158);
        const red = value >= REDLINE;
        return (
          <line
            key={value}
            x1={x1}
            y1={y1}
            x2={x2}
            y2={y2}
            stroke={red ? 'var(--color-primary)' : major ? 'rgb(255 255 255 / 0.85)' : 'rgb(255 255 255 / 0.35)'}
            strokeWidth={major ? 4 : 2}
            strokeLinecap="round"
          />
        );
      })}
      {Array.from({ length: MAX + 1 }, (_, value) => {
        const [x, y] = point(value, 118);
        return (
          <text
            key={value}
            x={x}
            y={y}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize="22"
            fontWeight="700"
            fontStyle="italic"
            fill={value >= REDLINE ? 'var(--color-inverse-brand)' : 'rgb(255 255 255 / 0.85)'}
          >
            {value}
          </text>
        );
      })}
      <text x={CX} y={CY + 62} textAnchor="middle" fontSize="12" letterSpacing="3" fill="rgb(255 255 255 / 0.5)">
        RPM ×1000
      </text>
      <line x1={tx} y1={ty} x2={nx} y2={ny} stroke="var(--color-primary)" strokeWidth="5" strokeLinecap="round" />
      <circle cx={CX} cy={CY} r="16" fill="#1b1e23" stroke="rgb(255 255 255 / 0.25)" strokeWidth="2" />
      <circle cx={CX} cy={CY} r="5" fill="var(--color-primary)" />
    </svg>
  );
}
