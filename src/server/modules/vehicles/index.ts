/**
 * The vehicle alias table: every name a car goes by, to the catalog generations it can mean. Rebuilt
 * from the catalog's vehicles, vPIC's model names and the nicknames (at start and whenever the
 * catalog's vehicles changed), read by search's vocabulary and VIN decoding, edited in the console.
 */
export { rebuildVehicleAliases, vehicleAliasRows, vehicleAliasTargets, vehicleCatalogVersion, createVehicleAliasesService, type VehicleAliasesService } from './vehicle-aliases.service';
export { vehicleAliasRoutes } from './vehicle-aliases.routes';
