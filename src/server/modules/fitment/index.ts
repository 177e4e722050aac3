/** Fitment: verdicts for a shopper's vehicle, VIN decoding, wrong-fitment reports. */
export { fitmentRoutes } from './fitment.routes';
export { createFitmentService, vehicleOf, type FitmentService } from './fitment.service';
export { createVinDecoder, unpackedVpicDatabase, type VinDecoder } from './vin-decoder';
export { createGarageService } from './garage.service';
export { fitmentReportsAdminRoutes } from './fitment-reports.routes';
export { createFitmentReportsService } from './fitment-reports.service';
export { fitmentImportAdminRoutes } from './fitment-import.routes';
export { createFitmentImportService } from './fitment-import.service';
export { FITMENT_CSV_COLUMNS } from './fitment-import';
export { importFitmentsAsRun } from './fitment-import-runs';
