import type { ContentContext, MarketingDocument } from '../types';
import {
  BETA_LAUNCH,
  LEGAL_PATHS,
  MAX_UPLOAD_MB,
  Mail,
  PLAN_FACTS,
  REPORT_TEMPLATES,
  TRIAL_DAYS,
  euros,
  type PlanFact,
} from '../shared';

/** «50 análisis al mes, nivel completo, generación de PDF y soporte prioritario». */
function planSummary(plan: PlanFact): string {
  const parts = [
    plan.analyses === 'Ilimitados' ? 'análisis ilimitados' : `${plan.analyses} análisis al mes`,
    `nivel ${plan.depth.toLowerCase()}`,
  ];
  if (plan.pdf) parts.push('generación de PDF');
  if (plan.batch) parts.push('análisis por lotes');
  if (plan.api) parts.push('acceso a la API');
  if (plan.prioritySupport) parts.push('soporte prioritario');
  const last = parts.pop() ?? '';
  return parts.length > 0 ? `${parts.join(', ')} y ${last}` : last;
}

/** Marketing page «Software legal en España» (/software-legal-espana). */
export function softwareLegalEspana(ctx: ContentContext): MarketingDocument {
  const p = ctx.productName;

  return {
    title: 'Software legal en España',
    description: `${p} es un asistente jurídico en español para abogados, despachos, empresas y estudiantes: casos, documentos, legislación del BOE, informes desde plantillas y PDF, con el RGPD como punto de partida.`,
    lead: `${p} reúne en una sola herramienta, y en español, lo que ocupa buena parte del día en un despacho: ordenar los casos, leer y extraer lo importante de los documentos, encontrar el artículo aplicable y redactar el escrito. Está pensado para el Derecho español desde el principio, no traducido de otro mercado.`,
    sections: [
      {
        id: 'pensado-para-el-derecho-espanol',
        title: 'Pensado para el Derecho español',
        body: (
          <>
            <p>
              Muchas herramientas de inteligencia artificial jurídica nacen para el Derecho anglosajón y se
              adaptan después. {p} parte de la práctica española:
            </p>
            <ul>
              <li>
                Entiende la forma en que se citan las normas y las resoluciones en España: artículos del
                Código Civil o de la Ley de Enjuiciamiento Civil, leyes por su número y año, identificadores
                ECLI y referencias a sentencias del Tribunal Supremo y de las Audiencias Provinciales.
              </li>
              <li>
                Busca en español de verdad: reconoce las distintas formas de una palabra y no se confunde con
                las tildes, de modo que «arrendador» también encuentra «arrendadores» e «indemnizacion»,
                escrito sin tilde, encuentra «indemnización».
              </li>
              <li>
                Las plantillas siguen la estructura de los escritos españoles: hechos numerados («PRIMERO.-»),
                fundamentos de derecho y súplica.
              </li>
              <li>Toda la interfaz y todos los mensajes están en español.</li>
            </ul>
          </>
        ),
      },
      {
        id: 'casos-y-documentos',
        title: 'Casos y documentos en un solo lugar',
        body: (
          <>
            <p>
              Cada asunto es un caso con su cliente, órgano judicial, juez, etiquetas, fecha límite, notas,
              documentos e informes. Desde el caso puedes generar un análisis de conjunto y reutilizarlo al
              redactar.
            </p>
            <p>
              Sube documentos PDF, DOCX o TXT de hasta {MAX_UPLOAD_MB} MB. {p} extrae el texto, incluso de
              páginas escaneadas, y localiza fechas, importes, partes y citas. Más detalles en{' '}
              <a href="/analisis-documentos-legales">Análisis de documentos legales</a>.
            </p>
          </>
        ),
      },
      {
        id: 'busqueda-de-legislacion',
        title: 'Búsqueda en la legislación del BOE y en tus documentos',
        body: (
          <>
            <p>
              Escribe la consulta con tus palabras y {p} busca a la vez en la legislación estatal consolidada
              publicada por el Boletín Oficial del Estado y en los documentos de tu cuenta. Cada resultado
              indica de dónde procede y con qué relevancia, para que puedas ir directamente a la fuente.
            </p>
            <p>
              Tus búsquedas quedan en el historial, que puedes consultar y borrar cuando quieras. Fuente de la
              legislación: Agencia Estatal Boletín Oficial del Estado.
            </p>
          </>
        ),
      },
      {
        id: 'informes-desde-plantillas',
        title: 'Informes a partir de plantillas',
        body: (
          <>
            <p>Un asistente de cuatro pasos te guía desde la plantilla hasta el escrito terminado:</p>
            <ul>
              {REPORT_TEMPLATES.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
            <p>
              Si vinculas el informe a un caso, el cliente se completa solo y tienes a mano el análisis del
              caso para copiar lo que necesites. Después editas el texto en un editor pensado para escritos
              jurídicos, con atajos para insertar hechos, fundamentos y la petición, y guardado automático
              cada dos segundos.
            </p>
          </>
        ),
      },
      {
        id: 'mejora-con-ia-y-pdf',
        title: 'Mejora con IA y exportación a PDF',
        body: (
          <>
            <p>
              Con un clic, {p} revisa el contenido, la estructura y la calidad jurídica del borrador y te
              propone una versión mejorada, con una puntuación orientativa de calidad. Suele tardar uno o dos
              minutos y se hace en segundo plano mientras sigues trabajando.
            </p>
            <p>
              Cuando el texto está listo, genera un PDF con formato de escrito: tipografía Times New Roman,
              encabezados, numeración de páginas y un apartado final para la fecha y la firma. Los PDF
              anteriores quedan en un historial para descargarlos cuando los necesites.
            </p>
          </>
        ),
      },
      {
        id: 'privacidad-y-rgpd',
        title: 'Privacidad, RGPD y secreto profesional',
        body: (
          <>
            <p>
              Trabajas con información de tus clientes y estás sujeto a secreto profesional. Por eso {p} está
              construido con la protección de datos como requisito, no como añadido:
            </p>
            <ul>
              <li>
                Por defecto, el motor de IA se ejecuta en nuestros servidores: tus documentos no se envían a
                terceros. Un proveedor externo de IA solo interviene si tú lo activas.
              </li>
              <li>No usamos tus documentos para entrenar modelos de inteligencia artificial.</li>
              <li>
                Cada documento, caso e informe pertenece a tu cuenta y nadie más puede verlo. Al cerrar
                sesión, el navegador no guarda tokens ni datos de tus documentos.
              </li>
              <li>
                Puedes exportar tus datos y eliminar tu cuenta desde Configuración. Actuamos como encargado
                del tratamiento del contenido de tus clientes, con el contrato del artículo 28 del RGPD
                incluido en los <a href={LEGAL_PATHS.terms}>Términos de servicio</a>.
              </li>
            </ul>
          </>
        ),
      },
      {
        id: 'planes-y-prueba-gratuita',
        title: 'Planes y prueba gratuita',
        body: (
          <>
            <p>
              Empieza con {TRIAL_DAYS} días de prueba gratuita, sin tarjeta. Después, elige el plan que encaje
              con tu forma de trabajar (precios mensuales, IVA no incluido):
            </p>
            <ul>
              {PLAN_FACTS.map((plan) => (
                <li key={plan.id}>
                  <strong>
                    {plan.name}, {euros(plan.priceEur)} al mes
                  </strong>
                  : {planSummary(plan)}.
                </li>
              ))}
            </ul>
          </>
        ),
      },
      {
        id: 'lo-que-no-hace',
        title: `Lo que ${p} no hace`,
        body: (
          <>
            <p>
              {p} no es un abogado ni presta asesoramiento jurídico. Es una herramienta que te ahorra horas de
              lectura y redacción, pero sus resultados pueden contener errores: revisa siempre las citas, la
              vigencia de las normas y el texto final antes de presentarlo o enviarlo a un cliente. La
              decisión y la firma son tuyas.
            </p>
            <p>
              {p} está en fase beta; su lanzamiento se anunció para {BETA_LAUNCH}. Si algo no funciona como
              esperas, escríbenos a <Mail to={ctx.mailboxes.contact} />: los participantes en la beta tienen
              línea directa con el equipo de desarrollo.
            </p>
          </>
        ),
      },
    ],
  };
}
