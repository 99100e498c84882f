/**
 * The entity model of the Spanish legal entity extractor: what was found, where (UTF-16 offsets into the
 * text given) and, where it can be read, its normalised value.
 *
 * @module
 */

/**
 * Kind of entity.
 * - `DATE`: a calendar date, month or year ('19 de diciembre de 2017', '19/12/2017', 'diciembre de 2017').
 * - `DURATION`: a span of time ('nueve meses', 'veinte días hábiles').
 * - `TIME`: a time of day ('a las 9.30 horas').
 * - `MONEY`: an amount of money ('11.880,50 €', 'once mil euros', '1.336 coronas suecas').
 * - `PER`: a natural person ('D. Juan Pérez Gómez', 'la Sra. Nowak').
 * - `ORG`: a company, association, union, party, university, hospital or international organisation.
 * - `AUTHORITY`: a public body that is not a court ('Ministerio de Justicia', 'Agencia Tributaria').
 * - `COURT`: a court or tribunal ('Juzgado de Primera Instancia nº 3 de Madrid').
 * - `LOC`: a place: country, region, town, address.
 * - `CODE`: a procedural or registry number ('28426/06', 'ECLI:ES:TS:2020:1234', 'recurso nº 123/2019').
 * - `ID`: a personal or tax identifier (DNI, NIE, CIF) whose check character is right.
 * - `IBAN`, `PHONE`, `EMAIL`: bank account (checksum verified), telephone number, e-mail address.
 * - `PROPERTY`: a registered property ('finca nº 1234', 'referencia catastral …', 'Registro de la Propiedad nº 2 de Jaén').
 * - `CITATION`: a legal citation found by `findCitations` ('art. 1902 CC', 'Ley 29/1994').
 */
export type EntityType =
  | 'DATE'
  | 'DURATION'
  | 'TIME'
  | 'MONEY'
  | 'PER'
  | 'ORG'
  | 'AUTHORITY'
  | 'COURT'
  | 'LOC'
  | 'CODE'
  | 'ID'
  | 'IBAN'
  | 'PHONE'
  | 'EMAIL'
  | 'PROPERTY'
  | 'CITATION';

/** An amount of money: the number and the ISO 4217 code of its currency ('EUR', 'SEK'…). */
export interface MoneyValue {
  /** The amount, as a number (11.880,50 → 11880.5). */
  amount: number;
  /** ISO 4217 code of the currency; 'XXX' when the currency is named but has no code. */
  currency: string;
  /** 'día', 'mes', 'año'… when the amount is a rate ('19,60 euros diarios'). */
  per?: string;
}

/** What a person does in the proceedings, read from the words around the name. */
export type PersonRole = 'judge' | 'lawyer' | 'agent' | 'procurador' | 'notary' | 'prosecutor' | 'clerk';

/** One entity found in a text. */
export interface Entity {
  /** Kind of entity. */
  type: EntityType;
  /** The text as written (`text.slice(start, end)`). */
  text: string;
  /** Offset of the first character (UTF-16 units). */
  start: number;
  /** Offset just after the last character. */
  end: number;
  /**
   * Normalised value where it can be read: ISO date ('2017-12-19', '2017-12', '2017') for `DATE`;
   * ISO 8601 duration ('P9M', 'P20D') for `DURATION`; 'HH:MM' for `TIME`; {@link MoneyValue} for `MONEY`;
   * the identifier without spaces or dashes for `ID`, `IBAN`, `PHONE`; the canonical citation for
   * `CITATION`; the number for `CODE` and `PROPERTY`.
   */
  value?: string | MoneyValue;
  /** Finer kind: 'DNI', 'NIE', 'CIF'; 'ECLI', 'ROJ', 'recurso', 'procedimiento', 'autos', 'demanda'; 'finca'… */
  subtype?: string;
  /** For `PER`: the person's role in the proceedings when the text says it. */
  role?: PersonRole;
}
