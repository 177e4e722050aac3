import { useState, type FormEvent } from 'react';
import { ALIAS_SOURCES, type AliasSource } from '@shared/rules/vehicle-aliases';
import type { VehicleAlias } from '@shared/schemas/admin-vehicle-aliases';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Pager } from '@web/components/ui/pager';
import { useCan } from '@web/lib/operator-context';
import { useCatalogChoices } from '../api/catalog-api';
import { useVehicleAliasChanges, useVehicleAliases } from '../api/vehicle-aliases-api';

const SOURCE_LABELS: Record<AliasSource, string> = {
  model: 'model name',
  generation: 'chassis code',
  variant: 'variant',
  vpic: 'NHTSA vPIC',
  nickname: 'nickname',
  console: 'added here',
};

const vehicleOf = (a: VehicleAlias) => `${a.makeName} ${a.modelName}${a.generation ? ` (${a.generation})` : ''} · ${a.yearFrom}–${a.yearTo ?? 'now'}`;

/**
 * Catalog → Vehicle aliases: the names of cars search, suggestions, the assistant and VIN decoding
 * understand, each to the generation it means. Most come from the catalog and vPIC and are rebuilt with
 * them; editors add their own (and delete those), each change in the audit log and understood at once.
 */
export function VehicleAliasesSection() {
  const canEdit = useCan('editor');
  const [filter, setFilter] = useState<{ q: string; source: AliasSource | ''; page: number }>({ q: '', source: '', page: 1 });
  const aliases = useVehicleAliases({ q: filter.q || undefined, source: filter.source || undefined, page: filter.page });
  const choices = useCatalogChoices();
  const { add, remove } = useVehicleAliasChanges();
  const [draft, setDraft] = useState({ alias: '', modelId: '', yearFrom: '', yearTo: '' });
  const [saved, setSaved] = useState('');
  const errors = add.error?.fieldErrors ?? {};
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const year = (text: string) => (text.trim() ? Number(text) : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved('');
    add.mutate(
      { alias: draft.alias, modelId: Number(draft.modelId) || 0, yearFrom: year(draft.yearFrom), yearTo: year(draft.yearTo) },
      {
        onSuccess: (created) => {
          setDraft({ alias: '', modelId: '', yearFrom: '', yearTo: '' });
          setSaved(`Alias "${created.alias}" added for the ${vehicleOf(created)}.`);
        },
      },
    );
  }

  return (
    <section className="grid gap-3" aria-labelledby="vehicle-aliases-heading">
      <h2 id="vehicle-aliases-heading" className="text-xl font-semibold tracking-tight">
        Vehicle aliases
      </h2>
      <p className="text-sm text-muted-foreground">
        Names shoppers and VIN records give cars (spelling does not matter), each to the generation it means. Those from the catalog and NHTSA vPIC are rebuilt with the catalog.
      </p>
      <div className="flex flex-wrap gap-2">
        <Input aria-label="Filter aliases" placeholder="Alias begins with…" className="max-w-xs" value={filter.q} onChange={(e) => setFilter({ ...filter, q: e.target.value, page: 1 })} />
        <NativeSelect aria-label="Alias source" className="w-48" value={filter.source} onChange={(e) => setFilter({ ...filter, source: e.target.value as AliasSource | '', page: 1 })}>
          <option value="">Every source</option>
          {ALIAS_SOURCES.map((s) => (
            <option key={s} value={s}>
              {SOURCE_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {aliases.isError && <p role="alert" className="text-sm text-destructive">{aliases.error.message}</p>}
      {aliases.data && (
        <>
          <ul className="grid gap-1 text-sm" aria-label="Vehicle aliases">
            {aliases.data.aliases.length === 0 && <li className="text-muted-foreground">No alias matches.</li>}
            {aliases.data.aliases.map((a) => (
              <li key={a.id} className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-1.5">
                <span>
                  <strong>{a.alias}</strong> → {vehicleOf(a)} <span className="text-muted-foreground">· {SOURCE_LABELS[a.source]}</span>
                </span>
                {canEdit && a.source === 'console' && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete alias ${a.alias} of the ${vehicleOf(a)}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(a.id, { onSuccess: () => setSaved(`Alias "${a.alias}" deleted.`) })}
                  >
                    Delete
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <Pager page={aliases.data.page} pageSize={aliases.data.pageSize} total={aliases.data.total} onPage={(page) => setFilter({ ...filter, page })} noun={['alias', 'aliases']} label="Alias pages" />
        </>
      )}
      {canEdit && (
        <form onSubmit={submit} noValidate aria-label="Add a vehicle alias" className="grid gap-3 sm:grid-cols-[1fr_2fr_auto_auto_auto] sm:items-end">
          <FormField label="Alias" error={errors.alias}>
            <Input value={draft.alias} onChange={set('alias')} placeholder="Godzilla" />
          </FormField>
          <FormField label="Vehicle" error={errors.modelId}>
            <NativeSelect value={draft.modelId} onChange={set('modelId')}>
              <option value="">Choose a model</option>
              {choices.data?.models.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.makeName} {m.name} ({m.yearFrom}–{m.yearTo ?? 'now'})
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="From year" error={errors.yearFrom}>
            <Input inputMode="numeric" className="w-24" value={draft.yearFrom} onChange={set('yearFrom')} placeholder="model's" />
          </FormField>
          <FormField label="To year" error={errors.yearTo}>
            <Input inputMode="numeric" className="w-24" value={draft.yearTo} onChange={set('yearTo')} placeholder="model's" />
          </FormField>
          <Button type="submit" size="sm" variant="outline" disabled={add.isPending}>
            Add alias
          </Button>
        </form>
      )}
      {add.error && Object.keys(errors).length === 0 && <p role="alert" className="text-sm text-destructive">{add.error.displayMessage}</p>}
      {remove.error && <p role="alert" className="text-sm text-destructive">{remove.error.displayMessage}</p>}
      {saved && <p role="status" className="text-sm text-muted-foreground">{saved}</p>}
    </section>
  );
}
