import type { ExtractionResultView } from './ExtractionResults';

const demanda = { documentId: 'd0000000-0000-4000-8000-000000000001', filename: 'demanda-desahucio.pdf' };
const contrato = {
  documentId: 'd0000000-0000-4000-8000-000000000002',
  filename: 'contrato-arrendamiento.pdf',
};

/** 'Importes' for 'rentas impagadas': three monthly rents, a rate, a stated total, totals per concept. */
export const amountsResult: ExtractionResultView = {
  kind: 'monetary',
  amounts: [
    {
      id: 'a1',
      ...demanda,
      page: 2,
      amount: 850,
      currency: 'EUR',
      concept: 'renta',
      passage: 'El demandado dejó de pagar la renta de marzo de 2024, por importe de 850 euros.',
    },
    {
      id: 'a2',
      ...demanda,
      page: 2,
      amount: 850,
      currency: 'EUR',
      concept: 'renta',
      passage: 'Tampoco abonó la renta de abril de 2024, de 850 euros.',
    },
    {
      id: 'a3',
      ...demanda,
      page: 3,
      amount: 312.4,
      currency: 'EUR',
      concept: 'suministros',
      passage: 'Adeuda además 312,40 euros en concepto de suministros de agua y electricidad.',
    },
    {
      id: 'a4',
      ...contrato,
      page: 4,
      amount: 19.6,
      currency: 'EUR',
      per: 'día',
      concept: 'penalización por retraso',
      passage: 'El retraso en la entrega de la vivienda se penalizará con 19,60 euros diarios.',
    },
    {
      id: 'a5',
      ...demanda,
      page: 3,
      amount: 2012.4,
      currency: 'EUR',
      concept: null,
      statedTotal: true,
      passage: 'TOTAL RECLAMADO 2.012,40 €',
    },
  ],
  totals: [
    { currency: 'EUR', concept: null, total: 2012.4, count: 3, stated: [2012.4] },
    { currency: 'EUR', concept: 'renta', total: 1700, count: 2 },
  ],
  dates: [],
  properties: [],
  passages: [
    {
      id: 'p1',
      ...demanda,
      pages: [2],
      heading: 'HECHOS',
      text: 'SEGUNDO.- El demandado dejó de pagar la renta de marzo de 2024, por importe de 850 euros. Tampoco abonó la renta de abril de 2024, de 850 euros.',
    },
    {
      id: 'p2',
      ...demanda,
      pages: [3],
      heading: 'HECHOS',
      text: 'TERCERO.- Adeuda además 312,40 euros en concepto de suministros de agua y electricidad. TOTAL RECLAMADO 2.012,40 €',
    },
  ],
};

/** 'Fechas' for 'plazos del contrato': in chronological order, one written in words, one a month only. */
export const datesResult: ExtractionResultView = {
  kind: 'dates',
  amounts: [],
  totals: [],
  dates: [
    {
      id: 'f1',
      ...contrato,
      page: 1,
      date: '2019-12-19',
      text: 'a diecinueve de diciembre de 2019',
      passage: 'En Madrid, a diecinueve de diciembre de 2019, reunidos de una parte…',
    },
    {
      id: 'f2',
      ...contrato,
      page: 2,
      date: '2020-01',
      text: 'enero de 2020',
      passage: 'El arrendamiento comenzará a regir en enero de 2020.',
    },
    {
      id: 'f3',
      ...demanda,
      page: 2,
      date: '2024-03-05',
      text: '05/03/2024',
      passage: 'El 05/03/2024 se requirió el pago por burofax.',
    },
  ],
  properties: [],
  passages: [
    {
      id: 'p3',
      ...contrato,
      pages: [1, 2],
      heading: null,
      text: 'En Madrid, a diecinueve de diciembre de 2019, reunidos de una parte… El arrendamiento comenzará a regir en enero de 2020.',
    },
  ],
};

/** 'Inmuebles': a finca with its registry and catastral reference, and an address. */
export const propertiesResult: ExtractionResultView = {
  kind: 'properties',
  amounts: [],
  totals: [],
  dates: [],
  properties: [
    {
      id: 'i1',
      ...contrato,
      page: 1,
      kind: 'finca',
      text: 'finca registral nº 12.345',
      passage: 'La vivienda es la finca registral nº 12.345 del Registro de la Propiedad nº 4 de Madrid.',
    },
    {
      id: 'i2',
      ...contrato,
      page: 1,
      kind: 'referencia catastral',
      text: '9872023VH5797S0001WX',
      passage: 'Referencia catastral 9872023VH5797S0001WX.',
    },
    {
      id: 'i3',
      ...demanda,
      page: 1,
      kind: 'dirección',
      text: 'Calle Mayor 12, 3º B',
      passage: 'Sobre la vivienda sita en Calle Mayor 12, 3º B, de Madrid.',
    },
  ],
  passages: [],
};

/** Nothing in the documents answers the query. */
export const emptyResult: ExtractionResultView = {
  kind: 'monetary',
  amounts: [],
  totals: [],
  dates: [],
  properties: [],
  passages: [],
};

/** Long names and sentences wrap; the amounts table scrolls sideways on phones. */
export const longResult: ExtractionResultView = {
  ...amountsResult,
  amounts: amountsResult.amounts.map((a) => ({
    ...a,
    filename:
      'demanda-de-juicio-verbal-de-desahucio-por-falta-de-pago-y-reclamacion-de-rentas-calle-mayor-12.pdf',
    passage: `${a.passage} ${a.passage} ${a.passage}`,
  })),
};
