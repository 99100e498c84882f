import type { ReportTemplate, TemplateField, TemplateFieldOption } from '@alegato/domain';

/**
 * Version of {@link REPORT_TEMPLATES}. The server stores it with the seeded templates and upserts them
 * again at start when the stored version differs, so bump it on every change to a template.
 * @default 1
 */
export const TEMPLATES_VERSION = 1;

/** Rows a non-textarea field carries (the schema's default, `LIMITS.defaultTextareaRows`). */
const DEFAULT_ROWS = 4;

/** Extra properties of a field besides id, label and type. */
type FieldExtras = Partial<Omit<TemplateField, 'id' | 'label' | 'type'>>;

function field(
  id: string,
  label: string,
  type: TemplateField['type'],
  extras: FieldExtras = {},
): TemplateField {
  return { id, label, type, required: false, rows: DEFAULT_ROWS, ...extras };
}

const text = (id: string, label: string, extras?: FieldExtras) => field(id, label, 'text', extras);
const number = (id: string, label: string, extras?: FieldExtras) => field(id, label, 'number', extras);
const area = (id: string, label: string, rows: number, extras?: FieldExtras) =>
  field(id, label, 'textarea', { rows, ...extras });
const select = (id: string, label: string, options: TemplateFieldOption[], extras?: FieldExtras) =>
  field(id, label, 'select', { options, ...extras });

const YES_NO: TemplateFieldOption[] = [
  { value: 'no', label: 'No' },
  { value: 'si', label: 'Sí' },
];

/** Nombre, DNI/NIF/CIF and domicilio of one party: ids `<role>_nombre`, `<role>_<idKind>`, `<role>_domicilio`. */
function party(
  role: string,
  title: string,
  options: { idKind?: 'dni' | 'cif'; required?: boolean; namePlaceholder: string; idPlaceholder: string },
): TemplateField[] {
  const idKind = options.idKind ?? 'dni';
  const required = options.required ?? true;
  return [
    text(`${role}_nombre`, `${title}: nombre y apellidos o razón social`, {
      required,
      placeholder: options.namePlaceholder,
    }),
    text(`${role}_${idKind}`, `${title}: ${idKind === 'cif' ? 'CIF/NIF' : 'DNI/NIE/NIF'}`, {
      required,
      placeholder: options.idPlaceholder,
    }),
    text(`${role}_domicilio`, `${title}: domicilio`, {
      required,
      placeholder: 'Calle, número, piso, código postal y localidad',
      description: 'Domicilio a efectos de notificaciones y emplazamientos.',
    }),
  ];
}

const PROCURADOR = text('procurador', 'Procurador/a de los Tribunales', {
  placeholder: 'D.ª María López Sánchez',
  description: 'Preceptivo en los juicios ordinarios y en apelación (art. 23 LEC).',
});

const ABOGADO = text('abogado', 'Letrado/a (nombre y n.º de colegiado)', {
  placeholder: 'D. Javier Ruiz Martín, colegiado n.º 12.345 del ICAM',
  description: 'Asistencia letrada (art. 31 LEC).',
});

const LUGAR = text('lugar', 'Lugar de firma', {
  required: true,
  placeholder: 'Madrid',
  default_value: 'Madrid',
  description: 'Localidad que aparece en la fecha del escrito (la fecha es la del día de redacción).',
});

const DOCUMENTOS = area('documentos', 'Documentos que se acompañan', 4, {
  placeholder:
    'Documento n.º 1: Contrato de 12 de enero de 2025.\nDocumento n.º 2: Burofax de requerimiento.',
  description: 'Uno por línea; se relacionan en un otrosí.',
});

const MEDIDAS_CAUTELARES = select('medidas_cautelares', '¿Se solicitan medidas cautelares?', YES_NO, {
  default_value: 'no',
  description: 'Si se marca «Sí», se añade un otrosí solicitándolas (arts. 721 y ss. LEC).',
});

/**
 * The six report templates Alegato ships (spec §3), in Spanish, with the fields a Spanish lawyer fills in.
 * Field ids are stable snake_case ASCII: the server stores report content keyed by them and
 * {@link composeLegalDocument} maps them to roles (parties `<rol>_nombre|_dni|_cif|_domicilio`, `juzgado`,
 * `hechos`, `fundamentos_derecho`, `suplico`, `cuantia`, `lugar`…).
 *
 * `recurso-apelacion` is filed under `civil`: it follows the civil appeal of arts. 455-467 LEC, the
 * general supplementary procedure (art. 4 LEC); administrative appeals against acts are `recurso de
 * alzada`/`reposición` (arts. 112-124 LPACAP), a different instrument.
 */
export const REPORT_TEMPLATES: readonly ReportTemplate[] = [
  {
    id: 'demanda-civil',
    name: 'Demanda civil',
    description:
      'Demanda de juicio ordinario o verbal ante el Juzgado de Primera Instancia (arts. 399 y 437 LEC): partes, hechos, fundamentos de derecho y suplico.',
    category: 'civil',
    fields: [
      text('juzgado', 'Juzgado', {
        required: true,
        placeholder: 'Juzgado de Primera Instancia n.º 3 de Madrid',
        description:
          'Órgano al que se dirige la demanda (si aún no se conoce el número: «que por turno corresponda»).',
      }),
      select(
        'tipo_juicio',
        'Tipo de procedimiento',
        [
          { value: 'ordinario', label: 'Juicio ordinario (más de 15.000 €, art. 249 LEC)' },
          { value: 'verbal', label: 'Juicio verbal (hasta 15.000 €, art. 250 LEC)' },
        ],
        { required: true, default_value: 'ordinario' },
      ),
      ...party('demandante', 'Demandante', {
        namePlaceholder: 'D.ª Laura Gómez Pérez',
        idPlaceholder: '12345678Z',
      }),
      ...party('demandado', 'Demandado', {
        idKind: 'cif',
        namePlaceholder: 'Construcciones Levante, S.L.',
        idPlaceholder: 'B12345678',
      }),
      PROCURADOR,
      ABOGADO,
      number('cuantia', 'Cuantía de la demanda (€)', {
        required: true,
        placeholder: '25000',
        description: 'Se fija conforme a los arts. 251 y 253 LEC.',
      }),
      area('hechos', 'Hechos', 10, {
        required: true,
        placeholder:
          'Un hecho por párrafo (separados por una línea en blanco) o numerados.\n\nEl 12 de enero de 2025 las partes suscribieron un contrato de obra…',
        description:
          'Relato cronológico de los hechos; cada párrafo será un hecho numerado (PRIMERO.-, SEGUNDO.-…).',
      }),
      area('fundamentos_derecho', 'Fundamentos de derecho', 8, {
        placeholder:
          'Arts. 1091, 1101 y 1124 CC (incumplimiento contractual); art. 1902 CC; arts. 249 y 399 LEC; art. 394 LEC (costas).',
        description: 'Si se deja vacío se incluyen los fundamentos procesales y materiales habituales.',
      }),
      area('suplico', 'Suplico (petición)', 5, {
        required: true,
        placeholder:
          'Que se condene a la demandada a abonar a mi mandante la cantidad de 25.000 €, más los intereses legales (art. 1108 CC y art. 576 LEC) y las costas.',
      }),
      DOCUMENTOS,
      MEDIDAS_CAUTELARES,
      LUGAR,
    ],
  },
  {
    id: 'querella-penal',
    name: 'Querella criminal',
    description:
      'Querella ante el Juzgado de Instrucción con los requisitos del art. 277 LECrim: querellante, querellado, relación de hechos, delito y diligencias.',
    category: 'penal',
    fields: [
      text('juzgado', 'Juzgado de Instrucción', {
        required: true,
        placeholder: 'Juzgado de Instrucción n.º 5 de Valencia',
        description: 'Juzgado del lugar de comisión del delito (art. 14 LECrim).',
      }),
      ...party('querellante', 'Querellante', {
        namePlaceholder: 'D. Andrés Navarro Gil',
        idPlaceholder: '23456789D',
      }),
      ...party('querellado', 'Querellado', {
        namePlaceholder: 'D. Pedro Ortega Ramos',
        idPlaceholder: '34567890V',
        required: false,
      }),
      PROCURADOR,
      ABOGADO,
      text('delito', 'Delito que se imputa', {
        required: true,
        placeholder: 'Estafa (arts. 248 y 250.1.5.º CP)',
      }),
      text('fecha_hechos', 'Fecha de los hechos', { placeholder: '15/03/2026' }),
      text('lugar_hechos', 'Lugar de los hechos', { placeholder: 'Valencia' }),
      area('hechos', 'Relación circunstanciada de los hechos', 10, {
        required: true,
        placeholder: 'Un hecho por párrafo. Indique fecha y lugar de ejecución (art. 277.4.º LECrim).',
      }),
      area('fundamentos_derecho', 'Fundamentos de derecho', 8, {
        placeholder:
          'Art. 277 LECrim (requisitos de la querella); arts. 248 y 250 CP; arts. 109 y ss. CP (responsabilidad civil); art. 14 LECrim (competencia).',
        description: 'Si se deja vacío se incluyen los fundamentos habituales.',
      }),
      area('diligencias', 'Diligencias que se solicitan', 6, {
        placeholder:
          'Declaración del querellado en calidad de investigado.\nRequerimiento a la entidad bancaria…',
        description: 'Una por línea (art. 277.6.º LECrim).',
      }),
      area('suplico', 'Suplico (petición)', 5, {
        required: true,
        placeholder:
          'Que se tenga por formulada querella criminal contra D. Pedro Ortega Ramos por un presunto delito de estafa, se admita y se practiquen las diligencias solicitadas.',
      }),
      number('fianza', 'Fianza ofrecida (€)', {
        placeholder: '0',
        description: 'Art. 280 LECrim; el ofendido por el delito está exento (art. 281 LECrim).',
      }),
      DOCUMENTOS,
      LUGAR,
    ],
  },
  {
    id: 'recurso-apelacion',
    name: 'Recurso de apelación',
    description:
      'Recurso de apelación civil contra sentencia o auto definitivo (arts. 455 a 465 LEC), interpuesto ante el tribunal que dictó la resolución.',
    category: 'civil',
    fields: [
      text('juzgado', 'Juzgado que dictó la resolución', {
        required: true,
        placeholder: 'Juzgado de Primera Instancia n.º 3 de Madrid',
        description: 'El recurso se interpone ante el mismo juzgado (art. 458.1 LEC).',
      }),
      text('procedimiento', 'Procedimiento de origen', {
        required: true,
        placeholder: 'Juicio ordinario n.º 456/2025',
      }),
      text('resolucion_recurrida', 'Resolución recurrida', {
        required: true,
        placeholder: 'Sentencia n.º 123/2026',
      }),
      text('fecha_resolucion', 'Fecha de la resolución', { required: true, placeholder: '02/11/2026' }),
      text('fecha_notificacion', 'Fecha de notificación', {
        placeholder: '05/11/2026',
        description: 'El plazo es de veinte días desde el día siguiente a la notificación (art. 458.1 LEC).',
      }),
      text('tribunal_alzada', 'Tribunal que resolverá', {
        placeholder: 'Audiencia Provincial de Madrid',
        default_value: 'Audiencia Provincial',
      }),
      ...party('apelante', 'Apelante', {
        namePlaceholder: 'D.ª Laura Gómez Pérez',
        idPlaceholder: '12345678Z',
      }),
      ...party('apelado', 'Apelado', {
        idKind: 'cif',
        required: false,
        namePlaceholder: 'Construcciones Levante, S.L.',
        idPlaceholder: 'B12345678',
      }),
      PROCURADOR,
      ABOGADO,
      area('hechos', 'Antecedentes', 6, {
        required: true,
        placeholder: 'Un antecedente por párrafo: demanda, contestación, sentencia y su notificación.',
      }),
      area('motivos', 'Motivos del recurso (alegaciones)', 10, {
        required: true,
        placeholder:
          'Un motivo por párrafo: error en la valoración de la prueba, infracción de normas o garantías procesales (art. 459 LEC), infracción del art. 1101 CC…',
      }),
      area('fundamentos_derecho', 'Fundamentos de derecho', 6, {
        placeholder:
          'Arts. 455, 458 y 461 LEC; art. 456 LEC (ámbito de la apelación); art. 398 LEC (costas).',
      }),
      area('suplico', 'Suplico (petición)', 5, {
        required: true,
        placeholder:
          'Que se revoque la sentencia recurrida y se dicte otra por la que se estime íntegramente la demanda, con imposición de costas.',
      }),
      number('cuantia', 'Cuantía del procedimiento (€)', { placeholder: '25000' }),
      LUGAR,
    ],
  },
  {
    id: 'contrato-arrendamiento',
    name: 'Contrato de arrendamiento',
    description:
      'Contrato de arrendamiento de vivienda o de uso distinto de vivienda sujeto a la Ley 29/1994, de Arrendamientos Urbanos: partes, inmueble, renta, duración y fianza.',
    category: 'civil',
    fields: [
      select(
        'uso',
        'Uso del inmueble',
        [
          { value: 'vivienda', label: 'Vivienda habitual (art. 2 LAU)' },
          { value: 'uso_distinto', label: 'Uso distinto de vivienda (art. 3 LAU)' },
        ],
        { required: true, default_value: 'vivienda' },
      ),
      ...party('arrendador', 'Arrendador', {
        namePlaceholder: 'D. Luis Martín Serrano',
        idPlaceholder: '45678901G',
      }),
      ...party('arrendatario', 'Arrendatario', {
        namePlaceholder: 'D.ª Elena Castro Vidal',
        idPlaceholder: '56789012B',
      }),
      text('inmueble_direccion', 'Inmueble: dirección completa', {
        required: true,
        placeholder: 'Calle de Alcalá 120, 3.º B, 28009 Madrid',
      }),
      text('referencia_catastral', 'Referencia catastral', {
        placeholder: '9872023VH5797S0001WX',
        description: '20 caracteres; figura en el recibo del IBI o en la Sede Electrónica del Catastro.',
      }),
      area('inmueble_descripcion', 'Descripción del inmueble', 3, {
        placeholder: 'Vivienda de 85 m² con tres dormitorios, plaza de garaje n.º 14 y trastero n.º 6.',
      }),
      number('renta_mensual', 'Renta mensual (€)', { required: true, placeholder: '1200' }),
      text('fecha_inicio', 'Fecha de inicio', { required: true, placeholder: '01/12/2026' }),
      number('duracion_anios', 'Duración pactada (años)', {
        required: true,
        default_value: '1',
        placeholder: '1',
        description:
          'En vivienda, prórroga obligatoria hasta 5 años (7 si el arrendador es persona jurídica), art. 9 LAU.',
      }),
      number('fianza_meses', 'Fianza (mensualidades)', {
        required: true,
        default_value: '1',
        description: 'Una mensualidad en vivienda y dos en uso distinto (art. 36.1 LAU).',
      }),
      select(
        'actualizacion_renta',
        'Actualización anual de la renta',
        [
          { value: 'irav', label: 'Índice de Referencia para la Actualización de Vivienda (IRAV, INE)' },
          { value: 'ipc', label: 'Índice de Precios de Consumo (IPC, INE)' },
          { value: 'ninguna', label: 'Sin actualización' },
        ],
        { default_value: 'irav', description: 'Art. 18 LAU; solo se actualiza si se pacta expresamente.' },
      ),
      text('forma_pago', 'Forma de pago', {
        placeholder:
          'Transferencia a la cuenta ES91 2100 0418 4502 0005 1332, los cinco primeros días de cada mes',
      }),
      select(
        'gastos',
        'Gastos generales y tributos (IBI, comunidad)',
        [
          { value: 'arrendador', label: 'A cargo del arrendador' },
          {
            value: 'arrendatario',
            label: 'A cargo del arrendatario (art. 20 LAU, con importe anual pactado)',
          },
        ],
        { default_value: 'arrendador' },
      ),
      area('clausulas_adicionales', 'Cláusulas adicionales', 6, {
        placeholder: 'Una por párrafo: prohibición de subarriendo (art. 8 LAU), animales de compañía, obras…',
      }),
      LUGAR,
    ],
  },
  {
    id: 'escrito-alegaciones',
    name: 'Escrito de alegaciones',
    description:
      'Alegaciones del interesado en un procedimiento administrativo (arts. 76 y 82 de la Ley 39/2015, LPACAP), p. ej. frente a una propuesta de resolución sancionadora.',
    category: 'administrativo',
    fields: [
      text('organo', 'Órgano administrativo', {
        required: true,
        placeholder: 'Ayuntamiento de Madrid, Agencia de Actividades',
        description: 'Órgano que instruye el expediente.',
      }),
      text('expediente', 'N.º de expediente', { required: true, placeholder: '350/2026/01234' }),
      text('acto_notificado', 'Acto al que se alega', {
        required: true,
        placeholder: 'Acuerdo de incoación de expediente sancionador',
      }),
      text('fecha_notificacion', 'Fecha de notificación', {
        placeholder: '10/11/2026',
        description: 'Plazo habitual de diez días hábiles (arts. 82.2 LPACAP) o el que indique el acto.',
      }),
      ...party('interesado', 'Interesado', {
        namePlaceholder: 'D.ª Carmen Ruiz Díaz',
        idPlaceholder: '67890123K',
      }),
      text('representante', 'Representante (si lo hay)', {
        placeholder: 'D. Javier Ruiz Martín, abogado, colegiado n.º 12.345 del ICAM',
        description: 'Acreditar la representación (art. 5 LPACAP).',
      }),
      area('hechos', 'Hechos', 8, { required: true, placeholder: 'Un hecho por párrafo.' }),
      area('alegaciones', 'Alegaciones', 10, {
        required: true,
        placeholder:
          'Una alegación por párrafo: caducidad del procedimiento (art. 25.1.b LPACAP), falta de motivación (art. 35 LPACAP)…',
      }),
      area('fundamentos_derecho', 'Fundamentos de derecho', 6, {
        placeholder:
          'Arts. 53, 76 y 82 LPACAP (Ley 39/2015); arts. 25 a 31 de la Ley 40/2015 (potestad sancionadora).',
      }),
      area('suplico', 'Solicitud', 5, {
        required: true,
        placeholder: 'Que se tengan por formuladas estas alegaciones y se acuerde el archivo del expediente.',
      }),
      DOCUMENTOS,
      LUGAR,
    ],
  },
  {
    id: 'demanda-laboral',
    name: 'Demanda por despido',
    description:
      'Demanda ante el Juzgado de lo Social por despido (arts. 103 y ss. LRJS y 55-56 ET), tras la papeleta de conciliación ante el SMAC.',
    category: 'laboral',
    fields: [
      text('juzgado', 'Juzgado de lo Social', {
        required: true,
        placeholder: 'Juzgado de lo Social n.º 2 de Sevilla',
        default_value: 'Juzgado de lo Social que por turno corresponda',
      }),
      ...party('trabajador', 'Trabajador/a', {
        namePlaceholder: 'D.ª Sara Moreno León',
        idPlaceholder: '78901234X',
      }),
      ...party('empresa', 'Empresa', {
        idKind: 'cif',
        namePlaceholder: 'Distribuciones del Sur, S.A.',
        idPlaceholder: 'A41234567',
      }),
      ABOGADO,
      text('categoria_profesional', 'Categoría profesional', {
        required: true,
        placeholder: 'Oficial administrativo de 1.ª',
      }),
      text('fecha_antiguedad', 'Antigüedad (fecha de alta)', { required: true, placeholder: '01/03/2018' }),
      number('salario', 'Salario bruto mensual con prorrata de pagas extra (€)', {
        required: true,
        placeholder: '2100',
      }),
      text('convenio_colectivo', 'Convenio colectivo aplicable', {
        placeholder: 'Convenio colectivo del sector de comercio de la provincia de Sevilla',
      }),
      select(
        'tipo_despido',
        'Tipo de despido',
        [
          { value: 'disciplinario', label: 'Disciplinario (art. 54 ET)' },
          { value: 'objetivo', label: 'Por causas objetivas (art. 52 ET)' },
          { value: 'verbal', label: 'Verbal o tácito' },
        ],
        { required: true, default_value: 'disciplinario' },
      ),
      text('fecha_despido', 'Fecha de efectos del despido', {
        required: true,
        placeholder: '31/10/2026',
        description: 'Plazo de caducidad de veinte días hábiles (art. 59.3 ET y art. 103 LRJS).',
      }),
      select(
        'calificacion',
        'Calificación que se pide',
        [
          { value: 'improcedente', label: 'Improcedente (art. 56 ET)' },
          { value: 'nulo', label: 'Nulo (art. 55.5 ET)' },
        ],
        { required: true, default_value: 'improcedente' },
      ),
      select(
        'representante_trabajadores',
        '¿Ostenta o ha ostentado representación de los trabajadores?',
        YES_NO,
        {
          default_value: 'no',
          description: 'Dato exigido por el art. 104 LRJS.',
        },
      ),
      text('fecha_papeleta', 'Fecha de la papeleta de conciliación (SMAC)', {
        required: true,
        placeholder: '05/11/2026',
        description: 'Conciliación previa obligatoria (art. 63 LRJS).',
      }),
      select(
        'resultado_conciliacion',
        'Resultado del acto de conciliación',
        [
          { value: 'sin_avenencia', label: 'Celebrado sin avenencia' },
          { value: 'sin_efecto', label: 'Intentado sin efecto (incomparecencia de la empresa)' },
          { value: 'pendiente', label: 'Pendiente de celebración' },
        ],
        { default_value: 'sin_avenencia' },
      ),
      area('hechos', 'Hechos', 10, {
        required: true,
        placeholder:
          'Un hecho por párrafo: relación laboral, carta de despido, causas alegadas y su falsedad…',
      }),
      area('fundamentos_derecho', 'Fundamentos de derecho', 6, {
        placeholder: 'Arts. 55 y 56 ET (Real Decreto Legislativo 2/2015); arts. 103 a 113 LRJS; art. 24 CE.',
      }),
      area('suplico', 'Suplico (petición)', 5, {
        required: true,
        placeholder:
          'Que se declare improcedente el despido y se condene a la empresa a readmitir a la trabajadora o a indemnizarla, a su opción, con abono de los salarios de tramitación en su caso.',
      }),
      DOCUMENTOS,
      LUGAR,
    ],
  },
];
