import { describe, expect, it } from 'vitest';
import { analyzeDocument, classifyDocument, cleanPages, type PageText } from './index.js';

/** A short judgment written for these tests (civil, first instance), three pages. */
const JUDGMENT: PageText[] = [
  {
    page: 1,
    text: [
      'JUZGADO DE PRIMERA INSTANCIA Nº 4 DE SEVILLA',
      '',
      'SENTENCIA Nº 112/2024',
      '',
      'En Sevilla, a 12 de marzo de 2024.',
      'Vistos por la Ilma. Sra. D.ª Lucía Ferrer Campos, Magistrada-Juez, los autos de juicio ordinario nº 845/2023,',
      'seguidos a instancia de D. Tomás Rivas Ortega, representado por la Procuradora Sra. Almagro Ruiz y asistido por',
      'el letrado D. Pablo Sanz Gil, contra la mercantil REFORMAS DEL SUR, S.L., sobre reclamación de cantidad.',
      '',
      'ANTECEDENTES DE HECHO',
      'PRIMERO.- El 3 de febrero de 2023 las partes firmaron un contrato de obra para reformar la vivienda del actor.',
      'SEGUNDO.- El actor abonó 6.000 euros el 10 de febrero de 2023 y 4.000 euros el 15 de abril de 2023.',
    ].join('\n'),
  },
  {
    page: 2,
    text: [
      'FUNDAMENTOS DE DERECHO',
      'PRIMERO.- La cuestión que se plantea consiste en determinar si la demandada incumplió el contrato de obra al',
      'abandonar los trabajos sin terminar la cocina y el baño de la vivienda del actor.',
      'SEGUNDO.- Conforme al artículo 1124 del Código Civil, la facultad de resolver las obligaciones se entiende',
      'implícita en las recíprocas, y el artículo 1101 CC obliga a indemnizar los daños y perjuicios causados por el',
      'incumplimiento. También se invoca el artículo 9999 CC, que no existe.',
      'TERCERO.- La demandada no ha acreditado haber ejecutado la obra pagada, por lo que procede estimar la demanda.',
    ].join('\n'),
  },
  {
    page: 3,
    text: [
      'FALLO',
      'Que ESTIMANDO la demanda interpuesta por D. Tomás Rivas Ortega contra REFORMAS DEL SUR, S.L., debo condenar y',
      'condeno a la demandada a abonar al actor la cantidad de 10.000 euros, más los intereses legales.',
      'Con expresa imposición de las costas a la parte demandada.',
      'Contra esta sentencia cabe recurso de apelación en el plazo de veinte días hábiles desde su notificación.',
      'Así por esta mi sentencia, lo pronuncio, mando y firmo.',
    ].join('\n'),
  },
];

/** A lease written for these tests. */
const CONTRACT: PageText[] = [
  {
    page: 1,
    text: [
      'CONTRATO DE ARRENDAMIENTO DE VIVIENDA',
      '',
      'En Valencia, a 1 de septiembre de 2024.',
      '',
      'REUNIDOS',
      'De una parte, D.ª Marta Soler Pina, mayor de edad, con domicilio en Valencia (en adelante, la ARRENDADORA).',
      'De otra parte, D. Iván Company Roig, mayor de edad (en adelante, el ARRENDATARIO).',
      '',
      'ESTIPULACIONES',
      'PRIMERA.- La renta mensual es de 900 euros, que el arrendatario deberá pagar dentro de los cinco primeros días de cada mes.',
      'SEGUNDA.- El arrendatario entrega una fianza de 900 euros y una garantía adicional de 1.800 euros, en total 2.600 euros.',
      'TERCERA.- Si el arrendatario abandona la vivienda antes de un año, pagará como cláusula penal una mensualidad de renta.',
      'CUARTA.- El arrendador deberá devolver la fianza en el plazo de un mes.',
    ].join('\n'),
  },
];

/** Snippets of a tender's specifications written for these tests. */
const TENDER: PageText[] = [
  {
    page: 1,
    text: [
      'AYUNTAMIENTO DE VILLANUEVA',
      '',
      'PLIEGO DE CLÁUSULAS ADMINISTRATIVAS PARTICULARES PARA EL SUMINISTRO DE MOBILIARIO ESCOLAR. EXPTE 7/2024',
      '',
      'Cláusula 6. Presupuesto base de licitación.',
      'El presupuesto base de licitación asciende a 48.400 euros, IVA incluido.',
      'Cláusula 9. Plazo de ejecución.',
      'El contratista deberá entregar los bienes en el plazo de tres meses a contar desde la formalización del contrato.',
    ].join('\n'),
  },
  {
    page: 2,
    text: [
      'Cláusula 17. Garantía definitiva.',
      'El licitador que presente la mejor oferta constituirá una garantía definitiva del 5 por 100 del precio de adjudicación.',
      'Cláusula 34. Ejecución defectuosa y demora.',
      'Por cada día de retraso se impondrá una penalidad diaria de 0,60 euros por cada 1.000 euros del precio del contrato.',
    ].join('\n'),
  },
];

describe('cleanPages', () => {
  it('drops running headers and page numbers, joins lines and cuts sentences with their page', () => {
    const pages = [1, 2, 3].map((page) => ({
      page,
      text: `JURISPRUDENCIA\n\nEl Sr. D. Juan ${['Pérez', 'Gómez', 'Ruiz'][page - 1]} compareció\nen la sede del juzgado de ${['Jaén', 'Cádiz', 'Soria'][page - 1]}. Se le oyó.\n\n${page}`,
    }));
    const clean = cleanPages(pages);
    expect(clean[1]?.sentences.map((s) => s.text)).toEqual([
      'El Sr. D. Juan Gómez compareció en la sede del juzgado de Cádiz.',
      'Se le oyó.',
    ]);
    expect(clean[2]?.sentences[0]?.page).toBe(3);
    expect(clean[0]?.text).not.toContain('JURISPRUDENCIA');
  });
});

describe('classifyDocument', () => {
  const one = (text: string) => classifyDocument(cleanPages([{ page: 1, text }])).type;
  it.each([
    ['SENTENCIA Nº 12/2024\n\nEn Jaén, a 2 de mayo de 2024.', 'sentencia'],
    ['AUTO\n\nEn Madrid, a 2 de mayo de 2024. HECHOS.', 'auto'],
    ['PROVIDENCIA\n\nDada cuenta, únase el escrito.', 'providencia'],
    ['DECRETO\n\nLetrado de la Administración de Justicia.', 'decreto'],
    [
      'AL JUZGADO DE PRIMERA INSTANCIA DE MADRID\n\nD. Luis Gil, procurador, formulo DEMANDA de juicio verbal.\n\nSUPLICO AL JUZGADO que la admita.',
      'demanda',
    ],
    ['CONTESTACIÓN A LA DEMANDA\n\nQue contesto a la demanda en tiempo y forma.', 'contestación'],
    ['RECURSO DE APELACIÓN\n\nQue interpongo recurso contra la sentencia.', 'recurso'],
    [
      'AL JUZGADO DE LO SOCIAL Nº 2\n\nQue por medio del presente escrito, como mejor proceda en Derecho, DIGO.\n\nSUPLICO se tenga por presentado.',
      'escrito',
    ],
    ['CONTRATO DE PRESTACIÓN DE SERVICIOS\n\nREUNIDOS', 'contrato'],
    ['PLIEGO DE PRESCRIPCIONES TÉCNICAS', 'pliego'],
    ['INSTRUCCIÓN 2/2024, de la Fiscalía General del Estado', 'instrucción'],
    ['INFORME JURÍDICO\n\nOBJETO DEL INFORME', 'informe'],
    ['Lista de la compra: pan, leche y huevos.', 'other'],
  ])('%j → %s', (text, type) => {
    expect(one(text)).toBe(type);
  });

  it('gives the phrase and page that decided it', () => {
    expect(classifyDocument(cleanPages(JUDGMENT))).toEqual({
      type: 'sentencia',
      evidence: { page: 1, text: 'SENTENCIA Nº 112/2024', rule: 'title' },
    });
  });
});

describe('analyzeDocument: a judgment', () => {
  const a = analyzeDocument(JUDGMENT, { depth: 'complete' });

  it('reads the court, the judge, the date and the case number', () => {
    expect(a.court?.name).toBe('Juzgado de Primera Instancia Nº 4 de Sevilla');
    expect(a.date).toEqual({ iso: '2024-03-12', text: '12 de marzo de 2024', page: 1 });
    expect(a.case_numbers).toContainEqual({ kind: 'procedimiento', value: '845/2023', page: 1 });
  });

  it('names the parties with their roles and the representatives apart', () => {
    const roles = Object.fromEntries(a.parties.map((p) => [p.name, p.roles]));
    expect(roles['Tomás Rivas Ortega']).toContain('demandante');
    expect(roles['REFORMAS DEL SUR, S.L.']).toContain('demandado');
    expect(roles['Almagro Ruiz']).toEqual(['procurador']);
    expect(a.parties.find((p) => p.name === 'Tomás Rivas Ortega')?.kind).toBe('persona');
  });

  it('reads the ruling and the costs with their page', () => {
    expect(a.decision).toMatchObject({ fallo: 'estima', object: 'demanda', page: 3 });
    expect(a.decision?.pronouncements).toContain('condena');
    expect(a.decision?.passage).toMatch(/^Que ESTIMANDO la demanda/);
    expect(a.costas).toMatchObject({ status: 'impuestas', to: 'demandada', page: 3 });
  });

  it('dates the events in order and keeps their sentences', () => {
    expect(a.timeline?.map((e) => e.date)).toEqual(['2023-02-03', '2023-02-10', '2023-04-15', '2024-03-12']);
    expect(a.timeline?.[0]).toMatchObject({ page: 1, text: expect.stringContaining('contrato de obra') });
  });

  it('lists the amounts with their concept and adds them by currency', () => {
    expect(a.amounts?.items.map((x) => [x.amount, x.page])).toEqual([
      [6000, 1],
      [4000, 1],
      [10000, 3],
    ]);
    expect(a.amounts?.items[2]?.concept).toMatch(/abonar al actor la cantidad de 10\.000 euros/);
    expect(a.amounts?.totals).toEqual([{ currency: 'EUR', total: 20000, count: 3 }]);
  });

  it('finds every citation with its page and the norm and article it names', () => {
    const cc = a.citations?.filter((c) => c.references.some((r) => r.normId === 'BOE-A-1889-4763'));
    expect(cc?.map((c) => [c.references[0]?.article, c.page])).toEqual([
      ['1124', 2],
      ['1101', 2],
      ['9999', 2],
    ]);
  });

  it('flags the costs imposed and the deadline that runs from notification', () => {
    const codes = a.risks?.map((r) => r.code);
    expect(codes).toContain('costas_impuestas');
    expect(codes).toContain('plazo_desde_notificacion');
    expect(a.deadlines?.[0]).toMatchObject({
      written: 'veinte días hábiles',
      duration: 'P20D',
      workingDays: true,
      from: 'desde su notificación',
      page: 3,
    });
  });

  it('keeps only the sentences close to the best one with a summary threshold', () => {
    const focused = analyzeDocument(JUDGMENT, { depth: 'complete', summaryThreshold: 0.9 });
    expect(focused.summary.length).toBeGreaterThan(0);
    expect(focused.summary.length).toBeLessThan(a.summary.length);
  });

  it('quotes its summary verbatim from the pages', () => {
    const all = cleanPages(JUDGMENT).flatMap((p) => p.sentences);
    for (const s of a.summary) expect(all.some((x) => x.page === s.page && x.text === s.text)).toBe(true);
  });
});

describe('analyzeDocument: depths', () => {
  const basic = analyzeDocument(JUDGMENT, { depth: 'basic' });
  const complete = analyzeDocument(JUDGMENT, { depth: 'complete' });
  const expert = analyzeDocument(JUDGMENT, { depth: 'expert' });

  it('basic has the type, three sentences, parties, court and ruling, and nothing of complete', () => {
    expect(basic.summary).toHaveLength(3);
    expect(basic.decision?.fallo).toBe('estima');
    expect(basic.parties.length).toBeGreaterThan(0);
    for (const key of ['timeline', 'amounts', 'citations', 'deadlines', 'risks', 'topics'])
      expect(basic).not.toHaveProperty(key);
  });

  it('complete adds the timeline, amounts, citations, deadlines and risks; expert adds topics', () => {
    expect(complete.summary.length).toBeGreaterThan(basic.summary.length);
    expect(complete.timeline?.length).toBeGreaterThan(0);
    expect(complete).not.toHaveProperty('topics');
    expect(expert.topics?.length).toBeGreaterThan(0);
    expect(expert.topics).toContain('obra');
  });
});

describe('analyzeDocument: contracts and tenders', () => {
  it('reads a lease: parties by their defined roles, obligations, penalty, guarantees and price', () => {
    const a = analyzeDocument(CONTRACT);
    expect(a.document_type.type).toBe('contrato');
    const roles = Object.fromEntries(a.parties.map((p) => [p.name, p.roles]));
    expect(roles['Marta Soler Pina']).toEqual(['arrendador']);
    expect(roles['Iván Company Roig']).toEqual(['arrendatario']);
    expect(a.decision).toBeNull();
    expect(a.contract?.price).toContainEqual(
      expect.objectContaining({ label: 'renta mensual', amount: 900 }),
    );
    expect(a.contract?.penalties[0]?.text).toMatch(/cláusula penal/);
    expect(a.contract?.guarantees.length).toBeGreaterThan(0);
    expect(a.contract?.obligations.length).toBeGreaterThanOrEqual(2);
    // 900 + 1.800 is not 2.600.
    expect(a.risks?.find((r) => r.code === 'importes_no_cuadran')).toMatchObject({ page: 1 });
    // 'en el plazo de un mes' says no start.
    const unanchored = a.risks?.filter((r) => r.code === 'plazo_sin_inicio').map((r) => r.message);
    expect(unanchored).toContainEqual(expect.stringMatching(/«un mes»/));
  });

  it('reads a tender: budget, delivery deadline with its start, guarantee and penalty', () => {
    const a = analyzeDocument(TENDER);
    expect(a.document_type.type).toBe('pliego');
    expect(a.parties[0]).toMatchObject({
      name: 'AYUNTAMIENTO DE VILLANUEVA',
      roles: ['contratante'],
      evidence: { page: 1, text: 'AYUNTAMIENTO DE VILLANUEVA' },
    });
    expect(a.case_numbers).toContainEqual({ kind: 'expediente', value: '7/2024', page: 1 });
    expect(a.contract?.price).toContainEqual(
      expect.objectContaining({
        label: 'presupuesto base de licitación',
        amount: 48400,
        currency: 'EUR',
        page: 1,
      }),
    );
    expect(a.deadlines).toContainEqual(
      expect.objectContaining({
        duration: 'P3M',
        from: 'a contar desde la formalización del contrato',
        page: 1,
      }),
    );
    expect(a.contract?.guarantees[0]).toMatchObject({ page: 2 });
    expect(a.contract?.penalties[0]?.text).toMatch(/penalidad diaria/);
    expect(a.risks?.map((r) => r.code)).toContain('penalidades');
  });

  it('answers an empty document without failing', () => {
    const a = analyzeDocument([{ page: 1, text: '' }], { depth: 'expert' });
    expect(a.document_type).toEqual({ type: 'other', evidence: null });
    expect(a.summary).toEqual([]);
    expect(a.risks?.map((r) => r.code)).toEqual(['tipo_desconocido', 'sin_fecha']);
  });
});

describe('analyzeDocument: the costs of a ruling', () => {
  it.each([
    ['Sin imposición de costas.', 'no se imponen'],
    ['No procede la imposición de costas, de acuerdo con el artículo 233 LRJS.', 'no se imponen'],
    ['Sin hacer expresa imposición de las costas causadas.', 'no se imponen'],
    ['Cada parte abonará las causadas a su instancia y las comunes por mitad, sin costas.', 'no se imponen'],
    ['Con expresa imposición de las costas a la parte actora.', 'impuestas'],
    ['Se condena a la demandada al pago de las costas.', 'impuestas'],
  ])('%j → %s', (sentence, status) => {
    const a = analyzeDocument([{ page: 1, text: `SENTENCIA\n\nFALLO\n\nDesestimo la demanda. ${sentence}` }]);
    expect(a.costas?.status).toBe(status);
  });
});

describe('analyzeDocument: a sentence cut by a page break', () => {
  it('reads the party named across the break', () => {
    const a = analyzeDocument([
      {
        page: 1,
        text: 'SENTENCIA\n\nSe sigue el procedimiento a instancia de D. Marcos Vidal Luna contra el Instituto',
      },
      { page: 2, text: 'Nacional de la Seguridad Social, sobre incapacidad permanente.' },
    ]);
    const inss = a.parties.find((p) => p.name === 'Instituto Nacional de la Seguridad Social');
    expect(inss).toMatchObject({ roles: ['demandado'], evidence: { page: 1 } });
    expect(a.parties.map((p) => p.name)).not.toContain('Instituto');
  });
});

describe('analyzeDocument: company names', () => {
  it('keeps a company’s legal form with its name, with or without dots', () => {
    const text =
      'Doña María López Ruiz, como demandante, formula demanda contra Inmobiliaria Sur, S.L., demandada, y contra Gestiones Norte SAU, también demandada.';
    const parties = analyzeDocument([{ page: 1, text }], { depth: 'basic' }).parties.map((p) => p.name);
    expect(parties).toContain('Inmobiliaria Sur, S.L.');
    expect(parties).toContain('María López Ruiz');
  });
});
