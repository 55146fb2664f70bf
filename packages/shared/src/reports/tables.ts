import type { Bilingual } from './kpis';
import type { ReportTable } from './pages';

/**
 * How a cell reads: text as it is, an animal (its tag, linked to it), a date, a count, a number
 * with decimals, a share (0–1, written as a percentage), a month (YYYY-MM).
 */
export type ColumnKind = 'text' | 'animal' | 'date' | 'month' | 'count' | 'number' | 'share';

export interface ColumnText {
  id: string;
  kind: ColumnKind;
  header: Bilingual;
}

const column = (id: string, kind: ColumnKind, en: string, es: string): ColumnText => ({ id, kind, header: { en, es } });

const animal = column('animal', 'animal', 'Animal', 'Animal');
const month = column('month', 'month', 'Month', 'Mes');

/** Each table's columns in order: the screen's headers and the files' are the same. */
export const TABLE_COLUMNS: Readonly<Record<ReportTable, readonly ColumnText[]>> = {
  cycles: [
    column('start', 'date', 'Cycle start', 'Inicio del ciclo'),
    column('eligible', 'count', 'Eligible', 'Aptas'),
    column('inseminated', 'count', 'Served', 'Servidas'),
    column('pregnant', 'count', 'Pregnant', 'Preñadas'),
    column('inseminationRate', 'share', 'Insemination rate', 'Tasa de inseminación'),
    column('conceptionRate', 'share', 'Conception rate', 'Tasa de concepción'),
    column('pregnancyRate', 'share', 'Pregnancy rate', 'Tasa de preñez'),
    column('pending', 'text', 'Result', 'Resultado'),
  ],
  cows: [
    animal,
    column('lastCalving', 'date', 'Latest calving', 'Último parto'),
    column('calvings', 'count', 'Calvings', 'Partos'),
    column('calvingInterval', 'count', 'Calving interval (days)', 'Intervalo entre partos (días)'),
    column('daysOpen', 'count', 'Days open', 'Días abiertos'),
    column('services', 'count', 'Services', 'Servicios'),
    column('state', 'text', 'State', 'Estado'),
  ],
  healthCases: [
    column('diagnosis', 'text', 'Diagnosis', 'Diagnóstico'),
    column('cases', 'count', 'Cases', 'Casos'),
    column('animals', 'count', 'Animals', 'Animales'),
    column('incidence', 'share', 'Animals affected', 'Animales afectados'),
  ],
  lactations: [
    animal,
    column('calvingAt', 'date', 'Calving', 'Parto'),
    column('parity', 'count', 'Lactation', 'Lactancia'),
    column('daysInMilk', 'count', 'Days in milk', 'Días en leche'),
    column('tests', 'count', 'Tests', 'Controles'),
    column('yield305', 'number', '305-day milk (kg)', 'Leche a 305 días (kg)'),
    column('basis', 'text', 'Basis', 'Base'),
  ],
  growth: [
    column('group', 'text', 'Group', 'Grupo'),
    column('animals', 'count', 'Animals weighed', 'Animales pesados'),
    column('dailyGain', 'number', 'Daily gain (kg/day)', 'Ganancia diaria (kg/día)'),
  ],
  calves: [
    animal,
    column('bornAt', 'date', 'Born', 'Nacido'),
    column('dam', 'text', 'Dam', 'Madre'),
    column('gender', 'text', 'Sex', 'Sexo'),
    column('birthWeight', 'number', 'Birth weight (kg)', 'Peso al nacer (kg)'),
    column('adjusted205', 'number', '205-day weight (kg)', 'Peso a 205 días (kg)'),
    column('ratio', 'number', '205-day ratio', 'Índice a 205 días'),
    column('fate', 'text', 'Fate', 'Destino'),
  ],
  animals: [
    animal,
    column('gender', 'text', 'Sex', 'Sexo'),
    column('ageMonths', 'number', 'Age (months)', 'Edad (meses)'),
    column('weight', 'number', 'Latest weight (kg)', 'Último peso (kg)'),
    column('dailyGain', 'number', 'Daily gain (kg/day)', 'Ganancia diaria (kg/día)'),
    column('state', 'text', 'State', 'Estado'),
  ],
  months: [
    month,
    column('animals', 'count', 'Animals', 'Animales'),
    column('calvings', 'count', 'Calvings', 'Partos'),
    column('calves', 'count', 'Calves born', 'Terneros nacidos'),
    column('deaths', 'count', 'Deaths', 'Muertes'),
    column('services', 'count', 'Services', 'Servicios'),
    column('milkKg', 'number', 'Milk (kg)', 'Leche (kg)'),
    column('cases', 'count', 'Disease cases', 'Casos de enfermedad'),
  ],
  sires: [
    column('sire', 'text', 'Sire', 'Toro'),
    column('services', 'count', 'Services', 'Servicios'),
    column('pregnant', 'count', 'Pregnant', 'Preñadas'),
    column('conceptionRate', 'share', 'Conception rate', 'Tasa de concepción'),
    column('nonReturn56', 'share', '56-day non-return', 'No retorno a 56 días'),
  ],
  sessions: [
    column('session', 'text', 'Milking', 'Ordeño'),
    column('records', 'count', 'Records', 'Registros'),
    column('milkKg', 'number', 'Milk (kg)', 'Leche (kg)'),
    column('share', 'share', 'Share of milk', 'Parte de la leche'),
  ],
};

/** Words the tables and charts write in cells and series (a cycle still pending, a sex, a basis). */
export const REPORT_WORDS = {
  pending: { en: 'Pending', es: 'Pendiente' },
  known: { en: 'Known', es: 'Conocido' },
  female: { en: 'Female', es: 'Hembra' },
  male: { en: 'Male', es: 'Macho' },
  complete: { en: 'Complete', es: 'Completa' },
  projected: { en: 'Projected', es: 'Proyectada' },
  insufficient: { en: 'Too few tests', es: 'Pocos controles' },
  pregnant: { en: 'Pregnant', es: 'Preñada' },
  open: { en: 'Open', es: 'Vacía' },
  notServed: { en: 'Not served', es: 'Sin servir' },
  removed: { en: 'Removed', es: 'Baja' },
  active: { en: 'Active', es: 'Activo' },
  alive: { en: 'Alive', es: 'Vivo' },
  dead: { en: 'Dead', es: 'Muerto' },
  sold: { en: 'Left the herd', es: 'Salió del rebaño' },
  noGroup: { en: 'No group', es: 'Sin grupo' },
  noDiagnosis: { en: 'No diagnosis recorded', es: 'Sin diagnóstico registrado' },
  noSire: { en: 'Sire not recorded', es: 'Toro no registrado' },
  firstLactation: { en: 'First lactation', es: 'Primera lactancia' },
  laterLactations: { en: 'Later lactations', es: 'Lactancias posteriores' },
  cases: { en: 'Disease cases', es: 'Casos de enfermedad' },
  treatments: { en: 'Treatments', es: 'Tratamientos' },
  born: { en: 'Born', es: 'Nacidos' },
  died: { en: 'Died', es: 'Muertos' },
  fat: { en: 'Fat', es: 'Grasa' },
  protein: { en: 'Protein', es: 'Proteína' },
  morning: { en: 'Morning', es: 'Mañana' },
  midday: { en: 'Midday', es: 'Mediodía' },
  evening: { en: 'Evening', es: 'Tarde' },
  daily: { en: 'Whole day', es: 'Día completo' },
  pregnancyRate: { en: 'Pregnancy rate', es: 'Tasa de preñez' },
  inseminationRate: { en: 'Insemination rate', es: 'Tasa de inseminación' },
  conceptionRate: { en: 'Conception rate', es: 'Tasa de concepción' },
  nonReturn56: { en: '56-day non-return', es: 'No retorno a 56 días' },
  calvings: { en: 'Calvings', es: 'Partos' },
  calves: { en: 'Calves', es: 'Terneros' },
  animals: { en: 'Animals', es: 'Animales' },
  milkKg: { en: 'Milk (kg)', es: 'Leche (kg)' },
  milk305: { en: '305-day milk (kg)', es: 'Leche a 305 días (kg)' },
  dailyGain: { en: 'Daily gain (kg/day)', es: 'Ganancia diaria (kg/día)' },
  meanCellScore: { en: 'Mean linear score', es: 'Puntuación lineal media' },
} as const satisfies Record<string, Bilingual>;
export type ReportWord = keyof typeof REPORT_WORDS;
