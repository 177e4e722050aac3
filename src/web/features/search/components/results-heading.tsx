/** The page's h1, naming what is searched, and the vehicle it is for. */
export function ResultsHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mt-6">
      <h1 id="results-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {title}
      </h1>
      {subtitle && <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p>}
    </div>
  );
}
