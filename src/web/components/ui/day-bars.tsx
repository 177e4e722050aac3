interface DayBarsProps {
  label: string;
  days: readonly { date: string; clicks: number }[];
}

const WIDTH = 600;
const HEIGHT = 120;

/** Clicks per day as an SVG column chart; each column's title gives the date and the count. */
export function DayBars({ label, days }: DayBarsProps) {
  const max = Math.max(1, ...days.map((d) => d.clicks));
  const step = WIDTH / Math.max(1, days.length);
  const total = days.reduce((sum, d) => sum + d.clicks, 0);
  return (
    <figure className="grid gap-1">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-32 w-full" role="img" aria-label={`${label}: ${total} in ${days.length} days, at most ${max === 1 && total === 0 ? 0 : max} a day`}>
        {days.map((d, i) => {
          const h = (d.clicks / max) * (HEIGHT - 4);
          return (
            <rect key={d.date} x={i * step + step * 0.1} y={HEIGHT - h} width={step * 0.8} height={h} className="fill-primary">
              <title>{`${d.date}: ${d.clicks}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-xs text-muted-foreground">
        <span>{days[0]?.date}</span>
        <span>{days[days.length - 1]?.date}</span>
      </figcaption>
    </figure>
  );
}
