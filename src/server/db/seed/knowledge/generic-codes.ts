/**
 * The generic powertrain trouble codes of SAE J2012 (P0xxx, and the P2xxx ones the makes we list set
 * often) with their standard descriptions. Where the standard numbers a series regularly (a sensor's
 * circuit faults bank by bank, one injector or coil per cylinder) the series is generated from its
 * pattern, so every member reads exactly as the standard words it.
 */

export type GenericCode = readonly [code: string, title: string];

/** A code from its four digits read as a decimal number (the standard numbers its series in decimal). */
const p = (n: number) => `P${String(n).padStart(4, '0')}`;

/** Codes numbered one after another from `first`, one per title. */
function run(first: number, titles: readonly string[]): GenericCode[] {
  return titles.map((title, i) => [p(first + i), title]);
}

const CIRCUIT = ['Circuit', 'Circuit Range/Performance', 'Circuit Low', 'Circuit High', 'Circuit Intermittent'] as const;
/** A sensor's five circuit codes: malfunction, range/performance, low, high, intermittent. */
const sensorCircuit = (first: number, sensor: string) => run(first, CIRCUIT.map((c) => `${sensor} ${c}`));

const OXYGEN_SENSOR = ['Circuit', 'Circuit Low Voltage', 'Circuit High Voltage', 'Circuit Slow Response', 'Circuit No Activity Detected', 'Heater Circuit'] as const;
/** Oxygen sensor circuits: bank 1 sensors 1-3 from P0130, bank 2 sensors 1-3 from P0150. */
const oxygenSensors: GenericCode[] = [
  [130, 1],
  [150, 2],
].flatMap(([first, bank]) =>
  [1, 2, 3].flatMap((sensor) => run(first! + (sensor - 1) * 6, OXYGEN_SENSOR.map((c) => `O2 Sensor ${c} (Bank ${bank} Sensor ${sensor})`))),
);

/** Oxygen sensor heater control circuits: from P0030 (bank 1) and P0050 (bank 2), sensors 1-3, six numbers apart. */
const oxygenHeaters: GenericCode[] = [
  [30, 1],
  [50, 2],
].flatMap(([first, bank]) =>
  [1, 2, 3].flatMap((sensor) => run(first! + (sensor - 1) * 6, ['Control Circuit', 'Control Circuit Low', 'Control Circuit High'].map((c) => `HO2S Heater ${c} (Bank ${bank} Sensor ${sensor})`))),
);
/** Heater resistance: P0053-P0055 for bank 1, P0059-P0061 for bank 2. */
const oxygenHeaterResistance: GenericCode[] = [
  [53, 1],
  [59, 2],
].flatMap(([first, bank]) => run(first!, [1, 2, 3].map((sensor) => `HO2S Heater Resistance (Bank ${bank} Sensor ${sensor})`)));

/** Camshaft actuator and timing codes for cams A and B of banks 1 and 2. */
const camshaftTiming: GenericCode[] = [
  ['P0010', '"A" Camshaft Position Actuator Circuit (Bank 1)'],
  ['P0011', '"A" Camshaft Position - Timing Over-Advanced or System Performance (Bank 1)'],
  ['P0012', '"A" Camshaft Position - Timing Over-Retarded (Bank 1)'],
  ['P0013', '"B" Camshaft Position Actuator Circuit (Bank 1)'],
  ['P0014', '"B" Camshaft Position - Timing Over-Advanced or System Performance (Bank 1)'],
  ['P0015', '"B" Camshaft Position - Timing Over-Retarded (Bank 1)'],
  ['P0016', 'Crankshaft Position - Camshaft Position Correlation (Bank 1 Sensor A)'],
  ['P0017', 'Crankshaft Position - Camshaft Position Correlation (Bank 1 Sensor B)'],
  ['P0018', 'Crankshaft Position - Camshaft Position Correlation (Bank 2 Sensor A)'],
  ['P0019', 'Crankshaft Position - Camshaft Position Correlation (Bank 2 Sensor B)'],
  ['P0020', '"A" Camshaft Position Actuator Circuit (Bank 2)'],
  ['P0021', '"A" Camshaft Position - Timing Over-Advanced or System Performance (Bank 2)'],
  ['P0022', '"A" Camshaft Position - Timing Over-Retarded (Bank 2)'],
  ['P0023', '"B" Camshaft Position Actuator Circuit (Bank 2)'],
  ['P0024', '"B" Camshaft Position - Timing Over-Advanced or System Performance (Bank 2)'],
  ['P0025', '"B" Camshaft Position - Timing Over-Retarded (Bank 2)'],
  ['P0026', 'Intake Valve Control Solenoid Circuit Range/Performance (Bank 1)'],
  ['P0027', 'Exhaust Valve Control Solenoid Circuit Range/Performance (Bank 1)'],
  ['P0028', 'Intake Valve Control Solenoid Circuit Range/Performance (Bank 2)'],
  ['P0029', 'Exhaust Valve Control Solenoid Circuit Range/Performance (Bank 2)'],
];

const CYLINDERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const COIL_LETTERS = 'ABCDEFGHIJKL'.split('');

const injectorCircuits: GenericCode[] = [['P0200', 'Injector Circuit'], ...CYLINDERS.map((c): GenericCode => [p(200 + c), `Cylinder ${c} Injector Circuit`])];
/** Injector circuit low, high and contribution/balance, three numbers per cylinder from P0261. */
const injectorBalance: GenericCode[] = CYLINDERS.flatMap((c) =>
  run(261 + (c - 1) * 3, ['Injector Circuit Low', 'Injector Circuit High', 'Contribution/Balance'].map((t) => `Cylinder ${c} ${t}`)),
);
const misfires: GenericCode[] = [
  ['P0300', 'Random/Multiple Cylinder Misfire Detected'],
  ...CYLINDERS.map((c): GenericCode => [p(300 + c), `Cylinder ${c} Misfire Detected`]),
];
/** Coil primary/secondary circuits A-L from P0351. */
const coilCircuits: GenericCode[] = COIL_LETTERS.map((l, i) => [p(351 + i), `Ignition Coil "${l}" Primary/Secondary Circuit`]);
/** Coil primary control circuit low and high, and secondary circuit, three numbers per coil from P2300. */
const coilControl: GenericCode[] = COIL_LETTERS.flatMap((l, i) =>
  run(2300 + i * 3, ['Primary Control Circuit Low', 'Primary Control Circuit High', 'Secondary Circuit'].map((t) => `Ignition Coil "${l}" ${t}`)),
);

const SHIFT_SOLENOID = ['', ' Performance or Stuck Off', ' Stuck On', ' Electrical', ' Intermittent'] as const;
/** Shift solenoids A-E from P0750, five numbers each. */
const shiftSolenoids: GenericCode[] = 'ABCDE'.split('').flatMap((l, i) => run(750 + i * 5, SHIFT_SOLENOID.map((t) => `Shift Solenoid "${l}"${t}`)));

export const GENERIC_CODES: readonly GenericCode[] = [
  ...camshaftTiming,
  ...oxygenHeaters.filter(([code]) => code < 'P0036'),
  ['P0033', 'Turbocharger Bypass Valve Control Circuit'],
  ['P0034', 'Turbocharger Bypass Valve Control Circuit Low'],
  ['P0035', 'Turbocharger Bypass Valve Control Circuit High'],
  ...oxygenHeaters.filter(([code]) => code >= 'P0036'),
  ...oxygenHeaterResistance,
  ['P0065', 'Air Assisted Injector Control Range/Performance'],
  ['P0066', 'Air Assisted Injector Control Circuit or Circuit Low'],
  ['P0067', 'Air Assisted Injector Control Circuit High'],
  ['P0068', 'MAP/MAF - Throttle Position Correlation'],
  ['P0069', 'Manifold Absolute Pressure - Barometric Pressure Correlation'],
  ...sensorCircuit(70, 'Ambient Air Temperature Sensor'),
  ...run(75, ['Intake Valve Control Solenoid Circuit (Bank 1)', 'Intake Valve Control Solenoid Circuit Low (Bank 1)', 'Intake Valve Control Solenoid Circuit High (Bank 1)', 'Exhaust Valve Control Solenoid Circuit (Bank 1)', 'Exhaust Valve Control Solenoid Circuit Low (Bank 1)', 'Exhaust Valve Control Solenoid Circuit High (Bank 1)']),
  ...run(81, ['Intake Valve Control Solenoid Circuit (Bank 2)', 'Intake Valve Control Solenoid Circuit Low (Bank 2)', 'Intake Valve Control Solenoid Circuit High (Bank 2)', 'Exhaust Valve Control Solenoid Circuit (Bank 2)', 'Exhaust Valve Control Solenoid Circuit Low (Bank 2)', 'Exhaust Valve Control Solenoid Circuit High (Bank 2)']),
  ['P0087', 'Fuel Rail/System Pressure - Too Low'],
  ['P0088', 'Fuel Rail/System Pressure - Too High'],
  ['P0089', 'Fuel Pressure Regulator 1 Performance'],
  ['P0090', 'Fuel Pressure Regulator 1 Control Circuit'],
  ['P0091', 'Fuel Pressure Regulator 1 Control Circuit Low'],
  ['P0092', 'Fuel Pressure Regulator 1 Control Circuit High'],
  ['P0093', 'Fuel System Leak Detected - Large Leak'],
  ['P0094', 'Fuel System Leak Detected - Small Leak'],
  ...sensorCircuit(95, 'Intake Air Temperature Sensor 2'),
  ...run(100, ['Mass or Volume Air Flow Circuit', 'Mass or Volume Air Flow Circuit Range/Performance', 'Mass or Volume Air Flow Circuit Low Input', 'Mass or Volume Air Flow Circuit High Input', 'Mass or Volume Air Flow Circuit Intermittent']),
  ...run(105, ['Manifold Absolute Pressure/Barometric Pressure Circuit', 'Manifold Absolute Pressure/Barometric Pressure Circuit Range/Performance', 'Manifold Absolute Pressure/Barometric Pressure Circuit Low Input', 'Manifold Absolute Pressure/Barometric Pressure Circuit High Input', 'Manifold Absolute Pressure/Barometric Pressure Circuit Intermittent']),
  ...run(110, ['Intake Air Temperature Sensor 1 Circuit', 'Intake Air Temperature Sensor 1 Circuit Range/Performance', 'Intake Air Temperature Sensor 1 Circuit Low', 'Intake Air Temperature Sensor 1 Circuit High', 'Intake Air Temperature Sensor 1 Circuit Intermittent']),
  ...run(115, ['Engine Coolant Temperature Circuit', 'Engine Coolant Temperature Circuit Range/Performance', 'Engine Coolant Temperature Circuit Low', 'Engine Coolant Temperature Circuit High', 'Engine Coolant Temperature Circuit Intermittent']),
  ...run(120, ['Throttle/Pedal Position Sensor/Switch "A" Circuit', 'Throttle/Pedal Position Sensor/Switch "A" Circuit Range/Performance', 'Throttle/Pedal Position Sensor/Switch "A" Circuit Low', 'Throttle/Pedal Position Sensor/Switch "A" Circuit High', 'Throttle/Pedal Position Sensor/Switch "A" Circuit Intermittent']),
  ['P0125', 'Insufficient Coolant Temperature for Closed Loop Fuel Control'],
  ['P0126', 'Insufficient Coolant Temperature for Stable Operation'],
  ['P0127', 'Intake Air Temperature Too High'],
  ['P0128', 'Coolant Thermostat (Coolant Temperature Below Thermostat Regulating Temperature)'],
  ...oxygenSensors,
  ['P0170', 'Fuel Trim (Bank 1)'],
  ['P0171', 'System Too Lean (Bank 1)'],
  ['P0172', 'System Too Rich (Bank 1)'],
  ['P0173', 'Fuel Trim (Bank 2)'],
  ['P0174', 'System Too Lean (Bank 2)'],
  ['P0175', 'System Too Rich (Bank 2)'],
  ...run(176, ['Fuel Composition Sensor Circuit', 'Fuel Composition Sensor Circuit Range/Performance', 'Fuel Composition Sensor Circuit Low', 'Fuel Composition Sensor Circuit High']),
  ...sensorCircuit(180, 'Fuel Temperature Sensor "A"'),
  ...sensorCircuit(185, 'Fuel Temperature Sensor "B"'),
  ...sensorCircuit(190, 'Fuel Rail Pressure Sensor "A"'),
  ...sensorCircuit(195, 'Engine Oil Temperature Sensor'),
  ...injectorCircuits,
  ['P0213', 'Cold Start Injector 1'],
  ['P0214', 'Cold Start Injector 2'],
  ['P0217', 'Engine Coolant Over Temperature Condition'],
  ['P0218', 'Transmission Fluid Over Temperature Condition'],
  ...sensorCircuit(220, 'Throttle/Pedal Position Sensor/Switch "B"'),
  ...sensorCircuit(225, 'Throttle/Pedal Position Sensor/Switch "C"'),
  ['P0230', 'Fuel Pump Primary Circuit'],
  ['P0231', 'Fuel Pump Secondary Circuit Low'],
  ['P0232', 'Fuel Pump Secondary Circuit High'],
  ['P0233', 'Fuel Pump Secondary Circuit Intermittent'],
  ['P0234', 'Turbocharger/Supercharger "A" Overboost Condition'],
  ...run(235, ['Turbocharger/Supercharger Boost Sensor "A" Circuit', 'Turbocharger/Supercharger Boost Sensor "A" Circuit Range/Performance', 'Turbocharger/Supercharger Boost Sensor "A" Circuit Low', 'Turbocharger/Supercharger Boost Sensor "A" Circuit High']),
  ...run(239, ['Turbocharger/Supercharger Boost Sensor "B" Circuit', 'Turbocharger/Supercharger Boost Sensor "B" Circuit Range/Performance', 'Turbocharger/Supercharger Boost Sensor "B" Circuit Low', 'Turbocharger/Supercharger Boost Sensor "B" Circuit High']),
  ...run(243, ['Turbocharger/Supercharger Wastegate Solenoid "A"', 'Turbocharger/Supercharger Wastegate Solenoid "A" Range/Performance', 'Turbocharger/Supercharger Wastegate Solenoid "A" Low', 'Turbocharger/Supercharger Wastegate Solenoid "A" High']),
  ...run(247, ['Turbocharger/Supercharger Wastegate Solenoid "B"', 'Turbocharger/Supercharger Wastegate Solenoid "B" Range/Performance', 'Turbocharger/Supercharger Wastegate Solenoid "B" Low', 'Turbocharger/Supercharger Wastegate Solenoid "B" High']),
  ...injectorBalance,
  ['P0298', 'Engine Oil Over Temperature'],
  ['P0299', 'Turbocharger/Supercharger "A" Underboost Condition'],
  ...misfires,
  ['P0313', 'Misfire Detected with Low Fuel'],
  ['P0314', 'Single Cylinder Misfire (Cylinder not Specified)'],
  ['P0315', 'Crankshaft Position System Variation Not Learned'],
  ['P0316', 'Engine Misfire Detected on Startup (First 1000 Revolutions)'],
  ['P0320', 'Ignition/Distributor Engine Speed Input Circuit'],
  ['P0321', 'Ignition/Distributor Engine Speed Input Circuit Range/Performance'],
  ['P0322', 'Ignition/Distributor Engine Speed Input Circuit No Signal'],
  ['P0323', 'Ignition/Distributor Engine Speed Input Circuit Intermittent'],
  ['P0324', 'Knock Control System Error'],
  ...sensorCircuit(325, 'Knock Sensor 1 (Bank 1 or Single Sensor)').map(([c, t]): GenericCode => [c, t.replace('Circuit Low', 'Circuit Low Input').replace('Circuit High', 'Circuit High Input')]),
  ...sensorCircuit(330, 'Knock Sensor 2 (Bank 2)').map(([c, t]): GenericCode => [c, t.replace('Circuit Low', 'Circuit Low Input').replace('Circuit High', 'Circuit High Input')]),
  ...run(335, ['Crankshaft Position Sensor "A" Circuit', 'Crankshaft Position Sensor "A" Circuit Range/Performance', 'Crankshaft Position Sensor "A" Circuit Low', 'Crankshaft Position Sensor "A" Circuit High', 'Crankshaft Position Sensor "A" Circuit Intermittent']),
  ...run(340, ['Camshaft Position Sensor "A" Circuit (Bank 1 or Single Sensor)', 'Camshaft Position Sensor "A" Circuit Range/Performance (Bank 1 or Single Sensor)', 'Camshaft Position Sensor "A" Circuit Low (Bank 1 or Single Sensor)', 'Camshaft Position Sensor "A" Circuit High (Bank 1 or Single Sensor)', 'Camshaft Position Sensor "A" Circuit Intermittent (Bank 1 or Single Sensor)']),
  ...run(345, ['Camshaft Position Sensor "A" Circuit (Bank 2)', 'Camshaft Position Sensor "A" Circuit Range/Performance (Bank 2)', 'Camshaft Position Sensor "A" Circuit Low (Bank 2)', 'Camshaft Position Sensor "A" Circuit High (Bank 2)', 'Camshaft Position Sensor "A" Circuit Intermittent (Bank 2)']),
  ...coilCircuits,
  ...run(365, ['Camshaft Position Sensor "B" Circuit (Bank 1)', 'Camshaft Position Sensor "B" Circuit Range/Performance (Bank 1)', 'Camshaft Position Sensor "B" Circuit Low (Bank 1)', 'Camshaft Position Sensor "B" Circuit High (Bank 1)', 'Camshaft Position Sensor "B" Circuit Intermittent (Bank 1)']),
  ...run(385, ['Crankshaft Position Sensor "B" Circuit', 'Crankshaft Position Sensor "B" Circuit Range/Performance', 'Crankshaft Position Sensor "B" Circuit Low', 'Crankshaft Position Sensor "B" Circuit High', 'Crankshaft Position Sensor "B" Circuit Intermittent']),
  ...run(390, ['Camshaft Position Sensor "B" Circuit (Bank 2)', 'Camshaft Position Sensor "B" Circuit Range/Performance (Bank 2)', 'Camshaft Position Sensor "B" Circuit Low (Bank 2)', 'Camshaft Position Sensor "B" Circuit High (Bank 2)', 'Camshaft Position Sensor "B" Circuit Intermittent (Bank 2)']),
  ...run(400, ['Exhaust Gas Recirculation "A" Flow', 'Exhaust Gas Recirculation "A" Flow Insufficient Detected', 'Exhaust Gas Recirculation "A" Flow Excessive Detected', 'Exhaust Gas Recirculation "A" Control Circuit', 'Exhaust Gas Recirculation "A" Control Circuit Range/Performance', 'Exhaust Gas Recirculation Sensor "A" Circuit', 'Exhaust Gas Recirculation Sensor "A" Circuit Low', 'Exhaust Gas Recirculation Sensor "A" Circuit High', 'Exhaust Gas Recirculation Sensor "B" Circuit']),
  ...run(410, ['Secondary Air Injection System', 'Secondary Air Injection System Incorrect Flow Detected', 'Secondary Air Injection System Switching Valve "A" Circuit', 'Secondary Air Injection System Switching Valve "A" Circuit Open', 'Secondary Air Injection System Switching Valve "A" Circuit Shorted', 'Secondary Air Injection System Switching Valve "B" Circuit', 'Secondary Air Injection System Switching Valve "B" Circuit Open', 'Secondary Air Injection System Switching Valve "B" Circuit Shorted', 'Secondary Air Injection System Control "A" Circuit', 'Secondary Air Injection System Control "B" Circuit']),
  ...run(420, ['Catalyst System Efficiency Below Threshold (Bank 1)', 'Warm Up Catalyst Efficiency Below Threshold (Bank 1)', 'Main Catalyst Efficiency Below Threshold (Bank 1)', 'Heated Catalyst Efficiency Below Threshold (Bank 1)', 'Heated Catalyst Temperature Below Threshold (Bank 1)']),
  ...run(430, ['Catalyst System Efficiency Below Threshold (Bank 2)', 'Warm Up Catalyst Efficiency Below Threshold (Bank 2)', 'Main Catalyst Efficiency Below Threshold (Bank 2)', 'Heated Catalyst Efficiency Below Threshold (Bank 2)', 'Heated Catalyst Temperature Below Threshold (Bank 2)']),
  ...run(440, [
    'Evaporative Emission System',
    'Evaporative Emission System Incorrect Purge Flow',
    'Evaporative Emission System Leak Detected (Small Leak)',
    'Evaporative Emission System Purge Control Valve Circuit',
    'Evaporative Emission System Purge Control Valve Circuit Open',
    'Evaporative Emission System Purge Control Valve Circuit Shorted',
    'Evaporative Emission System Vent Control Circuit',
    'Evaporative Emission System Vent Control Circuit Open',
    'Evaporative Emission System Vent Control Circuit Shorted',
    'Evaporative Emission System Vent Valve/Solenoid Circuit',
    'Evaporative Emission System Pressure Sensor/Switch',
    'Evaporative Emission System Pressure Sensor/Switch Range/Performance',
    'Evaporative Emission System Pressure Sensor/Switch Low',
    'Evaporative Emission System Pressure Sensor/Switch High',
    'Evaporative Emission System Pressure Sensor/Switch Intermittent',
    'Evaporative Emission System Leak Detected (Large Leak)',
    'Evaporative Emission System Leak Detected (Very Small Leak)',
    'Evaporative Emission System Leak Detected (Fuel Cap Loose/Off)',
  ]),
  ...run(460, ['Fuel Level Sensor "A" Circuit', 'Fuel Level Sensor "A" Circuit Range/Performance', 'Fuel Level Sensor "A" Circuit Low', 'Fuel Level Sensor "A" Circuit High', 'Fuel Level Sensor "A" Circuit Intermittent']),
  ...run(480, ['Fan 1 Control Circuit', 'Fan 2 Control Circuit', 'Fan 3 Control Circuit', 'Fan Speed Sensor Circuit', 'Fan Circuit Over Current', 'Fan Power/Ground Circuit']),
  ...run(500, ['Vehicle Speed Sensor "A"', 'Vehicle Speed Sensor "A" Range/Performance', 'Vehicle Speed Sensor "A" Circuit Low Input', 'Vehicle Speed Sensor "A" Intermittent/Erratic/High']),
  ...run(505, ['Idle Air Control System', 'Idle Air Control System RPM Lower Than Expected', 'Idle Air Control System RPM Higher Than Expected', 'Idle Air Control System Circuit Intermittent']),
  ...run(510, ['Closed Throttle Position Switch']),
  ...run(520, ['Engine Oil Pressure Sensor/Switch "A" Circuit', 'Engine Oil Pressure Sensor/Switch "A" Circuit Range/Performance', 'Engine Oil Pressure Sensor/Switch "A" Circuit Low', 'Engine Oil Pressure Sensor/Switch "A" Circuit High', 'Engine Oil Pressure Too Low']),
  ...run(530, ['A/C Refrigerant Pressure Sensor "A" Circuit', 'A/C Refrigerant Pressure Sensor "A" Circuit Range/Performance', 'A/C Refrigerant Pressure Sensor "A" Circuit Low', 'A/C Refrigerant Pressure Sensor "A" Circuit High']),
  ...run(560, ['System Voltage', 'System Voltage Unstable', 'System Voltage Low', 'System Voltage High']),
  ['P0571', 'Brake Switch "A" Circuit'],
  ['P0572', 'Brake Switch "A" Circuit Low'],
  ['P0573', 'Brake Switch "A" Circuit High'],
  ...run(600, ['Serial Communication Link', 'Internal Control Module Memory Check Sum Error', 'Control Module Programming Error', 'Internal Control Module Keep Alive Memory (KAM) Error', 'Internal Control Module Random Access Memory (RAM) Error', 'Internal Control Module Read Only Memory (ROM) Error', 'Control Module Processor']),
  ['P0627', 'Fuel Pump "A" Control Circuit/Open'],
  ['P0628', 'Fuel Pump "A" Control Circuit Low'],
  ['P0629', 'Fuel Pump "A" Control Circuit High'],
  ['P0641', 'Sensor Reference Voltage "A" Circuit/Open'],
  ['P0651', 'Sensor Reference Voltage "B" Circuit/Open'],
  ['P0700', 'Transmission Control System (MIL Request)'],
  ...run(705, ['Transmission Range Sensor "A" Circuit (PRNDL Input)', 'Transmission Range Sensor "A" Circuit Range/Performance', 'Transmission Range Sensor "A" Circuit Low', 'Transmission Range Sensor "A" Circuit High', 'Transmission Range Sensor "A" Circuit Intermittent']),
  ...run(710, ['Transmission Fluid Temperature Sensor "A" Circuit', 'Transmission Fluid Temperature Sensor "A" Circuit Range/Performance', 'Transmission Fluid Temperature Sensor "A" Circuit Low', 'Transmission Fluid Temperature Sensor "A" Circuit High', 'Transmission Fluid Temperature Sensor "A" Circuit Intermittent']),
  ...run(715, ['Input/Turbine Speed Sensor "A" Circuit', 'Input/Turbine Speed Sensor "A" Circuit Range/Performance', 'Input/Turbine Speed Sensor "A" Circuit No Signal', 'Input/Turbine Speed Sensor "A" Circuit Intermittent']),
  ...run(720, ['Output Shaft Speed Sensor Circuit', 'Output Shaft Speed Sensor Circuit Range/Performance', 'Output Shaft Speed Sensor Circuit No Signal', 'Output Shaft Speed Sensor Circuit Intermittent']),
  ...run(730, ['Incorrect Gear Ratio', 'Gear 1 Incorrect Ratio', 'Gear 2 Incorrect Ratio', 'Gear 3 Incorrect Ratio', 'Gear 4 Incorrect Ratio', 'Gear 5 Incorrect Ratio', 'Reverse Incorrect Gear Ratio']),
  ...run(740, ['Torque Converter Clutch Solenoid Circuit/Open', 'Torque Converter Clutch Solenoid Circuit Performance/Stuck Off', 'Torque Converter Clutch Solenoid Circuit Stuck On', 'Torque Converter Clutch Solenoid Circuit Electrical', 'Torque Converter Clutch Solenoid Circuit Intermittent']),
  ...shiftSolenoids,
  ['P0776', 'Pressure Control Solenoid "B" Performance/Stuck Off'],
  ['P0777', 'Pressure Control Solenoid "B" Stuck On'],
  ['P0778', 'Pressure Control Solenoid "B" Electrical'],
  ['P0780', 'Shift Error'],
  ['P0781', '1-2 Shift'],
  ['P0782', '2-3 Shift'],
  ['P0783', '3-4 Shift'],
  ['P0784', '4-5 Shift'],
  ['P0795', 'Pressure Control Solenoid "C"'],
  ['P0796', 'Pressure Control Solenoid "C" Performance/Stuck Off'],
  ['P0797', 'Pressure Control Solenoid "C" Stuck On'],
  ['P0798', 'Pressure Control Solenoid "C" Electrical'],
  ['P0806', 'Clutch Position Sensor Circuit Range/Performance'],
  ['P0850', 'Park/Neutral Switch Input Circuit'],
  // P2xxx codes common on the makes we list.
  ...run(2004, ['Intake Manifold Runner Control Stuck Open (Bank 1)', 'Intake Manifold Runner Control Stuck Open (Bank 2)', 'Intake Manifold Runner Control Stuck Closed (Bank 1)', 'Intake Manifold Runner Control Stuck Closed (Bank 2)', 'Intake Manifold Runner Control Circuit/Open (Bank 1)', 'Intake Manifold Runner Control Circuit Low (Bank 1)', 'Intake Manifold Runner Control Circuit High (Bank 1)']),
  ...run(2014, ['Intake Manifold Runner Position Sensor/Switch Circuit (Bank 1)', 'Intake Manifold Runner Position Sensor/Switch Circuit Range/Performance (Bank 1)', 'Intake Manifold Runner Position Sensor/Switch Circuit Low (Bank 1)', 'Intake Manifold Runner Position Sensor/Switch Circuit High (Bank 1)']),
  ['P2088', '"A" Camshaft Position Actuator Control Circuit Low (Bank 1)'],
  ['P2089', '"A" Camshaft Position Actuator Control Circuit High (Bank 1)'],
  ['P2090', '"B" Camshaft Position Actuator Control Circuit Low (Bank 1)'],
  ['P2091', '"B" Camshaft Position Actuator Control Circuit High (Bank 1)'],
  ['P2096', 'Post Catalyst Fuel Trim System Too Lean (Bank 1)'],
  ['P2097', 'Post Catalyst Fuel Trim System Too Rich (Bank 1)'],
  ['P2098', 'Post Catalyst Fuel Trim System Too Lean (Bank 2)'],
  ['P2099', 'Post Catalyst Fuel Trim System Too Rich (Bank 2)'],
  ...run(2100, ['Throttle Actuator "A" Control Motor Circuit/Open', 'Throttle Actuator "A" Control Motor Circuit Range/Performance', 'Throttle Actuator "A" Control Motor Circuit Low', 'Throttle Actuator "A" Control Motor Circuit High']),
  ['P2106', 'Throttle Actuator Control System - Forced Limited Power'],
  ['P2110', 'Throttle Actuator Control System - Forced Limited RPM'],
  ['P2111', 'Throttle Actuator Control System - Stuck Open'],
  ['P2112', 'Throttle Actuator Control System - Stuck Closed'],
  ...run(2122, ['Throttle/Pedal Position Sensor/Switch "D" Circuit Low', 'Throttle/Pedal Position Sensor/Switch "D" Circuit High']),
  ...run(2127, ['Throttle/Pedal Position Sensor/Switch "E" Circuit Low', 'Throttle/Pedal Position Sensor/Switch "E" Circuit High']),
  ['P2135', 'Throttle/Pedal Position Sensor/Switch "A" / "B" Voltage Correlation'],
  ['P2138', 'Throttle/Pedal Position Sensor/Switch "D" / "E" Voltage Correlation'],
  ['P2177', 'System Too Lean Off Idle (Bank 1)'],
  ['P2178', 'System Too Rich Off Idle (Bank 1)'],
  ['P2179', 'System Too Lean Off Idle (Bank 2)'],
  ['P2180', 'System Too Rich Off Idle (Bank 2)'],
  ['P2181', 'Cooling System Performance'],
  ['P2187', 'System Too Lean at Idle (Bank 1)'],
  ['P2188', 'System Too Rich at Idle (Bank 1)'],
  ['P2189', 'System Too Lean at Idle (Bank 2)'],
  ['P2190', 'System Too Rich at Idle (Bank 2)'],
  ['P2191', 'System Too Lean at Higher Load (Bank 1)'],
  ['P2192', 'System Too Rich at Higher Load (Bank 1)'],
  ['P2193', 'System Too Lean at Higher Load (Bank 2)'],
  ['P2194', 'System Too Rich at Higher Load (Bank 2)'],
  ['P2195', 'O2 Sensor Signal Stuck Lean (Bank 1 Sensor 1)'],
  ['P2196', 'O2 Sensor Signal Stuck Rich (Bank 1 Sensor 1)'],
  ['P2197', 'O2 Sensor Signal Stuck Lean (Bank 2 Sensor 1)'],
  ['P2198', 'O2 Sensor Signal Stuck Rich (Bank 2 Sensor 1)'],
  ['P2230', 'Barometric Pressure Circuit Intermittent'],
  ['P2237', 'O2 Sensor Positive Current Control Circuit/Open (Bank 1 Sensor 1)'],
  ['P2243', 'O2 Sensor Reference Voltage Circuit/Open (Bank 1 Sensor 1)'],
  ['P2251', 'O2 Sensor Negative Current Control Circuit/Open (Bank 1 Sensor 1)'],
  ['P2270', 'O2 Sensor Signal Stuck Lean (Bank 1 Sensor 2)'],
  ['P2271', 'O2 Sensor Signal Stuck Rich (Bank 1 Sensor 2)'],
  ['P2272', 'O2 Sensor Signal Stuck Lean (Bank 2 Sensor 2)'],
  ['P2273', 'O2 Sensor Signal Stuck Rich (Bank 2 Sensor 2)'],
  ['P2279', 'Intake Air System Leak'],
  ...coilControl,
  ['P2400', 'Evaporative Emission System Leak Detection Pump Control Circuit/Open'],
  ['P2401', 'Evaporative Emission System Leak Detection Pump Control Circuit Low'],
  ['P2402', 'Evaporative Emission System Leak Detection Pump Control Circuit High'],
  ['P2404', 'Evaporative Emission System Leak Detection Pump Sense Circuit Range/Performance'],
  ['P2440', 'Secondary Air Injection System Switching Valve Stuck Open (Bank 1)'],
  ['P2441', 'Secondary Air Injection System Switching Valve Stuck Closed (Bank 1)'],
  ['P2442', 'Secondary Air Injection System Switching Valve Stuck Open (Bank 2)'],
  ['P2443', 'Secondary Air Injection System Switching Valve Stuck Closed (Bank 2)'],
  ['P2444', 'Secondary Air Injection System Pump Stuck On (Bank 1)'],
  ['P2539', 'Low Pressure Fuel System Sensor Circuit'],
  ['P2540', 'Low Pressure Fuel System Sensor Circuit Range/Performance'],
  ['P2563', 'Turbocharger Boost Control Position Sensor "A" Circuit Range/Performance'],
  ['P2600', 'Coolant Pump "A" Control Circuit/Open'],
  ['P2601', 'Coolant Pump "A" Control Circuit Range/Performance'],
  ['P2602', 'Coolant Pump "A" Control Circuit Low'],
  ['P2603', 'Coolant Pump "A" Control Circuit High'],
];
