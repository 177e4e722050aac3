import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useCan } from '@web/lib/operator-context';
import { useSynonymChanges, useSynonyms } from '../api/synonyms-api';

/** Alternatives are typed as one comma-separated line: "shock absorber, strut, damper". */
const splitAlternatives = (text: string) =>
  text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/**
 * Catalog → Synonyms: the shop words search understands ("shocks" → shock absorber, strut, damper).
 * Analysts read them; editors and admins add and delete (each change in the audit log, searched at once).
 */
export function SynonymsSection() {
  const canEdit = useCan('editor');
  const synonyms = useSynonyms();
  const { add, remove } = useSynonymChanges();
  const [draft, setDraft] = useState({ term: '', alternatives: '' });
  const [saved, setSaved] = useState('');
  const errors = add.error?.fieldErrors ?? {};

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved('');
    add.mutate(
      { term: draft.term, alternatives: splitAlternatives(draft.alternatives) },
      {
        onSuccess: (created) => {
          setDraft({ term: '', alternatives: '' });
          setSaved(`Synonym "${created.term}" added.`);
        },
      },
    );
  }

  return (
    <section className="grid gap-3" aria-labelledby="synonyms-heading">
      <h2 id="synonyms-heading" className="text-xl font-semibold tracking-tight">
        Synonyms
      </h2>
      <p className="text-sm text-muted-foreground">Words shoppers type and what the catalog calls them; search looks for either.</p>
      {synonyms.isError && <p role="alert" className="text-sm text-destructive">{synonyms.error.message}</p>}
      {synonyms.data && (
        <ul className="grid gap-1 text-sm" aria-label="Synonyms">
          {synonyms.data.synonyms.length === 0 && <li className="text-muted-foreground">No synonym yet.</li>}
          {synonyms.data.synonyms.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-1.5">
              <span>
                <strong>{s.term}</strong> → {s.alternatives.join(', ')}
              </span>
              {canEdit && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete synonym ${s.term}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(s.id, { onSuccess: () => setSaved(`Synonym "${s.term}" deleted.`) })}
                >
                  Delete
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form onSubmit={submit} noValidate aria-label="Add a synonym" className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
          <FormField label="Shopper's word" error={errors.term}>
            <Input value={draft.term} onChange={(e) => setDraft((d) => ({ ...d, term: e.target.value }))} placeholder="shocks" />
          </FormField>
          <FormField label="Catalog's words (comma-separated)" error={errors.alternatives ?? Object.entries(errors).find(([k]) => k.startsWith('alternatives'))?.[1]}>
            <Input value={draft.alternatives} onChange={(e) => setDraft((d) => ({ ...d, alternatives: e.target.value }))} placeholder="shock absorber, strut, damper" />
          </FormField>
          <Button type="submit" size="sm" variant="outline" disabled={add.isPending}>
            Add synonym
          </Button>
        </form>
      )}
      {add.error && Object.keys(errors).length === 0 && <p role="alert" className="text-sm text-destructive">{add.error.displayMessage}</p>}
      {remove.error && <p role="alert" className="text-sm text-destructive">{remove.error.displayMessage}</p>}
      {saved && <p role="status" className="text-sm text-muted-foreground">{saved}</p>}
    </section>
  );
}
