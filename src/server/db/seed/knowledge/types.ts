/**
 * The shapes the knowledge base is written in. Ids are plain strings checked by the integrity tests
 * (tests/unit/knowledge-integrity.test.ts), so a typo fails a test rather than a seed on start.
 */
import type { Difficulty } from '../../schema/content';
import type { CausePartRole, FluidKind, Likelihood, PartFitmentKind, SourceKind } from '../../schema/diagnosis';

export interface SourceData {
  id: string;
  title: string;
  publisher: string;
  kind: SourceKind;
  reference?: string;
}

export interface PartTypeData {
  slug: string;
  name: string;
  categorySlug: string;
  searchTerms: string[];
  fitsBy: PartFitmentKind;
}

export interface EngineCodeData {
  /** Key of the catalog's engine family (src/server/db/seed/data/platforms.ts ENGINES). */
  key: string;
  code: string;
  aliases: string[];
}

export interface FluidData {
  fluid: FluidKind;
  specification: string;
  approvals: string[];
  viscosities?: string[];
  capacityLiters?: number;
  capacityNote?: string;
  sources: string[];
}

export interface SymptomData {
  slug: string;
  name: string;
  description: string;
  system: string;
  aliases: string[];
}

export interface FaultCodeData {
  code: string;
  title: string;
  description: string;
  system: string;
  symptom?: string;
  commonOnMakes?: string[];
  /** Where the code's definition comes from (SAE J2012 for generic codes) and any bulletin about it. */
  sources: string[];
}

export interface CausePartData {
  type: string;
  role: CausePartRole;
  note?: string;
}

export interface CauseData {
  id: string;
  name: string;
  summary: string;
  check: string;
  fix: string;
  system: string;
  difficulty: Difficulty;
  /** Minutes, for the fix. */
  time: [number, number];
  parts: CausePartData[];
  guides?: string[];
  sources: string[];
}

/** One cause in a ranking: most likely first. */
export interface RankedCauseData {
  cause: string;
  likelihood: Likelihood;
  reason: string;
  check?: string;
  difficulty?: Difficulty;
  time?: [number, number];
  sources?: string[];
}

/** Causes of one symptom or code: the generic order, and orders for engines, models or makes. */
export interface DiagnosisData {
  generic: RankedCauseData[];
  /** Engine key ("bmw-n54"), model key ("bmw/3-series-e90") or make slug ("audi") to its ranking. */
  platforms?: Record<string, RankedCauseData[]>;
}

/** A symptom with its causes. */
export interface SymptomEntry extends SymptomData {
  diagnosis: DiagnosisData;
}
