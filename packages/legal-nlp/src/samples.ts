import type { ReportTemplate } from '@alegato/domain';
import { REPORT_TEMPLATES } from './templates.js';
import type { DraftInput } from './types.js';

/**
 * Realistic Spanish field values for each of the six templates (fictitious people and companies). Used by
 * the golden tests, the rubric tests, the AI enhancer tests and as demo content.
 */
export const SAMPLE_CONTENT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'demanda-civil': {
    juzgado: 'Juzgado de Primera Instancia n.º 3 de Madrid',
    tipo_juicio: 'ordinario',
    demandante_nombre: 'D.ª Laura Gómez Pérez',
    demandante_dni: '12345678Z',
    demandante_domicilio: 'Calle de Serrano 45, 2.º A, 28001 Madrid',
    demandado_nombre: 'Construcciones Levante, S.L.',
    demandado_cif: 'B12345678',
    demandado_domicilio: 'Avenida de Aragón 30, 46021 Valencia',
    procurador: 'D.ª María López Sánchez',
    abogado: 'D. Javier Ruiz Martín, colegiado n.º 12.345 del ICAM',
    cuantia: '25000',
    hechos:
      'El 12 de enero de 2025 mi mandante y la demandada suscribieron un contrato de ejecución de obra para la reforma integral de la vivienda sita en la calle de Serrano 45, por un precio de 60.000 euros.\n\nMi mandante abonó 50.000 euros en tres pagos, según los justificantes que se acompañan.\n\nLa demandada abandonó la obra el 3 de junio de 2025 sin concluirla, dejando sin ejecutar partidas valoradas pericialmente en 25.000 euros.\n\nRequerida por burofax de 1 de julio de 2025, la demandada no ha dado respuesta alguna.',
    fundamentos_derecho: '',
    suplico:
      'Que se condene a la demandada a abonar a mi mandante la cantidad de 25.000 euros, más los intereses legales desde la reclamación extrajudicial y las costas del procedimiento.',
    documentos:
      'Contrato de ejecución de obra de 12 de enero de 2025.\nJustificantes de los pagos realizados.\nInforme pericial de valoración de las partidas no ejecutadas.\nBurofax de 1 de julio de 2025 y certificado de entrega.',
    medidas_cautelares: 'no',
    lugar: 'Madrid',
  },
  'querella-penal': {
    juzgado: 'Juzgado de Instrucción n.º 5 de Valencia',
    querellante_nombre: 'D. Andrés Navarro Gil',
    querellante_dni: '23456789D',
    querellante_domicilio: 'Calle de Colón 12, 46004 Valencia',
    querellado_nombre: 'D. Pedro Ortega Ramos',
    querellado_dni: '34567890V',
    querellado_domicilio: 'Calle de la Paz 8, 46003 Valencia',
    procurador: 'D. Tomás Vidal Ferrer',
    abogado: 'D.ª Lucía Serrano Pons, colegiada n.º 9.876 del ICAV',
    delito: 'estafa (arts. 248 y 250.1.5.º del Código Penal)',
    fecha_hechos: '15/03/2026',
    lugar_hechos: 'Valencia',
    hechos:
      '1. El querellado ofreció a mi mandante la compra de un vehículo de segunda mano por 18.000 euros, asegurando que estaba libre de cargas.\n2. Mi mandante transfirió el precio el 15 de marzo de 2026 a la cuenta indicada por el querellado.\n3. El vehículo nunca fue entregado y el querellado dejó de atender las llamadas; posteriormente se supo que el vehículo no era de su propiedad.',
    fundamentos_derecho: '',
    diligencias:
      'Declaración del querellado en calidad de investigado.\nDeclaración del querellante como perjudicado.\nRequerimiento a la entidad bancaria para que informe de la titularidad y movimientos de la cuenta de destino.',
    suplico:
      'Se acuerde la incoación de diligencias previas y la práctica de las diligencias interesadas, con adopción de las medidas cautelares oportunas para asegurar la responsabilidad civil.',
    fianza: '',
    documentos:
      'Justificante de la transferencia de 15 de marzo de 2026.\nCapturas de las conversaciones mantenidas.',
    lugar: 'Valencia',
  },
  'recurso-apelacion': {
    juzgado: 'Juzgado de Primera Instancia n.º 3 de Madrid',
    procedimiento: 'Juicio ordinario n.º 456/2025',
    resolucion_recurrida: 'Sentencia n.º 123/2026',
    fecha_resolucion: '02/11/2026',
    fecha_notificacion: '05/11/2026',
    tribunal_alzada: 'Audiencia Provincial de Madrid',
    apelante_nombre: 'D.ª Laura Gómez Pérez',
    apelante_dni: '12345678Z',
    apelante_domicilio: 'Calle de Serrano 45, 2.º A, 28001 Madrid',
    apelado_nombre: 'Construcciones Levante, S.L.',
    apelado_cif: 'B12345678',
    apelado_domicilio: 'Avenida de Aragón 30, 46021 Valencia',
    procurador: 'D.ª María López Sánchez',
    abogado: 'D. Javier Ruiz Martín, colegiado n.º 12.345 del ICAM',
    hechos:
      'Esta parte interpuso demanda de juicio ordinario en reclamación de 25.000 euros por incumplimiento de un contrato de obra.\n\nLa demandada se opuso alegando que las partidas no ejecutadas habían sido excluidas verbalmente del contrato.\n\nLa sentencia recurrida desestimó la demanda al considerar no acreditado el incumplimiento.',
    motivos:
      'Error en la valoración de la prueba: la sentencia ignora el informe pericial, no impugnado de contrario, que acredita la falta de ejecución de las partidas reclamadas.\n\nInfracción de los articulos 1091 y 1101 del codigo civil, pues acreditado el incumplimiento procede la indemnización de los daños causados.\n\nInfracción del art 217 LEC sobre la carga de la prueba, al exigir a esta parte la prueba de un hecho negativo.',
    fundamentos_derecho: '',
    suplico:
      'Se revoque la sentencia recurrida y se dicte otra por la que se estime íntegramente la demanda, con imposición a la apelada de las costas de ambas instancias.',
    cuantia: '25000',
    lugar: 'Madrid',
  },
  'contrato-arrendamiento': {
    uso: 'vivienda',
    arrendador_nombre: 'D. Luis Martín Serrano',
    arrendador_dni: '45678901G',
    arrendador_domicilio: 'Calle de Goya 20, 28001 Madrid',
    arrendatario_nombre: 'D.ª Elena Castro Vidal',
    arrendatario_dni: '56789012B',
    arrendatario_domicilio: 'Calle de Alcalá 120, 3.º B, 28009 Madrid',
    inmueble_direccion: 'Calle de Alcalá 120, 3.º B, 28009 Madrid',
    referencia_catastral: '9872023VH5797S0001WX',
    inmueble_descripcion: 'Vivienda de 85 m² con tres dormitorios, plaza de garaje n.º 14 y trastero n.º 6.',
    renta_mensual: '1200',
    fecha_inicio: '01/12/2026',
    duracion_anios: '1',
    fianza_meses: '1',
    actualizacion_renta: 'irav',
    forma_pago: 'transferencia a la cuenta ES91 2100 0418 4502 0005 1332',
    gastos: 'arrendador',
    clausulas_adicionales:
      'Queda prohibida la tenencia de animales de compañía sin autorización escrita de la parte arrendadora.\n\nLa parte arrendataria contratará un seguro de responsabilidad civil que cubra los daños a terceros.',
    lugar: 'Madrid',
  },
  'escrito-alegaciones': {
    organo: 'Ayuntamiento de Madrid, Agencia de Actividades',
    expediente: '350/2026/01234',
    acto_notificado:
      'el acuerdo de incoación de expediente sancionador por ejercicio de actividad sin licencia',
    fecha_notificacion: '10/11/2026',
    interesado_nombre: 'D.ª Carmen Ruiz Díaz',
    interesado_dni: '67890123K',
    interesado_domicilio: 'Calle de Atocha 55, 28012 Madrid',
    representante: 'D. Javier Ruiz Martín, abogado, colegiado n.º 12.345 del ICAM',
    hechos:
      'La interesada es titular de un comercio minorista de alimentación en la calle de Atocha 55.\n\nEl 2 de septiembre de 2026 presentó declaración responsable de inicio de actividad, con número de registro 2026/998877.\n\nEl 20 de octubre de 2026 la inspección municipal levantó acta por supuesta falta de título habilitante.',
    alegaciones:
      'La actividad está amparada por la declaración responsable presentada con anterioridad a la inspección, que habilita para el ejercicio de la actividad desde su presentación (art. 69 LPACAP).\n\nFalta de tipicidad de la conducta, al no concurrir el supuesto de hecho de la infracción imputada (art. 27 de la Ley 40/2015).',
    fundamentos_derecho: '',
    suplico: 'Se acuerde el archivo del expediente sancionador sin imposición de sanción alguna.',
    documentos: 'Declaración responsable de 2 de septiembre de 2026 y justificante de registro.',
    lugar: 'Madrid',
  },
  'demanda-laboral': {
    juzgado: 'Juzgado de lo Social n.º 2 de Sevilla',
    trabajador_nombre: 'D.ª Sara Moreno León',
    trabajador_dni: '78901234X',
    trabajador_domicilio: 'Calle de la Feria 14, 41003 Sevilla',
    empresa_nombre: 'Distribuciones del Sur, S.A.',
    empresa_cif: 'A41234567',
    empresa_domicilio: 'Polígono Industrial Store, nave 7, 41008 Sevilla',
    abogado: 'D. Manuel Pineda Ortiz, colegiado n.º 4.567 del ICAS',
    categoria_profesional: 'Oficial administrativo de primera',
    fecha_antiguedad: '01/03/2018',
    salario: '2100',
    convenio_colectivo: 'Convenio colectivo del sector de comercio de la provincia de Sevilla',
    tipo_despido: 'disciplinario',
    fecha_despido: '31/10/2026',
    calificacion: 'improcedente',
    representante_trabajadores: 'no',
    fecha_papeleta: '05/11/2026',
    resultado_conciliacion: 'sin_avenencia',
    hechos:
      '- La carta de despido imputa a la trabajadora una disminución continuada y voluntaria del rendimiento, sin concretar fechas ni datos.\n- La trabajadora ha cumplido en todo momento los objetivos fijados por la empresa, según consta en las evaluaciones anuales.\n- La verdadera causa del despido es la reorganización del departamento comercial.',
    fundamentos_derecho: '',
    suplico:
      'Se declare improcedente el despido y se condene a la empresa a readmitir a la trabajadora en las mismas condiciones o, a su opción, a abonarle la indemnización legal, con abono en su caso de los salarios de tramitación.',
    documentos:
      'Carta de despido de 31 de octubre de 2026.\nNóminas de los últimos doce meses.\nPapeleta y acta de conciliación ante el SMAC.',
    lugar: 'Sevilla',
  },
};

/** Fixed drafting date of the samples: 22 November 2026, 10:00 in Madrid. */
export const SAMPLE_NOW = new Date('2026-11-22T09:00:00Z');

/**
 * A complete {@link DraftInput} for one of the six templates with {@link SAMPLE_CONTENT}.
 *
 * @param templateId - one of the six template ids
 * @param overrides - fields of the input to replace
 * @throws {Error} when the id is not one of the six templates
 */
export function sampleDraftInput(templateId: string, overrides: Partial<DraftInput> = {}): DraftInput {
  const template: ReportTemplate | undefined = REPORT_TEMPLATES.find((t) => t.id === templateId);
  const content = SAMPLE_CONTENT[templateId];
  if (!template || !content) throw new Error(`Plantilla desconocida: ${templateId}`);
  return {
    template,
    title: `${template.name} - ejemplo`,
    clientName: '',
    description: '',
    content: { ...content },
    now: SAMPLE_NOW,
    ...overrides,
  };
}
