import { describe, expect, it } from 'vitest';
import { analyzeQuery, compileExpansions } from './analysis.js';
import { ASKS_AGE, ASKS_AMOUNT, ASKS_DURATION, ASKS_PENALTY, questionAsks, textAnswers } from './answers.js';

describe('questionAsks', () => {
  it('reads the kind of answer a question asks for, with or without accents', () => {
    expect(questionAsks('¿En qué plazo se puede impugnar la multa?')).toBe(ASKS_DURATION);
    expect(questionAsks('cuanto tiempo tarda en prescribir')).toBe(ASKS_DURATION);
    expect(questionAsks('¿Cuántos días de vacaciones me dan?')).toBe(ASKS_DURATION);
    expect(questionAsks('¿Cada cuánto hay que revisar el ascensor?')).toBe(ASKS_DURATION);
    expect(questionAsks('¿Cuánto me tienen que pagar si me echan?')).toBe(ASKS_AMOUNT);
    expect(questionAsks('¿Cuánto dinero necesito?')).toBe(ASKS_AMOUNT);
    expect(questionAsks('¿A qué edad se puede votar?')).toBe(ASKS_AGE);
    expect(questionAsks('¿Con cuántos años puede un menor trabajar?')).toBe(ASKS_AGE);
    expect(questionAsks('¿Qué pena tiene la estafa?')).toBe(ASKS_PENALTY);
    expect(questionAsks('¿Cuántos años de cárcel por un robo?')).toBe(ASKS_PENALTY);
    expect(questionAsks('¿Es delito grabar a alguien sin permiso?')).toBe(ASKS_PENALTY);
    expect(questionAsks('¿Me pueden multar por aparcar en doble fila?')).toBe(ASKS_PENALTY);
  });

  it('asks for nothing when the question is not about a quantity', () => {
    expect(questionAsks('¿Puedo devolver un producto comprado por internet?')).toBe(0);
    expect(questionAsks('¿Quién paga las derramas de la comunidad?')).toBe(0);
    expect(questionAsks('penas del delito de estafa')).toBe(0);
    expect(questionAsks('')).toBe(0);
  });

  it('is part of the analysed query', () => {
    expect(analyzeQuery('¿Hasta cuándo puedo reclamar?').asks).toBe(ASKS_DURATION);
    expect(analyzeQuery('arrendamiento de vivienda').asks).toBe(0);
  });
});

describe('textAnswers', () => {
  it('finds times written in words or digits, hours and weeks included', () => {
    expect(textAnswers('podrá ejercitarse en el plazo de dos meses desde la notificación')).toBe(
      ASKS_DURATION,
    );
    expect(textAnswers('no podrá exceder de setenta y dos horas')).toBe(ASKS_DURATION);
    expect(textAnswers('dentro de los 30 días siguientes')).toBe(ASKS_DURATION);
    expect(textAnswers('tendrá una duración de dieciséis semanas')).toBe(ASKS_DURATION);
  });

  it('finds amounts, rates and days of pay', () => {
    expect(
      textAnswers('una indemnización de treinta y tres días de salario por año de servicio') & ASKS_AMOUNT,
    ).toBe(ASKS_AMOUNT);
    expect(textAnswers('el capital social no podrá ser inferior a tres mil euros')).toBe(ASKS_AMOUNT);
    expect(textAnswers('un recargo del 20 por ciento')).toBe(ASKS_AMOUNT);
    expect(textAnswers('una fianza en metálico en cantidad equivalente a una mensualidad de renta')).toBe(
      ASKS_AMOUNT,
    );
  });

  it('finds ages and penalties', () => {
    expect(textAnswers('Los mayores de dieciséis años podrán consentir') & ASKS_AGE).toBe(ASKS_AGE);
    expect(textAnswers('cumplida la edad ordinaria de jubilación')).toBe(ASKS_AGE);
    expect(textAnswers('será castigado con la pena de prisión de uno a tres años') & ASKS_PENALTY).toBe(
      ASKS_PENALTY,
    );
    expect(textAnswers('será sancionado con multa de seis a doce meses') & ASKS_PENALTY).toBe(ASKS_PENALTY);
  });

  it('finds nothing in a text without them', () => {
    expect(
      textAnswers(
        'El arrendador está obligado a realizar las reparaciones necesarias para conservar la vivienda.',
      ),
    ).toBe(0);
    expect(textAnswers('Los padres son responsables de los daños causados por los hijos.')).toBe(0);
  });
});

describe('analyzeQuery procedural', () => {
  it('says whether the question names a procedure, in its words or in the legal terms it brought', () => {
    expect(analyzeQuery('¿Qué plazo hay para recurrir la sentencia?').procedural).toBe(true);
    expect(analyzeQuery('¿Cómo pongo una demanda?').procedural).toBe(true);
    expect(analyzeQuery('¿Qué me toca de la herencia de mi padre?').procedural).toBe(false);
    expect(
      analyzeQuery('¿Puedo ir al juez?', {
        expansions: compileExpansions([{ lay: 'ir al juez', legal: ['tribunal'] }]),
      }).procedural,
    ).toBe(true);
  });
});
