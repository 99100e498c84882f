/** Case vocabulary that ui may use at run time (data and pure functions only). */
export * from './vocabulary.js';
