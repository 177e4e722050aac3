import { sql, type SQL } from 'drizzle-orm';

/**
 * The models a fitment row covers, as a join condition: its own model, or, for an engine-coded
 * fitment without a model, every model offered with that engine code. Every query that turns
 * fitments into vehicles (search, its index, the part page, related parts) joins through this, so
 * an N54 water pump listed once by engine is found under every car with the N54.
 */
export function fitmentCoversModel(fitment: string, model: string): SQL {
  const f = sql.raw(fitment);
  const mo = sql.raw(model);
  return sql`(${mo}.id = ${f}.model_id or (${f}.model_id is null and ${mo}.engine_codes @> jsonb_build_array(${f}.engine_code)
    and ${f}.year_from <= coalesce(${mo}.year_to, ${f}.year_to) and ${f}.year_to >= ${mo}.year_from))`;
}

/** The fitment's first year on that model: an engine-coded one's, within the model's years. */
export function fitmentYearFrom(fitment: string, model: string): SQL {
  return sql.raw(`(case when ${fitment}.model_id is null then greatest(${fitment}.year_from, ${model}.year_from) else ${fitment}.year_from end)`);
}

/** The fitment's last year on that model. */
export function fitmentYearTo(fitment: string, model: string): SQL {
  return sql.raw(
    `(case when ${fitment}.model_id is null then least(${fitment}.year_to, coalesce(${model}.year_to, ${fitment}.year_to)) else ${fitment}.year_to end)`,
  );
}
