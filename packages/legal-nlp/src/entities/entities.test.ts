import { describe, expect, it } from 'vitest';
import { extractEntities, type Entity, type EntityType } from './index.js';

/** The entities of one type, as [text, value, subtype, role] (undefined parts left out). */
function of(text: string, type: EntityType) {
  return extractEntities(text)
    .filter((e) => e.type === type)
    .map((e: Entity) => ({
      text: e.text,
      ...(e.value !== undefined ? { value: e.value } : {}),
      ...(e.subtype ? { subtype: e.subtype } : {}),
      ...(e.role ? { role: e.role } : {}),
    }));
}

describe('extractEntities: dates', () => {
  it.each([
    ['Dictada el 19 de diciembre de 2017 por la Sala.', '19 de diciembre de 2017', '2017-12-19'],
    ['La demanda se presentó el 19/12/2017 en el registro.', '19/12/2017', '2017-12-19'],
    ['La vista tuvo lugar el 3-2-2020 a puerta cerrada.', '3-2-2020', '2020-02-03'],
    [
      'En Jaén, a diecinueve de diciembre de dos mil diecisiete.',
      'diecinueve de diciembre de dos mil diecisiete',
      '2017-12-19',
    ],
    ['Se le notificó el pasado día 3 por correo certificado.', 'pasado día 3', '---03'],
    ['El contrato se firmó en diciembre de 2017 ante notario.', 'diciembre de 2017', '2017-12'],
    ['El arrendatario ocupa la vivienda desde 1998.', '1998', '1998'],
    ['Las obras terminaron a finales de enero de 2019.', 'finales de enero de 2019', '2019-01'],
    ['La fecha que consta es 2021-05-04 en el sistema.', '2021-05-04', '2021-05-04'],
    ['Las filtraciones comenzaron en el otoño de 2016.', 'otoño de 2016', '2016'],
    ['Las cuotas se pagaron hasta el primer semestre de 2015.', 'primer semestre de 2015', '2015'],
    ['Es la renta correspondiente a 2019 del arrendatario.', '2019', '2019'],
  ])('%s', (text, written, value) => {
    expect(of(text, 'DATE')).toEqual([{ text: written, value }]);
  });

  it('reads several days of one month as one date, and leaves the article out', () => {
    expect(of('Las sesiones se celebraron el 7 y 8 de octubre de 1991.', 'DATE')).toEqual([
      { text: '7 y 8 de octubre de 1991', value: '1991-10-07' },
    ]);
  });

  it('does not take the date that names a norm, nor a number that is not a year', () => {
    expect(of('Conforme a la Ley de 17 de julio de 1953 sobre arrendamientos.', 'DATE')).toEqual([]);
    expect(of('Se reclaman 2017 unidades del producto.', 'DATE')).toEqual([]);
  });

  it('reads durations and times of day apart from dates', () => {
    expect(of('Dispone de un plazo de veinte días hábiles para recurrir.', 'DURATION')).toEqual([
      { text: 'plazo de veinte días hábiles', value: 'P20D' },
    ]);
    expect(of('Fue condenado a tres años y seis meses de prisión.', 'DURATION')).toEqual([
      { text: 'tres años y seis meses', value: 'P3Y6M' },
    ]);
    expect(of('La comparecencia será a las 9.30 horas del lunes.', 'TIME')).toEqual([
      { text: 'las 9.30 horas', value: '09:30' },
    ]);
  });
});

describe('extractEntities: amounts', () => {
  it.each([
    ['Se fija la renta en 11.880 € anuales.', '11.880 €', { amount: 11880, currency: 'EUR', per: 'año' }],
    ['Condeno a abonar 11.880,50 euros al actor.', '11.880,50 euros', { amount: 11880.5, currency: 'EUR' }],
    [
      'La deuda asciende a once mil ochocientos ochenta euros.',
      'once mil ochocientos ochenta euros',
      { amount: 11880, currency: 'EUR' },
    ],
    [
      'Multa con una cuota de 19,60 euros diarios.',
      '19,60 euros',
      { amount: 19.6, currency: 'EUR', per: 'día' },
    ],
    [
      'Le impusieron una sanción de 1.336 coronas suecas.',
      '1.336 coronas suecas',
      { amount: 1336, currency: 'SEK' },
    ],
    [
      'Reclamó 5.000 libras esterlinas de daños.',
      '5.000 libras esterlinas',
      { amount: 5000, currency: 'GBP' },
    ],
    ['El Estado pagará EUR 3.000 por costas.', 'EUR 3.000', { amount: 3000, currency: 'EUR' }],
    [
      'Un préstamo de 2 millones de euros al promotor.',
      '2 millones de euros',
      { amount: 2000000, currency: 'EUR' },
    ],
    [
      'Pidió 2.000.000 de coronas noruegas (NOK) de indemnización.',
      '2.000.000 de coronas noruegas (NOK)',
      { amount: 2000000, currency: 'NOK' },
    ],
    ['Ingresó 147.000 SEK en la cuenta.', '147.000 SEK', { amount: 147000, currency: 'SEK' }],
  ])('%s', (text, written, value) => {
    expect(of(text, 'MONEY')).toEqual([{ text: written, value }]);
  });

  it('does not read a count of things as money', () => {
    expect(of('Declararon cinco testigos durante dos días.', 'MONEY')).toEqual([]);
  });
});

describe('extractEntities: identifiers', () => {
  it('keeps a DNI, NIE or CIF only when its check character is right', () => {
    const text = 'DNI 12345678Z, DNI 12345678A, NIE X1234567L y CIF B12345674 de la sociedad.';
    expect(of(text, 'ID')).toEqual([
      { text: '12345678Z', value: '12345678Z', subtype: 'DNI' },
      { text: 'X1234567L', value: 'X1234567L', subtype: 'NIE' },
      { text: 'B12345674', value: 'B12345674', subtype: 'CIF' },
    ]);
  });

  it('verifies an IBAN and reads telephones and e-mails', () => {
    const text =
      'Transfiera a ES91 2100 0418 4502 0005 1332 (no a ES00 2100 0418 4502 0005 1332), llame al 953 123 456 o al +34 600 12 34 56, o escriba a notificaciones@despacho.es.';
    expect(of(text, 'IBAN')).toEqual([
      { text: 'ES91 2100 0418 4502 0005 1332', value: 'ES9121000418450200051332' },
    ]);
    expect(of(text, 'PHONE').map((p) => p.value)).toEqual(['953123456', '+34600123456']);
    expect(of(text, 'EMAIL')).toEqual([
      { text: 'notificaciones@despacho.es', value: 'notificaciones@despacho.es' },
    ]);
  });
});

describe('extractEntities: procedural codes and citations', () => {
  it('reads ECLI, Roj, recurso, autos and application numbers', () => {
    const text =
      'ECLI:ES:TS:2020:1234. Roj: STS 1234/2020. Recurso de casación nº 3456/2019; autos de juicio ordinario nº 245/2017; demanda (no 12345/08) ante el Tribunal Europeo.';
    expect(of(text, 'CODE')).toEqual([
      { text: 'ECLI:ES:TS:2020:1234', value: 'ECLI:ES:TS:2020:1234', subtype: 'ECLI' },
      { text: 'STS 1234/2020', value: 'STS 1234/2020', subtype: 'ROJ' },
      { text: '3456/2019', value: '3456/2019', subtype: 'recurso' },
      { text: '245/2017', value: '245/2017', subtype: 'juicio ordinario' },
      { text: '12345/08', value: '12345/08', subtype: 'demanda' },
    ]);
  });

  it('gives legal citations from findCitations, not codes', () => {
    const text = 'Según el artículo 1902 del Código Civil y la Ley 29/1994, de 24 de noviembre.';
    expect(of(text, 'CITATION').map((c) => c.value)).toEqual(['art. 1902 CC', 'Ley 29/1994']);
    expect(of(text, 'CODE')).toEqual([]);
  });
});

describe('extractEntities: persons, courts, organisations, places, properties', () => {
  it('reads persons after an honorific and the role the text gives them', () => {
    const text =
      'Comparece Dña. María López Ruiz, representada por el Procurador D. Luis Martín Sanz y asistida del Letrado D. Pedro Ruiz Toledo. Magistrado Ponente: D. Antonio García Martínez.';
    expect(of(text, 'PER')).toEqual([
      { text: 'Dña. María López Ruiz' },
      { text: 'D. Luis Martín Sanz', role: 'procurador' },
      { text: 'D. Pedro Ruiz Toledo', role: 'lawyer' },
      { text: 'D. Antonio García Martínez', role: 'judge' },
    ]);
  });

  it("reads 'D.ª' as an honorific, and takes no body after an honorific for a person", () => {
    const text =
      'Recurso interpuesto por D.ª Elvira Sanz contra el Excmo. Ayuntamiento de Teruel. Después, D.ª Elvira Sanz y el Ayuntamiento se opusieron; D.ª Elvira Sanz recurrió.';
    expect(of(text, 'PER').map((p) => p.text)).toEqual([
      'D.ª Elvira Sanz',
      'D.ª Elvira Sanz',
      'D.ª Elvira Sanz',
    ]);
  });

  it('reads a first name with surnames, and later mentions of a surname', () => {
    const text = 'El testigo Javier Moreno Gil declaró en la vista. Después, Moreno reconoció la firma.';
    expect(of(text, 'PER').map((p) => p.text)).toEqual(['Javier Moreno Gil', 'Moreno']);
  });

  it('reads courts, authorities and organisations, and the seat in their names as a place', () => {
    const text =
      'El Juzgado de Primera Instancia nº 3 de Úbeda requirió al Ministerio de Justicia, a Construcciones Martínez S.L. y a la Asociación de Vecinos de Linares.';
    expect(of(text, 'COURT').map((c) => c.text)).toEqual(['Juzgado de Primera Instancia nº 3 de Úbeda']);
    expect(of(text, 'LOC').map((c) => c.text)).toEqual(['Úbeda', 'Linares']);
    expect(of(text, 'AUTHORITY').map((c) => c.text)).toEqual(['Ministerio de Justicia']);
    expect(of(text, 'ORG').map((c) => c.text)).toEqual([
      'Construcciones Martínez S.L.',
      'Asociación de Vecinos de Linares',
    ]);
  });

  it('takes an alias given in brackets and its later uses', () => {
    const text = 'Era miembro del Partido Verde Europeo («PVE») y el PVE lo expulsó.';
    expect(of(text, 'ORG').map((c) => c.text)).toEqual(['Partido Verde Europeo («PVE»)', 'PVE']);
  });

  it('takes an abbreviation in capitals used again and again for an organisation, not a code or a heading', () => {
    const text =
      'La OCU presentó la demanda conforme a la LEC. La OCU pidió además la nulidad según la LOPJ y la LEC.\nFALLO: ESTIMAR LA DEMANDA DE LA OCU';
    const orgs = extractEntities(text).filter((e) => e.type === 'ORG');
    expect(orgs.map((o) => [o.text, o.start])).toEqual([
      ['OCU', 3],
      ['OCU', text.indexOf('OCU', 10)],
    ]);
  });

  it('reads places by name and by context, and addresses', () => {
    const text =
      'La demandante nació en Villanueva del Arzobispo, vive en Portugal y tiene su domicilio en calle Mayor, 5.';
    expect(of(text, 'LOC').map((c) => c.text)).toEqual([
      'Villanueva del Arzobispo',
      'Portugal',
      'calle Mayor, 5',
    ]);
  });

  it('reads properties: finca, referencia catastral, Registro de la Propiedad', () => {
    const text =
      'La finca registral nº 12.345, inscrita en el Registro de la Propiedad nº 2 de Martos, con referencia catastral 9872023VH5797S0001WX.';
    expect(of(text, 'PROPERTY').map((p) => [p.subtype, p.value])).toEqual([
      ['finca', '12.345'],
      ['registro', '2'],
      ['referencia catastral', '9872023VH5797S0001WX'],
    ]);
    expect(of(text, 'LOC').map((c) => c.text)).toEqual(['Martos']);
  });

  it('gives offsets into the text and never overlaps two flat entities', () => {
    const text = 'El 4 de mayo de 2021 D. Juan Soler pagó 300 € en Sevilla.';
    const entities = extractEntities(text);
    for (const e of entities) expect(text.slice(e.start, e.end)).toBe(e.text);
    const flat = entities.filter((e) => !['COURT', 'PROPERTY', 'CITATION'].includes(e.type));
    for (let i = 1; i < flat.length; i++) expect(flat[i]!.start).toBeGreaterThanOrEqual(flat[i - 1]!.end);
    expect(flat.map((e) => e.type)).toEqual(['DATE', 'PER', 'MONEY', 'LOC']);
  });
});

describe('extractEntities: cost', () => {
  it('stays fast on long runs of capitalised words and a long line in capitals (linear, no backtracking)', () => {
    // Each part took seconds while a pattern or a line was read again from each of its words (quadratic).
    const text = `${'Comisión Nacional Europea Regional '.repeat(2400)}\n${'TÍTULO PRELIMINAR DE LAS GARANTÍAS '.repeat(12_000)}`;
    const started = performance.now();
    extractEntities(text);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
