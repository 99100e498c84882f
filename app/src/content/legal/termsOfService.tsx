import type { ContentContext, LegalDocument } from '../types';
import {
  LEGAL_PATHS,
  LEGAL_UPDATED_AT,
  MAX_UPLOAD_MB,
  Mail,
  PLAN_FACTS,
  TRIAL_DAYS,
  euros,
  registryCity,
  siteSuffix,
} from '../shared';

const yesNo = (value: boolean): string => (value ? 'Sí' : 'No');

/** Términos de servicio (condiciones de uso y contratación) of the product. */
export function termsOfService(ctx: ContentContext): LegalDocument {
  const p = ctx.productName;
  const { owner, mailboxes } = ctx;
  const city = registryCity(owner.address);

  return {
    title: 'Términos de servicio',
    description: `Condiciones que regulan el registro, la prueba gratuita, los planes, el uso aceptable, la confidencialidad y la responsabilidad en el uso de ${p}.`,
    updatedAt: LEGAL_UPDATED_AT,
    sections: [
      {
        id: 'objeto-y-aceptacion',
        title: '1. Objeto y aceptación',
        body: (
          <>
            <p>
              Estos Términos de servicio regulan el acceso y el uso de {p}, un asistente jurídico en línea
              prestado por <strong>{owner.name}</strong>, con NIF <strong>{owner.nif}</strong> y domicilio en{' '}
              {owner.address} (en adelante, «{p}» o «nosotros»), a través de su sitio web{siteSuffix(ctx)} y
              de la aplicación web asociada.
            </p>
            <p>
              Al crear una cuenta y marcar la casilla de aceptación, usted declara haber leído y aceptado
              estos términos y la <a href={LEGAL_PATHS.privacy}>Política de privacidad</a>. Si contrata en
              nombre de un despacho, una empresa u otra organización, declara tener facultades para obligarla,
              y estos términos la vinculan a ella.
            </p>
            <p>
              {p} está dirigido a profesionales del Derecho, a departamentos jurídicos y a estudiantes de
              Derecho mayores de 18 años. Cuando un usuario tenga la condición de consumidor, se le aplicarán
              además las normas imperativas de protección de los consumidores, que prevalecen sobre cualquier
              previsión de estos términos.
            </p>
          </>
        ),
      },
      {
        id: 'descripcion-del-servicio',
        title: '2. Descripción del servicio',
        body: (
          <>
            <p>{p} permite, según el plan contratado:</p>
            <ul>
              <li>Gestionar casos y asociarles documentos, informes y análisis.</li>
              <li>
                Subir documentos PDF, DOCX o TXT de hasta {MAX_UPLOAD_MB} MB, extraer su texto (incluidas
                páginas escaneadas mediante reconocimiento óptico de caracteres) y analizarlos: fechas,
                importes, partes, citas normativas y resúmenes.
              </li>
              <li>Conversar con los documentos y obtener respuestas que indican su fuente.</li>
              <li>
                Buscar en legislación y en sus propios documentos, y consultar el historial de búsquedas.
              </li>
              <li>
                Crear informes a partir de plantillas, editarlos, mejorarlos con inteligencia artificial y
                exportarlos a PDF.
              </li>
            </ul>
            <p>
              El servicio se encuentra en evolución constante. Podemos añadir, modificar o retirar funciones,
              siempre que no se reduzcan de forma sustancial las prestaciones esenciales del plan que usted
              tenga contratado durante el periodo ya pagado.
            </p>
          </>
        ),
      },
      {
        id: 'registro-y-cuenta',
        title: '3. Registro y cuenta',
        body: (
          <ul>
            <li>
              Para registrarse debe facilitar su nombre, un correo electrónico válido, una contraseña y,
              opcionalmente, su organización, y confirmar el correo mediante el enlace que le enviamos.
            </li>
            <li>
              Los datos deben ser veraces y mantenerse actualizados. Cada cuenta es personal: no comparta sus
              credenciales. Si varias personas de un despacho o empresa usan {p}, cada una debe tener su
              propia cuenta.
            </li>
            <li>
              Usted es responsable de custodiar su contraseña y de la actividad realizada desde su cuenta. Si
              sospecha de un acceso no autorizado, cambie la contraseña y avísenos en{' '}
              <Mail to={mailboxes.contact} />.
            </li>
            <li>
              Podemos rechazar o suspender registros que incumplan estos términos, como se indica en el
              apartado 14.
            </li>
          </ul>
        ),
      },
      {
        id: 'prueba-gratuita',
        title: `4. Prueba gratuita de ${TRIAL_DAYS} días`,
        body: (
          <ul>
            <li>
              Al registrarse dispone de una prueba gratuita de {TRIAL_DAYS} días naturales desde su inicio,
              con las funciones y límites que le indica la aplicación.
            </li>
            <li>
              La prueba no exige facilitar datos de pago y no se convierte automáticamente en una suscripción
              de pago: al terminar, solo se le cobrará si contrata expresamente un plan.
            </li>
            <li>
              La aplicación le muestra los días que le quedan. Al finalizar la prueba, su cuenta y sus datos
              se conservan; para seguir usando las funciones de un plan de pago deberá contratarlo.
            </li>
            <li>
              La prueba es una por persona u organización. Podemos denegarla si detectamos registros múltiples
              destinados a encadenar pruebas.
            </li>
          </ul>
        ),
      },
      {
        id: 'planes-y-precios',
        title: '5. Planes, precios y pago',
        body: (
          <>
            <table>
              <caption>Planes de suscripción mensuales y sus principales límites</caption>
              <thead>
                <tr>
                  <th scope="col">Plan</th>
                  <th scope="col">Precio al mes</th>
                  <th scope="col">Análisis al mes</th>
                  <th scope="col">Profundidad del análisis</th>
                  <th scope="col">Generación de PDF</th>
                  <th scope="col">Análisis por lotes</th>
                  <th scope="col">Acceso a la API</th>
                  <th scope="col">Soporte prioritario</th>
                </tr>
              </thead>
              <tbody>
                {PLAN_FACTS.map((plan) => (
                  <tr key={plan.id}>
                    <th scope="row">{plan.name}</th>
                    <td>{euros(plan.priceEur)}</td>
                    <td>{plan.analyses}</td>
                    <td>{plan.depth}</td>
                    <td>{yesNo(plan.pdf)}</td>
                    <td>{yesNo(plan.batch)}</td>
                    <td>{yesNo(plan.api)}</td>
                    <td>{yesNo(plan.prioritySupport)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul>
              <li>
                <strong>Impuestos</strong>: los precios se expresan en euros por mes y no incluyen el IVA (21
                %) ni, en su caso, el impuesto indirecto que corresponda en Canarias, Ceuta o Melilla, que se
                añadirán en la factura. Si usted es consumidor, antes de contratar se le mostrará el precio
                final con todos los impuestos incluidos.
              </li>
              <li>
                <strong>Plan Estudiante</strong>: es gratuito y está pensado para el aprendizaje; no incluye
                generación de PDF y ofrece solo el análisis básico.
              </li>
              <li>
                <strong>Facturación</strong>: los planes de pago se facturan por meses anticipados y se
                renuevan automáticamente cada mes hasta que usted los cancele. La cancelación surte efecto al
                final del periodo ya pagado, hasta el cual conserva el acceso.
              </li>
              <li>
                <strong>Cambios de plan</strong>: puede subir de plan en cualquier momento, con efecto
                inmediato; la bajada de plan se aplica en el siguiente periodo de facturación.
              </li>
              <li>
                <strong>Cambios de precio</strong>: le avisaremos con al menos 30 días de antelación. Si no
                está de acuerdo, puede cancelar antes de que el nuevo precio se aplique.
              </li>
              <li>
                <strong>Programa beta</strong>: las ventajas anunciadas para los participantes en la beta (un
                mes gratis, sesión de incorporación personal, línea directa con el equipo de desarrollo y
                precio preferente de por vida) se aplican en los términos comunicados al inscribirse.
              </li>
              <li>
                Salvo lo previsto para los consumidores en el apartado 6 o en la ley, no se reembolsan los
                periodos parciales no utilizados.
              </li>
            </ul>
          </>
        ),
      },
      {
        id: 'desistimiento',
        title: '6. Derecho de desistimiento de los consumidores',
        body: (
          <p>
            Si usted contrata como consumidor, dispone de 14 días naturales desde la contratación de un plan
            de pago para desistir sin indicar el motivo, conforme al Real Decreto Legislativo 1/2007, por el
            que se aprueba el texto refundido de la Ley General para la Defensa de los Consumidores y
            Usuarios. Para ejercerlo, escríbanos a <Mail to={mailboxes.legal} /> con una declaración
            inequívoca de su decisión. Si solicitó expresamente que el servicio comenzara durante ese plazo,
            deberá abonar la parte proporcional al servicio prestado hasta el desistimiento. Los profesionales
            que contratan para su actividad no disponen de este derecho.
          </p>
        ),
      },
      {
        id: 'uso-aceptable',
        title: '7. Uso aceptable',
        body: (
          <>
            <p>Al usar {p} se compromete a no:</p>
            <ul>
              <li>
                Subir contenido ilícito, o datos personales de terceros sin una base jurídica que le permita
                tratarlos.
              </li>
              <li>
                Subir archivos con código malicioso o manipulados para eludir los controles de tipo y tamaño.
              </li>
              <li>
                Intentar acceder a cuentas, documentos o datos de otros usuarios, o a partes del sistema no
                destinadas a usted.
              </li>
              <li>
                Eludir los límites de su plan, revender el servicio o compartir una cuenta entre varias
                personas.
              </li>
              <li>
                Extraer de forma masiva o automatizada contenido del servicio, salvo mediante la API en los
                planes que la incluyen y dentro de sus límites.
              </li>
              <li>
                Realizar ingeniería inversa, salvo en los casos permitidos por la ley, o sobrecargar
                deliberadamente la infraestructura.
              </li>
              <li>
                Presentar los resultados generados como asesoramiento jurídico prestado por {p}, o usarlos
                para prestar servicios que requieran una habilitación profesional que no posea.
              </li>
            </ul>
            <p>
              Si detecta una vulnerabilidad, comuníquenosla en <Mail to={mailboxes.contact} />; no la explote
              ni la difunda antes de que podamos corregirla.
            </p>
          </>
        ),
      },
      {
        id: 'contenido-y-confidencialidad',
        title: '8. Su contenido, confidencialidad y secreto profesional',
        body: (
          <>
            <p>
              Los documentos, casos, informes, consultas y demás contenido que usted incorpora siguen siendo
              suyos (o de sus clientes). Nos concede únicamente la autorización necesaria para almacenarlos,
              procesarlos y mostrárselos con el fin de prestarle el servicio.
            </p>
            <ul>
              <li>
                Tratamos su contenido como información confidencial: no lo usamos para fines propios, no lo
                compartimos con otros usuarios ni lo utilizamos para entrenar modelos de inteligencia
                artificial.
              </li>
              <li>
                Por defecto, el motor de inteligencia artificial de {p} se ejecuta en nuestros servidores y
                sus documentos no se envían a terceros. Un proveedor externo de inteligencia artificial solo
                interviene si usted lo activa expresamente, tras informarle de quién es y con qué garantías.
              </li>
              <li>
                Nuestro personal solo accede a su contenido cuando usted lo solicita para resolver una
                incidencia o cuando una norma o una autoridad competente lo exige, y siempre bajo deber de
                confidencialidad.
              </li>
              <li>
                Usted sigue sujeto a su propio deber de secreto profesional y es quien decide qué
                documentación incorpora. Le recomendamos incluir solo la necesaria para cada asunto.
              </li>
            </ul>
          </>
        ),
      },
      {
        id: 'encargo-de-tratamiento',
        title: '9. Encargo de tratamiento (artículo 28 del RGPD)',
        body: (
          <>
            <p>
              Respecto de los datos personales que figuran en su contenido, usted (o su organización) es el
              responsable del tratamiento y {p} el encargado. Este apartado constituye el contrato de encargo
              exigido por el artículo 28.3 del RGPD y el artículo 33 de la LOPDGDD:
            </p>
            <ul>
              <li>
                <strong>Objeto, naturaleza y finalidad</strong>: alojar, extraer el texto, indexar, analizar,
                buscar y generar informes y PDF a partir de su contenido, con el único fin de prestarle el
                servicio.
              </li>
              <li>
                <strong>Duración</strong>: la de su cuenta, más el tiempo necesario para el borrado tras la
                baja.
              </li>
              <li>
                <strong>Tipos de datos</strong>: los que figuren en su contenido, típicamente identificativos,
                de contacto, económicos, laborales y procesales; eventualmente, categorías especiales o datos
                relativos a infracciones penales, cuyo tratamiento usted debe tener legitimado.
              </li>
              <li>
                <strong>Interesados</strong>: sus clientes, contrapartes, testigos, empleados y cualquier otra
                persona mencionada en su contenido.
              </li>
              <li>
                <strong>Instrucciones</strong>: trataremos los datos solo siguiendo sus instrucciones
                documentadas, que son estos términos y las acciones que realiza en la aplicación. Si una
                instrucción infringe, a nuestro juicio, la normativa, se lo advertiremos.
              </li>
              <li>
                <strong>Confidencialidad</strong>: las personas autorizadas a tratar los datos están sujetas a
                un deber de confidencialidad.
              </li>
              <li>
                <strong>Seguridad</strong>: aplicamos las medidas del artículo 32 del RGPD descritas en la
                Política de privacidad.
              </li>
              <li>
                <strong>Subencargados</strong>: nos autoriza de forma general a recurrir a proveedores de
                alojamiento y de envío de correo y, si usted lo activa, a un proveedor externo de inteligencia
                artificial. Le informaremos con al menos 15 días de antelación de cualquier alta o
                sustitución, para que pueda oponerse; si se opone y no existe alternativa, podrá cancelar sin
                penalización. Impondremos a cada subencargado las mismas obligaciones.
              </li>
              <li>
                <strong>Asistencia</strong>: le ayudaremos a atender los derechos de los interesados y a
                cumplir sus obligaciones de seguridad, notificación de violaciones, evaluación de impacto y
                consulta previa, teniendo en cuenta la información de que disponemos.
              </li>
              <li>
                <strong>Violaciones de seguridad</strong>: le notificaremos sin dilación indebida cualquier
                violación que afecte a su contenido, con la información disponible para que pueda notificarla
                en plazo.
              </li>
              <li>
                <strong>Fin del encargo</strong>: antes de darse de baja puede exportar sus datos; al eliminar
                la cuenta suprimimos su contenido, salvo que una norma nos obligue a conservarlo.
              </li>
              <li>
                <strong>Auditoría</strong>: pondremos a su disposición la información necesaria para demostrar
                el cumplimiento y permitiremos auditorías razonables, con preaviso y sin comprometer la
                confidencialidad de otros clientes.
              </li>
            </ul>
          </>
        ),
      },
      {
        id: 'inteligencia-artificial',
        title: '10. Inteligencia artificial: no es asesoramiento jurídico',
        body: (
          <>
            <p>
              {p} es una herramienta de apoyo. <strong>No presta asesoramiento jurídico</strong> ni sustituye
              el criterio de un profesional del Derecho. Los análisis, resúmenes, respuestas, borradores e
              informes mejorados se generan mediante sistemas de inteligencia artificial y pueden contener
              errores, omisiones, citas inexactas o información desactualizada.
            </p>
            <ul>
              <li>
                Todo resultado debe ser revisado por un profesional antes de usarse ante un tribunal, un
                cliente o un tercero. Compruebe siempre las citas y la vigencia de las normas en sus fuentes
                oficiales.
              </li>
              <li>
                Las respuestas basadas en documentos indican el documento y la página de donde proceden, para
                facilitar esa comprobación.
              </li>
              <li>
                Las puntuaciones de calidad que muestra la aplicación son orientativas y no garantizan la
                corrección jurídica del texto.
              </li>
              <li>
                La decisión sobre qué presentar, firmar o aconsejar corresponde siempre a usted, que mantiene
                la responsabilidad profesional frente a sus clientes.
              </li>
            </ul>
          </>
        ),
      },
      {
        id: 'propiedad-intelectual',
        title: '11. Propiedad intelectual',
        body: (
          <>
            <p>
              El software, el diseño, las plantillas, los textos, la marca {p} y demás elementos del servicio
              pertenecen a {owner.name} o a sus licenciantes y están protegidos por la legislación de
              propiedad intelectual e industrial. Le concedemos una licencia de uso personal, no exclusiva e
              intransferible, limitada a la duración de su cuenta y a los fines de estos términos.
            </p>
            <p>
              Los informes y documentos que usted genera con el servicio le pertenecen y puede usarlos
              libremente en su actividad, incluidas las partes basadas en nuestras plantillas. Las normas y
              resoluciones judiciales que se muestran no son objeto de propiedad intelectual (artículo 13 de
              la Ley de Propiedad Intelectual); la legislación procede de la Agencia Estatal Boletín Oficial
              del Estado.
            </p>
          </>
        ),
      },
      {
        id: 'disponibilidad-y-soporte',
        title: '12. Disponibilidad y soporte',
        body: (
          <ul>
            <li>
              Nos esforzamos por mantener el servicio disponible de forma continua, pero no garantizamos que
              esté libre de interrupciones. Anunciaremos con antelación, siempre que sea posible, las paradas
              de mantenimiento programadas.
            </li>
            <li>
              Algunas operaciones largas (análisis extensos, mejora con inteligencia artificial, generación de
              PDF) se ejecutan en segundo plano y tienen límites de tiempo que dependen del plan.
            </li>
            <li>
              El soporte se presta por correo electrónico en <Mail to={mailboxes.contact} />. Los planes
              Despacho y Empresarial tienen soporte prioritario.
            </li>
            <li>
              Le recomendamos conservar copia de los documentos originales: {p} no es un sistema de archivo ni
              de custodia documental.
            </li>
          </ul>
        ),
      },
      {
        id: 'responsabilidad',
        title: '13. Responsabilidad',
        body: (
          <>
            <p>
              Respondemos de prestar el servicio con la diligencia debida y conforme a estos términos. En la
              medida permitida por la ley:
            </p>
            <ul>
              <li>
                No respondemos de las decisiones que usted o terceros adopten a partir de los resultados del
                servicio sin la revisión profesional indicada en el apartado 10.
              </li>
              <li>
                No respondemos de los daños causados por el contenido que usted incorpora, por el uso indebido
                de su cuenta atribuible a usted, ni por interrupciones debidas a causas fuera de nuestro
                control razonable.
              </li>
              <li>
                Frente a usuarios profesionales, nuestra responsabilidad total derivada del servicio se limita
                al importe pagado por usted en los doce meses anteriores al hecho que la origine, y no incluye
                el lucro cesante ni los daños indirectos.
              </li>
            </ul>
            <p>
              Estas limitaciones no se aplican en caso de dolo o culpa grave, a los daños personales ni a los
              derechos que la normativa de consumidores reconoce con carácter irrenunciable.
            </p>
          </>
        ),
      },
      {
        id: 'baja-y-eliminacion',
        title: '14. Baja, suspensión y eliminación de datos',
        body: (
          <ul>
            <li>
              Puede darse de baja cuando quiera desde Configuración. Antes, puede exportar sus datos en un
              formato estructurado (JSON) desde la misma pantalla.
            </li>
            <li>
              Al eliminar la cuenta, borramos sus datos de cuenta, sesiones, documentos, PDF, casos, informes
              e historial. Solo conservamos bloqueados los datos que una norma nos obligue a mantener, como
              los de facturación.
            </li>
            <li>
              Podemos suspender o cancelar una cuenta que incumpla gravemente estos términos, que ponga en
              riesgo la seguridad del servicio o cuyo uso sea ilícito. Salvo urgencia o mandato legal, se lo
              avisaremos antes y le daremos un plazo razonable, de al menos 15 días, para exportar sus datos.
            </li>
            <li>
              Si dejamos de prestar el servicio, se lo comunicaremos con al menos 60 días de antelación y le
              permitiremos exportar su contenido.
            </li>
          </ul>
        ),
      },
      {
        id: 'modificaciones',
        title: '15. Modificación de estos términos',
        body: (
          <p>
            Podemos modificar estos términos por cambios en el servicio o en la normativa. Le avisaremos de
            los cambios relevantes por correo electrónico o en la aplicación con al menos 30 días de
            antelación. Si no está de acuerdo, podrá darse de baja antes de su entrada en vigor; si continúa
            usando el servicio después, se entenderá que acepta la nueva versión.
          </p>
        ),
      },
      {
        id: 'ley-aplicable-y-jurisdiccion',
        title: '16. Ley aplicable y jurisdicción',
        body: (
          <>
            <p>Estos términos se rigen por la legislación española.</p>
            <p>
              Para los usuarios profesionales, las partes se someten a los juzgados y tribunales de{' '}
              {city || 'la ciudad del domicilio del titular'}, con renuncia a cualquier otro fuero.
            </p>
            <p>
              Si usted es consumidor, podrá presentar su reclamación ante los juzgados y tribunales de su
              domicilio, y ninguna cláusula de estos términos limita ese derecho (artículo 90.2 del texto
              refundido de la Ley General para la Defensa de los Consumidores y Usuarios). También puede
              acudir a los servicios de consumo de su comunidad autónoma o a las juntas arbitrales de consumo.
            </p>
          </>
        ),
      },
      {
        id: 'contacto',
        title: '17. Contacto',
        body: (
          <ul>
            <li>
              Cuestiones sobre estos términos: <Mail to={mailboxes.legal} />
            </li>
            <li>
              Soporte y consultas generales: <Mail to={mailboxes.contact} />
            </li>
            <li>
              Privacidad y protección de datos: <Mail to={mailboxes.privacy} />
            </li>
          </ul>
        ),
      },
    ],
  };
}
