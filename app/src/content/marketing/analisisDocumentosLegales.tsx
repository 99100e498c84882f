import type { ContentContext, MarketingDocument } from '../types';
import { LEGAL_PATHS, MAX_UPLOAD_MB, UPLOAD_FORMATS } from '../shared';

/** Marketing page «Análisis de documentos legales» (/analisis-documentos-legales). */
export function analisisDocumentosLegales(ctx: ContentContext): MarketingDocument {
  const p = ctx.productName;
  const formats = `${UPLOAD_FORMATS.slice(0, -1).join(', ')} o ${UPLOAD_FORMATS.at(-1) ?? ''}`;

  return {
    title: 'Análisis de documentos legales',
    description: `Sube contratos, sentencias o escritos en ${formats} y ${p} extrae fechas, importes, partes y citas, incluso de páginas escaneadas, y responde a tus preguntas citando la página.`,
    lead: `Un contrato de cuarenta páginas, una sentencia o un expediente escaneado: ${p} lo lee por ti, te señala las fechas, los importes, las partes y las normas citadas, y te deja preguntarle por su contenido. Cada respuesta indica el documento y la página de donde sale, para que compruebes en segundos lo que antes llevaba una tarde.`,
    sections: [
      {
        id: 'sube-tus-documentos',
        title: 'Sube tus documentos',
        body: (
          <>
            <p>
              Selecciona archivos {formats} de hasta {MAX_UPLOAD_MB} MB y, si quieres, asócialos a un caso.
              Sirven contratos, demandas, contestaciones, sentencias y autos, pliegos de licitación,
              requerimientos o cualquier otro documento con texto.
            </p>
            <p>
              Antes de procesarlo, {p} comprueba el tipo real de cada archivo (no solo su extensión) y rechaza
              los que no son lo que dicen ser. Los documentos se guardan en tu cuenta, con acceso exclusivo
              para ti.
            </p>
          </>
        ),
      },
      {
        id: 'ocr-paginas-escaneadas',
        title: 'Páginas escaneadas con reconocimiento de texto (OCR)',
        body: (
          <>
            <p>
              Muchos documentos judiciales llegan escaneados o como imagen dentro de un PDF. {p} detecta las
              páginas sin texto y aplica reconocimiento óptico de caracteres en español, de modo que también
              puedes buscar en ellas, analizarlas y citarlas.
            </p>
            <p>
              El OCR se ejecuta en nuestros servidores, sin enviar las páginas a servicios externos. Su
              precisión depende de la calidad del escaneo: un documento nítido y recto da mejores resultados
              que una fotocopia torcida o un texto manuscrito, que pueden no reconocerse bien.
            </p>
          </>
        ),
      },
      {
        id: 'extraccion-de-datos',
        title: 'Qué extrae de cada documento',
        body: (
          <ul>
            <li>
              <strong>Fechas</strong>: de firma, de vencimiento, de notificación y de los hechos.
            </li>
            <li>
              <strong>Importes</strong>: rentas, indemnizaciones, cuantías, fianzas y precios en euros.
            </li>
            <li>
              <strong>Partes e identificadores</strong>: las personas físicas y jurídicas que intervienen, con
              sus DNI, NIF o CIF cuando constan.
            </li>
            <li>
              <strong>Órganos judiciales</strong> mencionados en el documento.
            </li>
            <li>
              <strong>Citas normativas y jurisprudenciales</strong>: artículos y leyes (por ejemplo, «art.
              1902 CC»), identificadores ECLI y referencias a sentencias del Tribunal Supremo y de las
              Audiencias Provinciales.
            </li>
          </ul>
        ),
      },
      {
        id: 'analisis-y-resumen',
        title: 'Análisis jurídico y resumen',
        body: (
          <>
            <p>
              Además de extraer datos, {p} resume el documento con las frases más relevantes del propio texto,
              sin paráfrasis que se alejen del original, y elabora un análisis jurídico con los puntos que
              conviene revisar. También puedes analizar todos los documentos de un caso a la vez y obtener una
              visión de conjunto.
            </p>
            <p>
              La profundidad depende del plan: básica en el plan Estudiante, completa en los planes Individual
              y Despacho, y experta en el plan Empresarial. El plan Despacho y el Empresarial permiten además
              analizar documentos por lotes.
            </p>
          </>
        ),
      },
      {
        id: 'chat-con-el-documento',
        title: 'Conversa con el documento',
        body: (
          <>
            <p>Pregunta como lo harías a un compañero que se ha leído el expediente:</p>
            <ul>
              <li>«¿Cuál es el plazo de preaviso para resolver el contrato?»</li>
              <li>«¿Qué importe reclama la parte actora y por qué conceptos?»</li>
              <li>«¿Qué artículos cita la sentencia para desestimar el recurso?»</li>
            </ul>
            <p>
              Las conversaciones se guardan por documento, de modo que puedes retomarlas más tarde sin repetir
              el contexto.
            </p>
          </>
        ),
      },
      {
        id: 'fuentes-con-pagina',
        title: 'Fuentes con referencia de página',
        body: (
          <p>
            Cada respuesta indica el documento, la página y el pasaje en que se basa. No tienes que fiarte:
            abres la página y lo compruebas. Si la respuesta no está en el documento, {p} no debería
            inventarla, y las referencias te permiten detectarlo si ocurre.
          </p>
        ),
      },
      {
        id: 'del-analisis-al-escrito',
        title: 'Del análisis al escrito',
        body: (
          <p>
            Cuando creas un informe vinculado a un caso, el análisis del caso aparece en el asistente con un
            botón para copiarlo entero y pegar cada parte en el campo que corresponda. Así pasas de los
            documentos a una demanda, un recurso o un escrito de alegaciones sin volver a teclear los hechos.
          </p>
        ),
      },
      {
        id: 'confidencialidad',
        title: 'Confidencialidad de los documentos',
        body: (
          <ul>
            <li>
              Por defecto, el análisis se realiza con el motor de {p} en nuestros servidores: tus documentos
              no se envían a terceros.
            </li>
            <li>No usamos tus documentos para entrenar modelos de inteligencia artificial.</li>
            <li>
              Cada documento solo es accesible desde tu cuenta y se borra al eliminarla. Más información en la{' '}
              <a href={LEGAL_PATHS.privacy}>Política de privacidad</a>.
            </li>
          </ul>
        ),
      },
      {
        id: 'limites',
        title: 'Lo que conviene saber',
        body: (
          <p>
            El análisis automático acelera la lectura, pero no la sustituye. Puede equivocarse con tablas
            complejas, escaneos de mala calidad o redacciones ambiguas, y no conoce los hechos que no están en
            el documento. Utiliza sus resultados como punto de partida y revísalos antes de trasladarlos a un
            escrito o a un cliente: {p} no presta asesoramiento jurídico.
          </p>
        ),
      },
    ],
  };
}
