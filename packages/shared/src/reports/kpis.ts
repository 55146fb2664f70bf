import type { Language } from '../constants';
import type { Kpi, ReportChart, ReportPage } from './pages';

/** A text in both languages: the screens, the files and the emailed reports read the same one. */
export type Bilingual = Readonly<Record<Language, string>>;

export interface KpiText {
  name: Bilingual;
  /** How it is computed, what it counts and leaves out: shown beside the figure (docs/decisions.md: reports). */
  definition: Bilingual;
  /** Where the definition comes from. */
  source: string;
}

/**
 * Each figure's name and definition. Packages compute these figures differently and rarely say how;
 * Ganado states its definition beside every figure (docs/research: reproduction and production KPIs).
 */
export const KPI_TEXTS: Readonly<Record<Kpi, KpiText>> = {
  pregnancyRate: {
    name: { en: '21-day pregnancy rate', es: 'Tasa de preñez a 21 días' },
    definition: {
      en: 'Cows that conceived in a 21-day cycle ÷ cows eligible in it: calved, past the 50-day voluntary waiting period, open and in the herd at the cycle’s start. A cow that leaves during a cycle counts only if she was served in it. Cycles whose results are not known yet are left out.',
      es: 'Vacas que concibieron en un ciclo de 21 días ÷ vacas aptas en él: paridas, pasado el periodo de espera voluntario de 50 días, vacías y en el rebaño al empezar el ciclo. Una vaca que sale durante un ciclo solo cuenta si fue servida en él. Los ciclos cuyo resultado aún no se conoce quedan fuera.',
    },
    source: 'DairyComp 305; University of Wisconsin (Fricke)',
  },
  inseminationRate: {
    name: { en: 'Heat-detection (insemination) rate', es: 'Tasa de detección de celos (inseminación)' },
    definition: {
      en: 'Eligible cows served in a 21-day cycle ÷ eligible cows, over the finished cycles of the period.',
      es: 'Vacas aptas servidas en un ciclo de 21 días ÷ vacas aptas, en los ciclos terminados del periodo.',
    },
    source: 'DairyComp 305',
  },
  conceptionRate: {
    name: { en: 'Conception rate', es: 'Tasa de concepción' },
    definition: {
      en: 'Services that resulted in a pregnancy ÷ services with a known outcome (a calving, a pregnancy check or a return). Services whose outcome is not known are left out.',
      es: 'Servicios que terminaron en preñez ÷ servicios con resultado conocido (un parto, un diagnóstico de gestación o un retorno). Los servicios sin resultado conocido quedan fuera.',
    },
    source: 'DairyComp 305 BREDSUM',
  },
  servicesPerConception: {
    name: { en: 'Services per conception', es: 'Servicios por concepción' },
    definition: {
      en: 'Services with a known outcome ÷ conceptions, for services in the period. Inseminations within two days of each other are one service (one heat).',
      es: 'Servicios con resultado conocido ÷ concepciones, de los servicios del periodo. Las inseminaciones a menos de dos días entre sí son un servicio (un celo).',
    },
    source: 'DairyComp 305 BREDSUM',
  },
  daysOpen: {
    name: { en: 'Days open', es: 'Días abiertos' },
    definition: {
      en: 'Days from a calving to the service that conceived, averaged over the conceptions in the period.',
      es: 'Días desde un parto hasta el servicio que concibió, promediados sobre las concepciones del periodo.',
    },
    source: 'N. Cook, reproductive performance analysis using DC305',
  },
  calvingInterval: {
    name: { en: 'Calving interval', es: 'Intervalo entre partos' },
    definition: {
      en: 'Days between a calving in the period and the same cow’s previous calving, averaged. Twins are one calving. Target 365 days.',
      es: 'Días entre un parto del periodo y el parto anterior de la misma vaca, promediados. Los mellizos son un parto. Objetivo: 365 días.',
    },
    source: 'ICBF; N. Cook (DC305)',
  },
  ageAtFirstCalving: {
    name: { en: 'Age at first calving', es: 'Edad al primer parto' },
    definition: {
      en: 'Months from birth to a heifer’s first calving, for first calvings in the period, averaged (a month is 30.44 days).',
      es: 'Meses desde el nacimiento hasta el primer parto de una novilla, para los primeros partos del periodo, promediados (un mes son 30,44 días).',
    },
    source: 'ICBF',
  },
  firstCalvingOnTarget: {
    name: { en: 'First calvings at 22–26 months', es: 'Primeros partos a los 22–26 meses' },
    definition: {
      en: 'Share of the period’s first calvings at an age of 22 to 26 months.',
      es: 'Proporción de los primeros partos del periodo a una edad de 22 a 26 meses.',
    },
    source: 'ICBF',
  },
  pregnantBy150Days: {
    name: { en: 'Pregnant by 150 days in milk', es: 'Preñadas a los 150 días en leche' },
    definition: {
      en: 'Cows calved in the period that had reached 150 days in milk by the as-of date: the share that conceived by day 150. A cow that left open before day 150 is left out. A realistic target is 75 %.',
      es: 'Vacas paridas en el periodo que llegaron a 150 días en leche a la fecha de corte: proporción que concibió antes del día 150. Una vaca que salió vacía antes del día 150 queda fuera. Un objetivo realista es el 75 %.',
    },
    source: 'BoviSync; University of Wisconsin',
  },
  pregnancyLoss: {
    name: { en: 'Pregnancy loss (abortion rate)', es: 'Pérdida de gestación (tasa de abortos)' },
    definition: {
      en: 'Pregnancies confirmed by a check in the period that were lost (a later open check, a new service, or no calving by the longest gestation) ÷ confirmed pregnancies whose fate is known.',
      es: 'Gestaciones confirmadas en el periodo que se perdieron (un diagnóstico vacío posterior, un nuevo servicio o ningún parto en la gestación más larga) ÷ gestaciones confirmadas cuyo final se conoce.',
    },
    source: 'DairyComp 305',
  },
  perinatalMortality: {
    name: { en: 'Perinatal calf mortality', es: 'Mortalidad perinatal de terneros' },
    definition: {
      en: 'Calves born in the period, twins each counted, that were born dead or died within 48 hours ÷ calves born. Across studies: 2.4–9.7 %.',
      es: 'Terneros nacidos en el periodo, cada mellizo contado, que nacieron muertos o murieron en 48 horas ÷ terneros nacidos. En los estudios: 2,4–9,7 %.',
    },
    source: 'Mee (2013), perinatal mortality in dairy herds',
  },
  preWeaningMortality: {
    name: { en: 'Pre-weaning calf mortality', es: 'Mortalidad de terneros antes del destete' },
    definition: {
      en: 'Calves alive at 48 hours that died before 60 days of age ÷ those calves that reached 60 days or died before. A calf sold alive before then is left out. US heifers: 5 %.',
      es: 'Terneros vivos a las 48 horas que murieron antes de los 60 días ÷ los que llegaron a 60 días o murieron antes. Un ternero vendido vivo antes queda fuera. Novillas de EE. UU.: 5 %.',
    },
    source: 'USDA NAHMS Dairy 2014',
  },
  weaning205: {
    name: { en: 'Adjusted 205-day weaning weight', es: 'Peso al destete ajustado a 205 días' },
    definition: {
      en: '(Weaning weight − birth weight) ÷ age × 205 + birth weight + the age-of-dam adjustment, for calves weighed between 160 and 250 days old; the ratio is the calf ÷ its contemporaries’ mean × 100.',
      es: '(Peso al destete − peso al nacer) ÷ edad × 205 + peso al nacer + el ajuste por edad de la madre, para terneros pesados entre 160 y 250 días; el índice es el ternero ÷ la media de sus contemporáneos × 100.',
    },
    source: 'Beef Improvement Federation guidelines',
  },
  dailyGain: {
    name: { en: 'Average daily gain', es: 'Ganancia media diaria' },
    definition: {
      en: 'For each animal weighed at least twice in the period: (last weight − first weight) ÷ days between; averaged.',
      es: 'Para cada animal pesado al menos dos veces en el periodo: (último peso − primer peso) ÷ días entre ambos; promediado.',
    },
    source: 'BIF guidelines',
  },
  milk305: {
    name: { en: '305-day milk', es: 'Leche a 305 días' },
    definition: {
      en: 'Each lactation begun in the period, by ICAR’s test-interval method from the recorded tests; a lactation in progress is completed to day 305 by a Wood curve fitted to its tests. Averaged.',
      es: 'Cada lactancia iniciada en el periodo, por el método de intervalo entre controles de ICAR con los controles registrados; una lactancia en curso se completa hasta el día 305 con una curva de Wood ajustada a sus controles. Promediada.',
    },
    source: 'ICAR guidelines, section 2; Wood (1967)',
  },
  fatPercent: {
    name: { en: 'Fat (%)', es: 'Grasa (%)' },
    definition: {
      en: 'Fat of the period’s milk tests, weighted by each test’s yield.',
      es: 'Grasa de los controles lecheros del periodo, ponderada por la producción de cada control.',
    },
    source: 'ICAR guidelines',
  },
  proteinPercent: {
    name: { en: 'Protein (%)', es: 'Proteína (%)' },
    definition: {
      en: 'Protein of the period’s milk tests, weighted by each test’s yield.',
      es: 'Proteína de los controles lecheros del periodo, ponderada por la producción de cada control.',
    },
    source: 'ICAR guidelines',
  },
  lowCellScoreShare: {
    name: { en: 'Cows at a cell score of 3 or less', es: 'Vacas con puntuación celular de 3 o menos' },
    definition: {
      en: 'Linear score = log2(somatic cells ÷ 100,000) + 3, from each cow’s latest test in the period: the share at 3 or less (about 100,000 cells/mL). Target above 80 %.',
      es: 'Puntuación lineal = log2(células somáticas ÷ 100.000) + 3, del último control de cada vaca en el periodo: proporción con 3 o menos (unas 100.000 células/mL). Objetivo: más del 80 %.',
    },
    source: 'Shook (1993); DHI',
  },
  meanCellScore: {
    name: { en: 'Mean cell linear score', es: 'Puntuación lineal celular media' },
    definition: {
      en: 'The mean of each cow’s latest linear score in the period. A score of 5 or more means infection.',
      es: 'Media de la última puntuación lineal de cada vaca en el periodo. Una puntuación de 5 o más indica infección.',
    },
    source: 'Shook (1993); DHI',
  },
  diseasesPer100: {
    name: { en: 'Disease cases per 100 animals', es: 'Casos de enfermedad por cada 100 animales' },
    definition: {
      en: 'Diseases recorded in the period ÷ animals in the herd at any time in it × 100 (a cumulative count per 100 animals at risk, not per animal-year).',
      es: 'Enfermedades registradas en el periodo ÷ animales del rebaño en algún momento del mismo × 100 (un recuento acumulado por cada 100 animales en riesgo, no por animal-año).',
    },
    source: 'Thrusfield, Veterinary Epidemiology',
  },
  treatmentsPer100: {
    name: { en: 'Treatments per 100 animals', es: 'Tratamientos por cada 100 animales' },
    definition: {
      en: 'Treatments given in the period ÷ animals in the herd at any time in it × 100.',
      es: 'Tratamientos dados en el periodo ÷ animales del rebaño en algún momento del mismo × 100.',
    },
    source: 'Thrusfield, Veterinary Epidemiology',
  },
  drugCostPerAnimal: {
    name: { en: 'Medicine cost per animal', es: 'Coste de medicamentos por animal' },
    definition: {
      en: 'The cost of the medicines given in the period (treatments and vaccinations drawn from packs with a price) ÷ animals in the herd at any time in it.',
      es: 'El coste de los medicamentos dados en el periodo (tratamientos y vacunas sacados de envases con precio) ÷ animales del rebaño en algún momento del mismo.',
    },
    source: 'Ganado',
  },
  nonReturn56: {
    name: { en: '56-day non-return rate', es: 'Tasa de no retorno a 56 días' },
    definition: {
      en: 'First services of a cycle whose cow was not served again within 56 days ÷ first services whose 56 days have passed with the cow in the herd. Below 64 % is an early warning.',
      es: 'Primeros servicios de un ciclo cuya vaca no volvió a ser servida en 56 días ÷ primeros servicios cuyos 56 días han pasado con la vaca en el rebaño. Por debajo del 64 % es una alerta temprana.',
    },
    source: 'CRV; LIC (New Zealand)',
  },
  firstServiceConception: {
    name: { en: 'First-service conception rate', es: 'Tasa de concepción al primer servicio' },
    definition: {
      en: 'First services after a calving (or a heifer’s first) that resulted in a pregnancy ÷ those with a known outcome.',
      es: 'Primeros servicios tras un parto (o el primero de una novilla) que terminaron en preñez ÷ los de resultado conocido.',
    },
    source: 'DairyComp 305 BREDSUM',
  },
  animalsPresent: {
    name: { en: 'Animals in the herd', es: 'Animales en el rebaño' },
    definition: {
      en: 'Animals in the herd on the as-of date: born or registered by then and not yet removed.',
      es: 'Animales en el rebaño en la fecha de corte: nacidos o registrados para entonces y aún no dados de baja.',
    },
    source: 'Ganado',
  },
  calvesBorn: {
    name: { en: 'Calves born', es: 'Terneros nacidos' },
    definition: {
      en: 'Calves of the calvings in the period, twins each counted, the stillborn included.',
      es: 'Terneros de los partos del periodo, cada mellizo contado, incluidos los nacidos muertos.',
    },
    source: 'Ganado',
  },
  deaths: {
    name: { en: 'Deaths', es: 'Muertes' },
    definition: {
      en: 'Animals removed as dead in the period.',
      es: 'Animales dados de baja por muerte en el periodo.',
    },
    source: 'Ganado',
  },
  milkPerCowDay: {
    name: { en: 'Milk per cow per day', es: 'Leche por vaca y día' },
    definition: {
      en: 'Milk recorded in the period ÷ the days on which each cow was recorded (sessions of one day added together).',
      es: 'Leche registrada en el periodo ÷ los días en que se registró cada vaca (los ordeños de un día sumados).',
    },
    source: 'Ganado',
  },
};

/** Each chart's title. */
export const CHART_TITLES: Readonly<Record<ReportChart, Bilingual>> = {
  cycles: { en: 'Rates by 21-day cycle', es: 'Tasas por ciclo de 21 días' },
  calvingsByMonth: { en: 'Calvings by month', es: 'Partos por mes' },
  daysOpenSpread: { en: 'Cows by days open', es: 'Vacas por días abiertos' },
  casesByMonth: { en: 'Cases and treatments by month', es: 'Casos y tratamientos por mes' },
  casesByDiagnosis: { en: 'Animals affected by diagnosis (%)', es: 'Animales afectados por diagnóstico (%)' },
  lactationCurve: { en: 'Lactation curve: kg a day by days in milk', es: 'Curva de lactancia: kg al día por días en leche' },
  milk305ByParity: { en: '305-day milk by lactation', es: 'Leche a 305 días por lactancia' },
  gainByGroup: { en: 'Daily gain by group (kg/day)', es: 'Ganancia diaria por grupo (kg/día)' },
  weaningRatios: { en: 'Calves by 205-day weight ratio', es: 'Terneros por índice de peso a 205 días' },
  birthsByMonth: { en: 'Calves born and dead by month', es: 'Terneros nacidos y muertos por mes' },
  herdByMonth: { en: 'Animals in the herd at each month’s end', es: 'Animales en el rebaño al final de cada mes' },
  herdByAge: { en: 'Animals by age', es: 'Animales por edad' },
  milkByMonth: { en: 'Milk recorded by month (kg)', es: 'Leche registrada por mes (kg)' },
  conceptionBySire: { en: 'Conception rate by sire (%)', es: 'Tasa de concepción por toro (%)' },
  milkBySession: { en: 'Milk by milking (kg)', es: 'Leche por ordeño (kg)' },
  componentsByMonth: { en: 'Fat and protein by month (%)', es: 'Grasa y proteína por mes (%)' },
  cellScoreByMonth: { en: 'Mean cell linear score by month', es: 'Puntuación lineal celular media por mes' },
  nonReturnByMonth: { en: '56-day non-return by month (%)', es: 'No retorno a 56 días por mes (%)' },
};

/** Each page's title in the files and emailed reports (the screens' titles are the route map's, the same words). */
export const REPORT_PAGE_TITLES: Readonly<Record<ReportPage, Bilingual>> = {
  analytics: { en: 'Analytics', es: 'Analítica' },
  breeder: { en: 'Breeder report', es: 'Informe de criadores' },
  health: { en: 'Health report', es: 'Informe de salud' },
  dairyProduction: { en: 'Dairy production', es: 'Producción lechera' },
  meatProduction: { en: 'Meat production', es: 'Producción de carne' },
  calf: { en: 'Calf analytics', es: 'Analítica de terneros' },
  animal: { en: 'Animal analytics', es: 'Analítica de animales' },
  calfDetailed: { en: 'Calf analytics (detailed)', es: 'Analítica de terneros (detallada)' },
  animalDetailed: { en: 'Animal analytics (detailed)', es: 'Analítica de animales (detallada)' },
  milk: { en: 'Milk analytics', es: 'Analítica de leche' },
  stud: { en: 'Stud analytics', es: 'Analítica de sementales' },
  milking: { en: 'Milking analytics', es: 'Analítica de ordeño' },
  milkType: { en: 'Milk type analytics', es: 'Analítica por tipo de leche' },
  semen: { en: 'Semen analytics', es: 'Analítica de semen' },
  pregnancy: { en: 'Pregnancy analytics', es: 'Analítica de preñez' },
};
