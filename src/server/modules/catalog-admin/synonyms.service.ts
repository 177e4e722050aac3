import { asc, eq } from 'drizzle-orm';
import type { Synonym, SynonymCreate } from '@shared/schemas/admin-synonyms';
import type { Database } from '../../db/client';
import { searchSynonyms } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { fieldError } from '../console';
import { recordAudit, type AuditActor } from '../operators';

type SynonymRow = typeof searchSynonyms.$inferSelect;

const toSynonym = (row: SynonymRow): Synonym => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** Stored lower case: search folds case anyway, and one spelling keeps a term unique. */
const tidy = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The search's synonym table, edited from the console (each change audited). `changed` runs after a
 * change is committed, so the search reads the new table at its next query.
 */
export function createSynonymsService(db: Database, changed: () => void) {
  return {
    async list(): Promise<{ synonyms: Synonym[] }> {
      const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term));
      return { synonyms: rows.map(toSynonym) };
    },

    async create(input: SynonymCreate, actor: AuditActor): Promise<Synonym> {
      const term = tidy(input.term);
      const alternatives = [...new Set(input.alternatives.map(tidy))].filter((a) => a !== term);
      if (alternatives.length === 0) throw fieldError('alternatives', 'needs at least one alternative other than the term');
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.insert(searchSynonyms).values({ term, alternatives }).onConflictDoNothing().returning();
        if (!created) throw fieldError('term', `"${term}" already has synonyms; delete it first to change them`);
        await recordAudit(tx, { operator: actor, action: 'synonym.created', entity: 'search_synonym', entityId: created.id, before: null, after: { term, alternatives } });
        return created;
      });
      changed();
      return toSynonym(row);
    },

    async remove(id: number, actor: AuditActor): Promise<{ deleted: number }> {
      await db.transaction(async (tx) => {
        const [removed] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
        if (!removed) throw new HttpError(404, `no synonym has id ${id}`);
        await recordAudit(tx, {
          operator: actor,
          action: 'synonym.deleted',
          entity: 'search_synonym',
          entityId: id,
          before: { term: removed.term, alternatives: removed.alternatives },
          after: null,
        });
      });
      changed();
      return { deleted: id };
    },
  };
}

export type SynonymsService = ReturnType<typeof createSynonymsService>;
