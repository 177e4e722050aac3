import { fitVerdict, type FitVehicle, type FitVerdict } from '@shared/rules/fitment';
import { matchCatalogVehicles } from '@shared/rules/vin-catalog';
import { checkDigitMatches, checkDigitWarning, undecodableVinMessage, validateVin, withExpectedCheckDigit, type VinProblem } from '@shared/rules/vin';
import type { FitmentReportBody, VinDecode, VinMatch } from '@shared/schemas/fitment';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { vehicleAliasTargets } from '../vehicles';
import * as queries from './fitment.queries';
import type { VinDecoder } from './vin-decoder';

/** Specifications that say what standard a universal part (a fluid) meets. */
const STANDARD_SPECS = /^(standard|approval|specification|meets|viscosity)$/i;

export class VinInputError extends Error {
  constructor(
    readonly reason: VinProblem,
    message: string,
  ) {
    super(message);
  }
}

/** The vehicle of a part or search request, when it names one completely enough to judge. */
export function vehicleOf(query: { modelId?: number; year?: number; variant?: string; engine?: string; body?: string }): FitVehicle | null {
  if (query.modelId === undefined || query.year === undefined) return null;
  return { modelId: query.modelId, year: query.year, variant: query.variant || null, engine: query.engine || null, body: query.body || null };
}

/** `primary`: where a stale vehicle alias table is rebuilt when `db` is a read replica. */
export function createFitmentService(db: Database, decoder: VinDecoder, primary: Database = db) {
  return {
    /** The verdict for each part (by id) for one vehicle. */
    async verdicts(partIds: number[], vehicle: FitVehicle): Promise<Map<number, FitVerdict>> {
      const [rows, modelEngineCodes] = await Promise.all([
        queries.findFitmentFacts(db, [...new Set(partIds)]),
        vehicle.engine || vehicle.modelEngineCodes ? undefined : queries.findModelEngineCodes(db, vehicle.modelId),
      ]);
      const judged: FitVehicle = modelEngineCodes ? { ...vehicle, modelEngineCodes } : vehicle;
      const out = new Map<number, FitVerdict>();
      for (const row of rows) {
        const verdict = fitVerdict(row.fitments ?? [], judged);
        if (!row.fitments?.length) {
          const meets = row.specifications.filter((s) => STANDARD_SPECS.test(s.name)).map((s) => `${s.name}: ${s.value}`);
          verdict.fitmentNote = meets.length
            ? `Universal part: meets ${meets.join('; ')}. Check what your car's manual calls for.`
            : "Universal part: check what your car's manual calls for.";
        }
        out.set(row.part_id, verdict);
      }
      return out;
    },

    async decodeVin(input: string): Promise<VinDecode> {
      const checked = validateVin(input);
      if (!checked.ok) throw new VinInputError(checked.reason, checked.message);
      const { vin } = checked;
      const warnings: string[] = [];
      const checkDigitOk = checkDigitMatches(vin);
      const decoded = await decoder.decode(checkDigitOk ? vin : withExpectedCheckDigit(vin));
      // A VIN that names no vehicle gets the reason why, not a remark on its check digit as well.
      if (!checkDigitOk && decoded.make) warnings.push(checkDigitWarning(decoded.region));
      // vPIC's model name in the alias table: what places a name the catalog's own do not ("328Ci", no series).
      const aliases = decoded.model ? await vehicleAliasTargets(db, decoded.model, primary) : [];
      const catalog = await queries.findCatalogVehicles(db);
      const found = matchCatalogVehicles(decoded, catalog.makes, catalog.models, aliases);
      const matches: VinMatch[] = await Promise.all(
        found.map(async ({ make, model, variant }) => {
          const year = decoded.year!;
          const codes = variant ? await queries.findEngineCodes(db, model.id, year, variant) : [];
          return {
            makeId: make.id,
            makeName: make.name,
            makeSlug: make.slug,
            modelId: model.id,
            modelName: model.name,
            modelSlug: model.slug,
            generation: model.generation,
            displayName: model.generation ? `${model.name} (${model.generation})` : model.name,
            year,
            variant,
            engine: codes.length === 1 ? codes[0]! : decoded.engineCode,
          };
        }),
      );
      const vehicleText = [decoded.year, decoded.make, decoded.model].filter(Boolean).join(' ');
      if (!decoded.make) {
        warnings.push(undecodableVinMessage(vin, decoded.manufacturer));
      } else if (matches.length === 0) {
        warnings.push(`We do not carry parts for the ${vehicleText} yet; choose your vehicle with the selector.`);
      } else if (matches.length > 1) {
        warnings.push(`The ${vehicleText} could be more than one generation; pick yours.`);
      }
      const only = matches.length === 1 ? matches[0]! : null;
      return {
        vin,
        make: only?.makeName ?? decoded.make,
        model: only?.modelName ?? decoded.model,
        year: decoded.year,
        generation: only?.generation ?? null,
        variant: only?.variant ?? decoded.trim,
        engine: only?.engine ?? decoded.engineCode,
        bodyStyle: decoded.bodyStyle,
        matches,
        checkDigitMatches: checkDigitOk,
        warnings,
      };
    },

    async report(body: FitmentReportBody): Promise<{ id: number }> {
      if (!(await queries.partExists(db, body.partId))) throw new HttpError(404, 'Part not found');
      if (body.modelId !== undefined && !(await queries.modelExists(db, body.modelId))) {
        throw new HttpError(400, 'Invalid body: modelId', [{ field: 'modelId', message: 'is not a model we list' }]);
      }
      const id = await queries.insertFitmentReport(db, {
        partId: body.partId,
        modelId: body.modelId ?? null,
        year: body.year ?? null,
        variant: body.variant || null,
        engine: body.engine || null,
        shownVerdict: body.shownVerdict ?? null,
        note: body.note,
      });
      return { id };
    },
  };
}

export type FitmentService = ReturnType<typeof createFitmentService>;
