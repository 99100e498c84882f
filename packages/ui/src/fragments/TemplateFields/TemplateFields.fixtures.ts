import type { TemplateFieldItem } from './TemplateFields';

/** The fields of the 'Demanda civil' template: every input kind. */
export const civilClaimFields: TemplateFieldItem[] = [
  {
    id: 'juzgado',
    label: 'Juzgado',
    type: 'text',
    required: true,
    placeholder: 'Juzgado de Primera Instancia n.º …',
  },
  {
    id: 'procedimiento',
    label: 'Tipo de procedimiento',
    type: 'select',
    required: true,
    options: [
      { value: 'ordinario', label: 'Juicio ordinario' },
      { value: 'verbal', label: 'Juicio verbal' },
      { value: 'monitorio', label: 'Procedimiento monitorio' },
    ],
  },
  {
    id: 'cuantia',
    label: 'Cuantía reclamada (€)',
    type: 'number',
    description: 'Importe total, con céntimos si los hay.',
  },
  {
    id: 'hechos',
    label: 'Hechos',
    type: 'textarea',
    required: true,
    rows: 6,
    placeholder: 'PRIMERO.- …',
    description: 'Relato numerado de los hechos en que se funda la demanda.',
  },
  { id: 'fundamentos', label: 'Fundamentos de derecho', type: 'textarea' },
];

/** The civil claim filled in. */
export const civilClaimValues: Record<string, string> = {
  juzgado: 'Juzgado de Primera Instancia n.º 4 de Madrid',
  procedimiento: 'ordinario',
  cuantia: '12500.50',
  hechos:
    'PRIMERO.- El 3 de marzo de 2025 las partes firmaron un contrato de obra.\nSEGUNDO.- La demandada no terminó la obra en plazo.',
  fundamentos: 'Artículos 1101 y 1124 del Código Civil.',
};

/** The required fields left blank (messages as the domain's validateWizardStep gives them). */
export const civilClaimErrors: Record<string, string> = {
  juzgado: 'Juzgado es obligatorio',
  procedimiento: 'Tipo de procedimiento es obligatorio',
  hechos: 'Hechos es obligatorio',
};
