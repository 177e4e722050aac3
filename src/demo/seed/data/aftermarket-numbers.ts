/**
 * Aftermarket part numbers in each supplier's own catalog format ("HU 816 z KIT", "P 06 036",
 * "150.3405.20"), for interchange lists. Digits are seeded random, formats are the suppliers' real ones.
 */
import type { Random } from '../random';
import type { PartSystem } from './part-systems';

type Generator = (system: PartSystem, rng: Random) => string;

const FILTERS = new Set<PartSystem>(['oil-filter', 'air-filter', 'cabin-filter', 'fuel-filter']);

const GENERATORS: Record<string, Generator> = {
  Bosch: (system, rng) => {
    if (system === 'spark-plug') return `0 242 ${rng.int(100, 299)} ${rng.int(500, 599)}`;
    if (system === 'wiper') return `3 397 ${rng.pick(['007', '118', '009'])} ${rng.digits(3)}`;
    if (system === 'o2-sensor' || system === 'maf-sensor') return `0 258 ${rng.digits(3)} ${rng.digits(3)}`;
    if (system === 'alternator' || system === 'starter') return `${system === 'starter' ? 'SR0' : 'AL0'}${rng.digits(3)}X`;
    if (FILTERS.has(system)) return `F 026 ${rng.pick(['400', '407', '402'])} ${rng.digits(3)}`;
    return `0 986 ${rng.digits(3)} ${rng.digits(3)}`;
  },
  'Mann-Filter': (system, rng) => {
    if (system === 'oil-filter') return `HU ${rng.int(6, 9)}${rng.digits(2)}${rng.pick(['/1 x', '/2 x', ' z', ' y', ' z KIT', ' x'])}`;
    if (system === 'cabin-filter') return `CUK ${rng.int(2000, 3999)}`;
    if (system === 'fuel-filter') return `WK ${rng.int(500, 799)}${rng.pick(['', '/1', '/2'])}`;
    return `C ${rng.int(20, 39)} ${rng.digits(3)}`;
  },
  Mahle: (system, rng) => {
    if (system === 'oil-filter') return `OX ${rng.int(100, 799)}D`;
    if (system === 'cabin-filter') return `LAK ${rng.int(100, 999)}`;
    if (system === 'fuel-filter') return `KL ${rng.int(100, 899)}`;
    if (system === 'thermostat') return `TX ${rng.int(10, 299)} ${rng.pick(['87', '95', '105'])}D`;
    if (system === 'radiator') return `CR ${rng.int(1000, 2999)} 000P`;
    return `LX ${rng.int(1000, 3999)}`;
  },
  Hengst: (_system, rng) => `E${rng.int(100, 999)}${rng.pick(['H D', 'L', 'H D247'])}`,
  Brembo: (system, rng) =>
    system.startsWith('brake-disc') ? `09.${rng.digits(4)}.${rng.pick(['11', '21', '13'])}` : `P ${rng.pick(['06', '50', '65', '83', '85'])} ${rng.digits(3)}`,
  Textar: (system, rng) => (system.startsWith('brake-disc') ? `92${rng.digits(6)}` : system === 'brake-sensor' ? `98${rng.digits(6)}` : `2${rng.digits(4)}01`),
  Pagid: (_system, rng) => `T${rng.int(1000, 2499)}`,
  Jurid: (_system, rng) => `573${rng.digits(3)}J`,
  ATE: (system, rng) => {
    if (system === 'brake-fluid') return `03.9901-${rng.digits(4)}.2`;
    return system.startsWith('brake-disc') ? `24.01${rng.digits(2)}-0${rng.digits(3)}.1` : `13.0460-${rng.digits(4)}.2`;
  },
  Zimmermann: (system, rng) => (system.startsWith('brake-disc') ? `${rng.pick(['150', '400', '460', '100'])}.${rng.digits(4)}.${rng.pick(['20', '52', '00'])}` : `2${rng.digits(4)}.${rng.digits(3)}.1`),
  Akebono: (_system, rng) => `${rng.pick(['EUR', 'ACT'])}${rng.int(900, 1999)}`,
  EBC: (_system, rng) => `DP${rng.pick(['4', '5', '3'])}${rng.digits(4)}${rng.pick(['R', 'C', ''])}`,
  Hawk: (_system, rng) => `HB${rng.digits(3)}${rng.pick(['N', 'F', 'B'])}.${rng.digits(3)}`,
  NGK: (_system, rng) => String(rng.int(90000, 97999)),
  Denso: (system, rng) => (system === 'o2-sensor' ? `234-${rng.int(4000, 9999)}` : system === 'spark-plug' ? String(rng.int(3300, 5399)) : `${rng.int(210, 280)}-${rng.digits(4)}`),
  Beru: (system, rng) => (system === 'ignition-coil' ? `ZSE ${rng.digits(3)}` : `Z ${rng.digits(3)}`),
  Gates: (system, rng) => {
    if (system === 'timing-kit') return `TCKWP${rng.int(200, 330)}`;
    if (system === 'timing-belt') return `T${rng.int(200, 330)}`;
    if (system === 'belt-tensioner') return `T38${rng.digits(3)}`;
    return `K0${rng.int(50, 80)}${rng.digits(3)}`;
  },
  ContiTech: (system, rng) => {
    if (system === 'timing-kit') return `CT${rng.int(1000, 1199)}WP${rng.int(1, 4)}`;
    if (system === 'timing-belt') return `CT${rng.int(1000, 1199)}`;
    return `6PK${rng.int(1000, 2600)}`;
  },
  Dayco: (system, rng) => (system === 'timing-belt' ? `95${rng.digits(3)}` : `5060${rng.digits(3)}`),
  INA: (system, rng) => `${system === 'belt-tensioner' ? '534' : '530'} 0${rng.digits(3)} ${rng.pick(['10', '30', '09'])}`,
  Aisin: (system, rng) => (system === 'timing-kit' ? `TKT-${rng.digits(3)}` : `WP${rng.pick(['T', 'N', 'Z'])}-${rng.digits(3)}`),
  Lemförder: (_system, rng) => `${rng.int(25000, 42999)} 01`,
  TRW: (_system, rng) => `JTC${rng.int(1000, 2499)}`,
  Meyle: (_system, rng) => `${rng.pick(['300', '016', '100', '014'])} ${rng.digits(3)} ${rng.digits(4)}`,
  'Febi Bilstein': (_system, rng) => String(rng.int(10000, 49999)),
  Bilstein: (_system, rng) => `${rng.pick(['22', '24', '19'])}-${rng.digits(6)}`,
  Sachs: (system, rng) => (system === 'clutch' ? `3000 ${rng.digits(3)} ${rng.digits(3)}` : `3${rng.digits(5)}`),
  KYB: (_system, rng) => String(rng.int(330000, 349999)),
  Elring: (_system, rng) => `${rng.digits(3)}.${rng.digits(3)}`,
  'Victor Reinz': (_system, rng) => `71-${rng.digits(5)}-00`,
  Hella: (system, rng) => (system === 'headlight' || system === 'tail-light' ? `1EJ ${rng.digits(3)} ${rng.digits(3)}-${rng.digits(2)}` : `6PV ${rng.digits(3)} ${rng.digits(3)}-${rng.digits(3)}`),
  Valeo: (_system, rng) => String(rng.int(400000, 599999)),
  Pierburg: (_system, rng) => `7.${rng.digits(5)}.${rng.digits(2)}.0`,
  Behr: (_system, rng) => `8MK 376 ${rng.digits(3)}-${rng.digits(3)}`,
  Wahler: (_system, rng) => `${rng.int(4000, 4999)}.${rng.pick(['87', '95', '105'])}D`,
  Varta: (_system, rng) => `${rng.pick(['570', '580', '590', '595', '605'])} ${rng.digits(3)} ${rng.digits(3)}`,
  Osram: (_system, rng) => String(rng.pick([66140, 66240, 66340, 66440, 66548])),
  Philips: (_system, rng) => String(rng.pick([85415, 85122, 42302, 42402])),
  NTK: (_system, rng) => String(rng.int(21000, 26999)),
  Walker: (_system, rng) => String(rng.int(21000, 22999)),
  LuK: (_system, rng) => `6${rng.digits(2)} ${rng.digits(4)} ${rng.pick(['09', '00', '33'])}`,
  Exedy: (_system, rng) => `${rng.pick(['BMK', 'NSK', 'HCK', 'FJK'])}10${rng.digits(2)}`,
  Continental: (_system, rng) => `A2C${rng.digits(8)}`,
  Corteco: (_system, rng) => `${rng.digits(3)}${rng.digits(3)}P`,
  WeatherTech: (_system, rng) => `44${rng.digits(4)}`,
  'Baum Tools': (_system, rng) => `BT-${rng.int(1000, 9999)}`,
  Schwaben: (_system, rng) => `ES${rng.int(2500000, 4999999)}`,
  'CTA Tools': (_system, rng) => `CTA ${rng.int(1000, 9999)}`,
  Hazet: (_system, rng) => `${rng.int(2400, 4999)}-${rng.int(1, 9)}`,
  Assenmacher: (_system, rng) => `ASE ${rng.int(100, 999)} ${rng.int(100, 999)}`,
  'Liqui Moly': (_system, rng) => String(rng.int(2000, 22999)),
  Castrol: (_system, rng) => `15${rng.chars('0123456789ABCDEF', 4)}`,
  'Mobil 1': (_system, rng) => String(rng.int(120000, 129999)),
  Motul: (_system, rng) => `10${rng.digits(4)}`,
  Pentosin: (_system, rng) => `${rng.int(1000, 9999)}${rng.digits(3)}`,
  Shell: (_system, rng) => `5501${rng.digits(5)}`,
  ZF: (_system, rng) => `S671 090 ${rng.digits(3)}`,
  Fuchs: (_system, rng) => `60${rng.digits(4)}`,
  Mishimoto: (_system, rng) => `MMRAD-${rng.pick(['E46', 'E90', 'WRX', 'MK7'])}-${rng.digits(2)}`,
};

/** Whether a supplier's numbers can be generated; unknown brands get no aftermarket number. */
export function hasAftermarketFormat(brand: string): boolean {
  return brand in GENERATORS;
}

export function aftermarketPartNumber(brand: string, system: PartSystem, rng: Random): string | null {
  const generator = GENERATORS[brand];
  return generator ? generator(system, rng) : null;
}
