import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { EXAMPLE_PART_NUMBERS } from '@shared/catalog-examples';
import { partPath } from './part-number-search-form';

/** Three real numbers from the catalog (a cup holder, a turbocharger, a door handle), one click away. */
export function ExamplePartNumbers() {
  return (
    <section aria-labelledby="example-numbers-title">
      <h2 id="example-numbers-title" className="text-sm font-semibold text-muted-foreground">
        Try an example
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {EXAMPLE_PART_NUMBERS.map((example) => (
          <li key={example.partNumber}>
            <Link
              href={partPath(example.partNumber)}
              className="group flex h-full items-center justify-between gap-3 rounded-xl border border-border bg-card p-4 shadow-xs transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md"
            >
              <span className="min-w-0">
                <span className="block text-sm font-semibold">{example.label}</span>
                <span className="block font-mono text-sm text-muted-foreground">{example.partNumber}</span>
              </span>
              <ArrowRight className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-brand" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
