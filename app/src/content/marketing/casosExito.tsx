import type { ContentContext, MarketingDocument } from '../types';
import { BETA_FIGURES, BETA_LAUNCH, Mail, PLAN_FACTS, euros } from '../shared';

/** «Despacho (299 €/mes)» for a plan id. */
function planLabel(id: (typeof PLAN_FACTS)[number]['id']): string {
  const plan = PLAN_FACTS.find((candidate) => candidate.id === id);
  return plan ? `${plan.name} (${euros(plan.priceEur)} al mes)` : id;
}

/** Marketing page «Casos de éxito» (/casos-exito): honest beta scenarios, no invented clients. */
export function casosExito(ctx: ContentContext): MarketingDocument {
  const p = ctx.productName;

  return {
    title: 'Casos de éxito',
    description: `Escenarios de uso de ${p} en un despacho, un abogado individual, un departamento jurídico y un estudiante de Derecho, con las cifras del programa beta.`,
    lead: `${p} está en fase beta y preferimos no inventar clientes ni testimonios. En esta página te contamos, con escenarios de uso ilustrativos, cómo encaja ${p} en cuatro formas de trabajar distintas, y te mostramos las cifras que hemos publicado de nuestro programa beta, con su contexto.`,
    sections: [
      {
        id: 'una-pagina-honesta',
        title: 'Una página honesta: escenarios de uso, no testimonios',
        body: (
          <>
            <p>
              El lanzamiento de {p} se anunció para {BETA_LAUNCH} y el producto sigue en programa beta. Aún no
              publicamos casos de clientes: cuando lo hagamos, será con su autorización expresa y con datos
              verificables.
            </p>
            <p>
              Los cuatro escenarios siguientes son <strong>ejemplos ilustrativos</strong> construidos a partir
              de las funciones que {p} ofrece hoy. Las personas y los despachos que aparecen no existen, y no
              atribuimos a nadie ahorros de tiempo ni resultados que no hayamos medido.
            </p>
          </>
        ),
      },
      {
        id: 'escenario-despacho',
        title: 'Escenario de uso: despacho de abogados',
        body: (
          <>
            <p>
              <strong>Punto de partida.</strong> Un despacho de cinco abogados que lleva asuntos civiles y
              laborales recibe cada semana nuevos encargos con documentación dispersa: contratos, burofaxes,
              nóminas y cartas de despido.
            </p>
            <p>
              <strong>Cómo usa {p}.</strong> Cada abogado trabaja con su propia cuenta en el plan{' '}
              {planLabel('despacho')}:
            </p>
            <ul>
              <li>
                Abre un caso por encargo y sube la documentación; el análisis por lotes procesa varios
                documentos de una vez.
              </li>
              <li>
                En una reclamación de rentas, {p} localiza en el contrato de arrendamiento la renta, las
                fechas y las partes, y en el burofax el requerimiento de pago.
              </li>
              <li>
                Con el análisis del caso a mano, el abogado parte de la plantilla de demanda civil o de
                demanda laboral, la mejora con IA y genera el PDF.
              </li>
              <li>El soporte prioritario resuelve las dudas del equipo en los primeros meses.</li>
            </ul>
            <p>
              <strong>Qué sigue siendo del abogado.</strong> Comprobar los hechos con el cliente, revisar cada
              cita y decidir la estrategia.
            </p>
          </>
        ),
      },
      {
        id: 'escenario-abogado-individual',
        title: 'Escenario de uso: abogado individual',
        body: (
          <>
            <p>
              <strong>Punto de partida.</strong> Una abogada que ejerce por su cuenta recibe una sentencia
              desfavorable de primera instancia, notificada en PDF escaneado, y debe valorar con su cliente si
              recurre.
            </p>
            <p>
              <strong>Cómo usa {p}.</strong> Con el plan {planLabel('individual')}:
            </p>
            <ul>
              <li>
                Sube la sentencia; el reconocimiento de texto convierte las páginas escaneadas en texto.
              </li>
              <li>
                Pregunta «¿en qué fundamentos se apoya el fallo?» y obtiene la respuesta con la página exacta
                de cada pasaje.
              </li>
              <li>
                Revisa las normas y sentencias citadas y consulta los artículos en la legislación del BOE sin
                salir de la aplicación.
              </li>
              <li>Prepara el borrador con la plantilla de recurso de apelación y lo exporta a PDF.</li>
            </ul>
            <p>
              <strong>Qué sigue siendo de la abogada.</strong> El control del plazo para recurrir, los
              argumentos y la firma del escrito.
            </p>
          </>
        ),
      },
      {
        id: 'escenario-departamento-juridico',
        title: 'Escenario de uso: departamento jurídico de empresa',
        body: (
          <>
            <p>
              <strong>Punto de partida.</strong> El departamento jurídico de una empresa mediana revisa
              contratos con proveedores y pliegos de licitaciones públicas, y responde a requerimientos de la
              Administración.
            </p>
            <p>
              <strong>Cómo usa {p}.</strong> Con el plan {planLabel('empresarial')}:
            </p>
            <ul>
              <li>
                Analiza pliegos y contratos con la profundidad experta y localiza importes, plazos y fechas
                clave sin límite mensual de análisis.
              </li>
              <li>Prepara escritos de alegaciones frente a requerimientos a partir de la plantilla.</li>
              <li>
                Conecta {p} con sus sistemas internos mediante la API para enviar documentos y recuperar
                análisis automáticamente.
              </li>
            </ul>
            <p>
              <strong>Qué sigue siendo del departamento.</strong> La decisión de negocio, la negociación y la
              validación final de cada documento.
            </p>
          </>
        ),
      },
      {
        id: 'escenario-estudiante-derecho',
        title: 'Escenario de uso: estudiante de Derecho',
        body: (
          <>
            <p>
              <strong>Punto de partida.</strong> Un estudiante de último curso prepara un comentario de
              sentencia y casos prácticos de Derecho civil.
            </p>
            <p>
              <strong>Cómo usa {p}.</strong> Con el plan {planLabel('estudiante')}:
            </p>
            <ul>
              <li>
                Busca en el Código Civil y en otras leyes estatales los artículos relevantes para cada caso.
              </li>
              <li>
                Sube la sentencia que debe comentar y pregunta por los hechos probados y los fundamentos,
                siempre con la referencia de la página.
              </li>
              <li>Dispone de cinco análisis básicos al mes, suficientes para practicar.</li>
            </ul>
            <p>
              <strong>Qué sigue siendo del estudiante.</strong> El razonamiento, la redacción y el
              cumplimiento de las normas de su universidad sobre el uso de herramientas de inteligencia
              artificial.
            </p>
          </>
        ),
      },
      {
        id: 'cifras-del-programa-beta',
        title: 'Cifras del programa beta',
        body: (
          <>
            <p>Estas son las cifras que publicamos de nuestro programa beta:</p>
            <ul>
              {BETA_FIGURES.map((figure) => (
                <li key={figure.label}>
                  <strong>{figure.value}</strong> {figure.label}
                </li>
              ))}
            </ul>
            <p>
              Son cifras internas del programa beta, obtenidas sobre un volumen todavía pequeño de documentos.
              No proceden de una auditoría independiente ni garantizan el mismo resultado con tus documentos,
              que dependerá de su tipo y de su calidad. Los endpoints son los puntos de integración de la API
              disponibles en el plan Empresarial.
            </p>
          </>
        ),
      },
      {
        id: 'ventajas-del-programa-beta',
        title: 'Únete al programa beta',
        body: (
          <>
            <p>Los participantes en la beta obtienen:</p>
            <ul>
              <li>Un mes gratis.</li>
              <li>Una sesión de incorporación personalizada.</li>
              <li>Línea directa con el equipo de desarrollo.</li>
              <li>Precio preferente de por vida.</li>
            </ul>
            <p>
              ¿Tu forma de trabajar no se parece a ninguno de estos escenarios? Cuéntanosla en{' '}
              <Mail to={ctx.mailboxes.contact} /> y veremos juntos si {p} te sirve.
            </p>
          </>
        ),
      },
    ],
  };
}
