import { describe, expect, it } from 'vitest';
import {
  isClientError,
  isServerError,
  pdfFailureMessage,
  pdfHttpErrorMessage,
  reportCreateErrorMessage,
  reportsHttpErrorMessage,
  retryDelayMs,
  shouldRetry,
  shouldRetryQuery,
  transportErrorMessage,
  unwrapData,
} from './transport.js';
import type { ReportCreateFailure } from './transport.js';

describe('backend retries (spec §8 Transport)', () => {
  it.each([
    [500, 1, true],
    [503, 2, true],
    [502, 3, false],
    [500, 0, false],
    [404, 1, false],
    [401, 1, false],
    [429, 1, false],
    [200, 1, false],
  ])('shouldRetry(%d, retry %d) = %s', (status, retry, expected) => {
    expect(shouldRetry(status, retry)).toBe(expected);
  });

  it.each([
    [1, 1000],
    [2, 2000],
  ])('retryDelayMs(%d) = %d', (retry, ms) => {
    expect(retryDelayMs(retry)).toBe(ms);
  });

  it.each([
    [undefined, 1, true],
    [500, 3, true],
    [500, 4, false],
    [404, 1, false],
    [400, 1, false],
    [499, 1, false],
  ])('shouldRetryQuery(%j, retry %d) = %s', (status, retry, expected) => {
    expect(shouldRetryQuery(status, retry)).toBe(expected);
  });

  it.each([
    [399, false, false],
    [400, true, false],
    [499, true, false],
    [500, false, true],
    [599, false, true],
    [600, false, false],
  ])('%d: 4xx=%s 5xx=%s', (status, client, server) => {
    expect(isClientError(status)).toBe(client);
    expect(isServerError(status)).toBe(server);
  });
});

describe('transportErrorMessage', () => {
  it.each([
    [{ responseMessage: 'Informe no encontrado', errorMessage: 'HTTP 404' }, 'Informe no encontrado'],
    [{ responseMessage: '', errorMessage: 'HTTP 404' }, 'HTTP 404'],
    [{ responseMessage: null, errorMessage: '  ' }, 'Ocurrió un error inesperado.'],
    [{}, 'Ocurrió un error inesperado.'],
  ])('%j → %j', (parts, message) => {
    expect(transportErrorMessage(parts)).toBe(message);
  });
});

describe('reports backend errors (spec §8)', () => {
  it.each([
    [404, 'Informe no encontrado', 'Informe no encontrado'],
    [500, undefined, 'Error 500'],
    [422, '', 'Error 422'],
  ])('reportsHttpErrorMessage(%d, %j) = %j', (status, detail, message) => {
    expect(reportsHttpErrorMessage(status, detail)).toBe(message);
  });

  it.each<[ReportCreateFailure, string]>([
    [{ kind: 'network' }, 'Error de conexión con el servidor'],
    [{ kind: 'json' }, 'Error procesando respuesta del servidor'],
    [{ kind: 'auth' }, 'Error de autenticación'],
    [{ kind: 'other', message: 'plantilla inválida' }, 'Error: plantilla inválida'],
  ])('reportCreateErrorMessage(%j) = %j', (failure, message) => {
    expect(reportCreateErrorMessage(failure)).toBe(message);
  });
});

describe('PDF errors (spec §8 PDF)', () => {
  it.each([
    [400, 'titulo vacío', 'otro', 'Datos inválidos: titulo vacío'],
    [400, null, 'falta caso', 'Datos inválidos: falta caso'],
    [500, 'x', 'y', 'Error interno del servidor. Intenta de nuevo en unos minutos.'],
    [503, null, 'Service Unavailable', 'Error al generar PDF: Service Unavailable'],
    [404, null, null, 'Error al generar PDF: Error 404'],
  ])('pdfHttpErrorMessage(%d, %j, %j) = %j', (status, detail, message, expected) => {
    expect(pdfHttpErrorMessage(status, detail, message)).toBe(expected);
  });

  it.each([
    ['Plantilla no válida', 'Plantilla no válida'],
    ['', 'Error al generar PDF'],
    [undefined, 'Error al generar PDF'],
  ])('pdfFailureMessage(%j) = %j', (mensaje, expected) => {
    expect(pdfFailureMessage(mensaje)).toBe(expected);
  });
});

describe('unwrapData', () => {
  it.each([
    [{ success: true, data: { id: 'r1' } }, { id: 'r1' }],
    [{ id: 'r1' }, { id: 'r1' }],
    [{ data: { id: 'r1' } }, { data: { id: 'r1' } }],
    [null, null],
    ['x', 'x'],
  ])('%j → %j', (body, expected) => {
    expect(unwrapData(body)).toEqual(expected);
  });
});
