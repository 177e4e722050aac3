/** Fitment: verdicts for a shopper's vehicle, VIN decoding, wrong-fitment reports. */
export { fitmentRoutes } from './fitment.routes';
export { createFitmentService, vehicleOf, type FitmentService } from './fitment.service';
export { createVinDecoder, type VinDecoder } from './vin-decoder';
export { fitmentReportsAdminRoutes } from './fitment-reports.routes';
export { fitmentImportAdminRoutes } from './fitment-import.routes';
export { FITMENT_CSV_COLUMNS } from './fitment-import';
export { importFitmentsAsRun } from './fitment-import-runs';
