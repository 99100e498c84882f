import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunkError';

describe('isChunkLoadError', () => {
  it.each([
    new TypeError(
      'Failed to fetch dynamically imported module: http://localhost:8787/assets/CasesPage-abc.js',
    ),
    new TypeError('error loading dynamically imported module: http://localhost/assets/x.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/ReportsPage-1.css'),
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
  ])('recognises a page whose code could not be downloaded: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new TypeError("Cannot read properties of undefined (reading 'map')"),
    new Error('Failed to fetch'),
    'Failed to fetch dynamically imported module',
    null,
    undefined,
    { status: 404 },
  ])('leaves any other error to the error dialog: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
