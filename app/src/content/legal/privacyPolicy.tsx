import type { ContentContext, LegalDocument } from '../types';
import { LEGAL_PATHS, LEGAL_UPDATED_AT, MAX_UPLOAD_MB, Mail, TRIAL_DAYS } from '../shared';

/** Política de privacidad (RGPD y LOPDGDD) of the product. */
export function privacyPolicy(ctx: ContentContext): LegalDocument {
  const p = ctx.productName;
  const { owner, mailboxes } = ctx;

  return {
    title: 'Política de privacidad',
    description: `Cómo trata ${p} los datos personales de sus usuarios y de los documentos que estos suben, con qué finalidad y base jurídica, durante cuánto tiempo y cómo ejercer sus derechos.`,
    updatedAt: LEGAL_UPDATED_AT,
    sections: [
      {
        id: 'responsable-del-tratamiento',
        title: '1. Responsable del tratamiento',
        body: (
          <>
            <p>
              El responsable del tratamiento de los datos personales descritos en esta política es{' '}
              <strong>{owner.name}</strong>, con NIF <strong>{owner.nif}</strong> y domicilio en{' '}
              {owner.address}, titular de {p}, un asistente jurídico en línea para abogados, despachos,
              departamentos jurídicos de empresa y estudiantes de Derecho en España. En esta política, «{p}» o
              «nosotros» designa a {owner.name}.
            </p>
            <ul>
              <li>
                Consultas sobre privacidad y ejercicio de derechos: <Mail to={mailboxes.privacy} />
              </li>
              <li>
                Contacto general: <Mail to={mailboxes.contact} />
              </li>
              <li>
                Cuestiones legales y contractuales: <Mail to={mailboxes.legal} />
              </li>
            </ul>
            <p>
              Esta política se redacta conforme al Reglamento (UE) 2016/679, General de Protección de Datos
              (RGPD), y a la Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y
              garantía de los derechos digitales (LOPDGDD).
            </p>
          </>
        ),
      },
      {
        id: 'a-quien-se-aplica',
        title: '2. A quién se aplica y en qué papel actuamos',
        body: (
          <>
            <p>{p} trata datos personales en dos papeles distintos, y es importante diferenciarlos:</p>
            <ul>
              <li>
                <strong>Como responsable del tratamiento</strong>, respecto de los datos de las personas que
                se registran y usan el servicio (datos de cuenta, suscripción, historial de uso,
                consentimiento de cookies y registros técnicos) y de quienes nos escriben.
              </li>
              <li>
                <strong>Como encargado del tratamiento</strong> (artículo 28 del RGPD), respecto de los datos
                de terceros que usted incorpora al servicio: los documentos que sube, los casos y expedientes
                que crea, los informes que redacta y las consultas que formula sobre ellos. Esos contenidos
                suelen contener datos de sus clientes y de otras personas, y sobre ellos el responsable es
                usted (o el despacho o la empresa para la que trabaja). Lo explicamos en el apartado 5.
              </li>
            </ul>
          </>
        ),
      },
      {
        id: 'datos-que-tratamos',
        title: '3. Qué datos tratamos',
        body: (
          <>
            <ul>
              <li>
                <strong>Datos de cuenta</strong>: nombre completo, dirección de correo electrónico,
                organización (opcional), contraseña (que nunca guardamos en claro, sino transformada mediante
                una función de derivación de claves), estado de verificación del correo, plan contratado,
                fecha de alta y fechas de la prueba gratuita.
              </li>
              <li>
                <strong>Documentos subidos</strong>: archivos PDF, DOCX o TXT de hasta {MAX_UPLOAD_MB} MB, el
                texto que extraemos de ellos (incluido el obtenido por reconocimiento óptico de caracteres en
                páginas escaneadas) y los resultados de su análisis: fechas, importes, partes, citas
                normativas y resúmenes.
              </li>
              <li>
                <strong>Casos</strong>: título, descripción, estado, prioridad, datos del cliente que usted
                introduzca (nombre, correo electrónico, teléfono), órgano judicial, juez, etiquetas, fechas y
                notas.
              </li>
              <li>
                <strong>Informes</strong>: el contenido de los informes que crea a partir de plantillas, sus
                versiones mejoradas con inteligencia artificial y los PDF generados.
              </li>
              <li>
                <strong>Historial de consultas y conversaciones</strong>: las búsquedas y preguntas que
                formula, los resultados obtenidos y los mensajes del chat sobre documentos.
              </li>
              <li>
                <strong>Registro de consentimiento de cookies</strong>: las categorías que acepta o rechaza,
                la fecha y hora, un identificador aleatorio de la sesión del navegador y el agente de usuario
                (tipo de navegador y sistema operativo).
              </li>
              <li>
                <strong>Registros técnicos y de seguridad</strong>: identificador de usuario, acción
                realizada, resultado, fecha y hora, identificador de la petición y dirección IP de origen, así
                como los errores técnicos de la aplicación (mensaje, página y navegador). Los registros del
                servidor nunca contienen contraseñas, tokens de sesión ni el texto de sus documentos.
              </li>
              <li>
                <strong>Datos de facturación</strong>, si contrata un plan de pago: nombre o razón social,
                NIF, domicilio fiscal e historial de pagos y facturas.
              </li>
              <li>
                <strong>Comunicaciones</strong>: los mensajes que nos envía al soporte o a los buzones de
                contacto y nuestras respuestas.
              </li>
            </ul>
            <p>
              No le pedimos categorías especiales de datos (salud, ideología, origen étnico, etc.) ni datos
              sobre condenas penales. Si sus documentos las contienen, se tratan únicamente por cuenta de
              usted y con las garantías del apartado 5.
            </p>
          </>
        ),
      },
      {
        id: 'finalidades-y-bases-juridicas',
        title: '4. Finalidades y bases jurídicas',
        body: (
          <>
            <p>
              Solo tratamos sus datos cuando existe una base jurídica del artículo 6.1 del RGPD. La tabla
              resume para qué usamos cada tipo de dato y con qué base.
            </p>
            <table>
              <caption>Finalidades del tratamiento y base jurídica de cada una</caption>
              <thead>
                <tr>
                  <th scope="col">Finalidad</th>
                  <th scope="col">Datos</th>
                  <th scope="col">Base jurídica</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Crear y gestionar su cuenta, verificar su correo e iniciar sesión</th>
                  <td>Datos de cuenta</td>
                  <td>Ejecución del contrato (art. 6.1.b RGPD)</td>
                </tr>
                <tr>
                  <th scope="row">
                    Prestar el servicio: almacenar y analizar documentos, gestionar casos, buscar, conversar
                    con los documentos, generar informes y PDF, mostrar el historial
                  </th>
                  <td>Documentos, casos, informes, historial</td>
                  <td>
                    Ejecución del contrato (art. 6.1.b RGPD) y, para el contenido de terceros, el encargo de
                    tratamiento del apartado 5
                  </td>
                </tr>
                <tr>
                  <th scope="row">
                    Gestionar la prueba gratuita de {TRIAL_DAYS} días y su plan de suscripción
                  </th>
                  <td>Datos de cuenta y de plan</td>
                  <td>Ejecución del contrato (art. 6.1.b RGPD)</td>
                </tr>
                <tr>
                  <th scope="row">Facturar y cumplir obligaciones contables y fiscales</th>
                  <td>Datos de facturación</td>
                  <td>Obligación legal (art. 6.1.c RGPD)</td>
                </tr>
                <tr>
                  <th scope="row">
                    Guardar la prueba de su consentimiento de cookies y atender requerimientos de las
                    autoridades
                  </th>
                  <td>Registro de consentimiento</td>
                  <td>
                    Obligación legal (art. 6.1.c RGPD, en relación con el art. 7.1 RGPD y el art. 22.2
                    LSSI-CE)
                  </td>
                </tr>
                <tr>
                  <th scope="row">Usar cookies funcionales, analíticas o de marketing</th>
                  <td>Los que indique la Política de cookies</td>
                  <td>Consentimiento (art. 6.1.a RGPD), que puede retirar en cualquier momento</td>
                </tr>
                <tr>
                  <th scope="row">
                    Proteger el servicio: prevenir accesos indebidos, limitar intentos de inicio de sesión,
                    investigar incidentes y errores
                  </th>
                  <td>Registros técnicos y de seguridad</td>
                  <td>
                    Interés legítimo en la seguridad de la red y de la información (art. 6.1.f RGPD y
                    considerando 49)
                  </td>
                </tr>
                <tr>
                  <th scope="row">Responder a sus consultas y solicitudes de soporte</th>
                  <td>Comunicaciones</td>
                  <td>
                    Ejecución del contrato o, si aún no es usuario, interés legítimo en atenderle (art. 6.1.b
                    y 6.1.f RGPD)
                  </td>
                </tr>
              </tbody>
            </table>
            <p>
              Cuando la base es el interés legítimo, hemos ponderado que el tratamiento es el mínimo necesario
              y que usted puede razonablemente esperarlo. Puede oponerse a él en cualquier momento, como se
              explica en el apartado 10. No elaboramos perfiles comerciales ni vendemos sus datos.
            </p>
          </>
        ),
      },
      {
        id: 'contenido-de-sus-clientes',
        title: '5. Documentos de sus clientes: secreto profesional y encargo de tratamiento',
        body: (
          <>
            <p>
              Los abogados y los despachos están sujetos al secreto profesional (artículo 542.3 de la Ley
              Orgánica del Poder Judicial, Ley Orgánica 5/2024 del Derecho de Defensa y Estatuto General de la
              Abogacía Española). {p} está diseñado para respetarlo:
            </p>
            <ul>
              <li>
                Respecto de los datos personales contenidos en los documentos, casos, informes y consultas que
                usted incorpora, <strong>usted es el responsable del tratamiento</strong> y {p} actúa como{' '}
                <strong>encargado</strong>. Las condiciones del encargo exigidas por el artículo 28.3 del RGPD
                figuran en los <a href={LEGAL_PATHS.terms}>Términos de servicio</a>, que forman el contrato de
                encargo.
              </li>
              <li>
                Tratamos ese contenido únicamente para prestarle el servicio y siguiendo sus instrucciones. No
                lo usamos para fines propios, no lo vendemos, no lo cedemos y no lo utilizamos para entrenar
                modelos de inteligencia artificial.
              </li>
              <li>
                Cada documento, caso, informe, conversación y consulta pertenece a su cuenta: otros usuarios
                no pueden verlo, y nuestro personal solo accede a él cuando usted lo solicita para resolver
                una incidencia o cuando lo exige la ley, bajo deber de confidencialidad.
              </li>
              <li>
                Usted debe contar con una base jurídica para tratar esos datos y para incorporarlos al
                servicio, y es quien atiende los derechos de sus clientes. Si un cliente suyo se dirige a
                nosotros, le remitiremos su solicitud sin demora y le ayudaremos a responderla.
              </li>
            </ul>
            <p>
              Le recomendamos subir solo la documentación necesaria para el asunto y, cuando sea posible,
              seudonimizar los datos que no necesite analizar.
            </p>
          </>
        ),
      },
      {
        id: 'inteligencia-artificial',
        title: '6. Inteligencia artificial y decisiones automatizadas',
        body: (
          <>
            <p>
              Por defecto, el análisis de documentos, la búsqueda, el chat y la mejora de informes se ejecutan
              con el motor de {p}, que funciona en nuestros propios servidores.{' '}
              <strong>Sus documentos no se envían a terceros para ser analizados.</strong>
            </p>
            <p>
              Algunos planes permiten activar un proveedor externo de modelos de inteligencia artificial para
              obtener análisis más extensos. Ese proveedor solo interviene si usted (o el administrador de su
              organización) lo activa expresamente. Antes de activarlo le indicaremos qué proveedor es, dónde
              trata los datos y con qué garantías; en ese caso actuará como subencargado, limitado a procesar
              el fragmento necesario para responder a su petición.
            </p>
            <p>
              Los resultados de la inteligencia artificial son una ayuda para su trabajo profesional y deben
              ser revisados por usted. {p} no adopta decisiones basadas únicamente en un tratamiento
              automatizado que produzcan efectos jurídicos sobre usted o le afecten significativamente
              (artículo 22 del RGPD).
            </p>
          </>
        ),
      },
      {
        id: 'conservacion',
        title: '7. Cuánto tiempo conservamos los datos',
        body: (
          <>
            <ul>
              <li>
                <strong>Datos de cuenta, documentos, casos, informes e historial</strong>: mientras su cuenta
                esté activa. Puede eliminar sus casos e informes cuando quiera, y el historial de consultas,
                entrada a entrada desde Historial.
              </li>
              <li>
                <strong>Tras la baja</strong>: cuando elimina su cuenta desde Configuración, borramos sus
                datos de cuenta, sesiones, documentos, PDF y demás contenido. Solo mantenemos bloqueados
                (artículo 32 de la LOPDGDD), sin uso y a disposición exclusiva de jueces, tribunales y
                autoridades, los datos imprescindibles para atender responsabilidades derivadas de la
                relación.
              </li>
              <li>
                <strong>Datos de facturación</strong>: seis años, conforme al artículo 30 del Código de
                Comercio, y en todo caso durante los plazos de prescripción tributaria.
              </li>
              <li>
                <strong>Registro de consentimiento de cookies</strong>: mientras el consentimiento esté
                vigente y, después, durante el plazo en que podamos tener que acreditarlo ante la autoridad de
                control.
              </li>
              <li>
                <strong>Registros técnicos y de seguridad</strong>: un máximo de doce meses, salvo que sean
                necesarios para investigar un incidente concreto.
              </li>
              <li>
                <strong>Comunicaciones de soporte</strong>: mientras sea necesario para resolver su consulta
                y, como máximo, mientras dure la relación contractual.
              </li>
            </ul>
          </>
        ),
      },
      {
        id: 'destinatarios-y-encargados',
        title: '8. Destinatarios y encargados del tratamiento',
        body: (
          <>
            <p>
              No cedemos sus datos a terceros salvo obligación legal (por ejemplo, a la Agencia Tributaria, a
              jueces y tribunales o a las Fuerzas y Cuerpos de Seguridad cuando lo requieran conforme a la
              ley). Para prestar el servicio contamos con proveedores que acceden a los datos solo por nuestra
              cuenta, con contrato de encargo conforme al artículo 28 del RGPD:
            </p>
            <ul>
              <li>
                <strong>Alojamiento e infraestructura</strong>: servidores, base de datos y almacenamiento de
                archivos, ubicados en el Espacio Económico Europeo.
              </li>
              <li>
                <strong>Envío de correo electrónico</strong>: mensajes de confirmación de cuenta,
                restablecimiento de contraseña y avisos del servicio.
              </li>
              <li>
                <strong>Proveedor externo de inteligencia artificial</strong>: solo si usted lo activa, como
                se describe en el apartado 6.
              </li>
            </ul>
            <p>
              Si incorporamos o sustituimos algún proveedor que trate contenido de sus clientes, se lo
              comunicaremos con antelación para que pueda oponerse, tal como prevén los Términos de servicio.
              Puede solicitar la lista actualizada de encargados en <Mail to={mailboxes.privacy} />.
            </p>
          </>
        ),
      },
      {
        id: 'transferencias-internacionales',
        title: '9. Transferencias internacionales',
        body: (
          <>
            <p>
              Con la configuración por defecto no realizamos transferencias internacionales: los datos se
              tratan en el Espacio Económico Europeo.
            </p>
            <p>
              Si usted activa un proveedor externo de inteligencia artificial situado fuera del Espacio
              Económico Europeo, la transferencia se amparará en alguna de las garantías del Capítulo V del
              RGPD: una decisión de adecuación de la Comisión Europea (artículo 45) o cláusulas contractuales
              tipo aprobadas por la Comisión (artículo 46.2.c), junto con las medidas complementarias que
              resulten necesarias. Puede pedirnos copia de esas garantías en <Mail to={mailboxes.privacy} />.
            </p>
          </>
        ),
      },
      {
        id: 'sus-derechos',
        title: '10. Sus derechos',
        body: (
          <>
            <p>
              Conforme a los artículos 15 a 22 del RGPD y 12 a 18 de la LOPDGDD, puede ejercer en cualquier
              momento los derechos de:
            </p>
            <ul>
              <li>
                <strong>Acceso</strong>: saber si tratamos sus datos y obtener una copia.
              </li>
              <li>
                <strong>Rectificación</strong>: corregir datos inexactos o incompletos.
              </li>
              <li>
                <strong>Supresión</strong>: pedir que borremos sus datos cuando ya no sean necesarios.
              </li>
              <li>
                <strong>Oposición</strong>: oponerse a los tratamientos basados en interés legítimo.
              </li>
              <li>
                <strong>Limitación</strong>: pedir que conservemos sus datos sin usarlos mientras se resuelve
                una reclamación.
              </li>
              <li>
                <strong>Portabilidad</strong>: recibir sus datos en un formato estructurado y de uso común.
              </li>
              <li>
                <strong>No ser objeto de decisiones automatizadas</strong> con efectos jurídicos sobre usted.
              </li>
              <li>
                <strong>Retirar el consentimiento</strong> que haya dado, sin que ello afecte a la licitud del
                tratamiento anterior.
              </li>
            </ul>
            <p>
              Escríbanos a <Mail to={mailboxes.privacy} /> desde el correo de su cuenta o use las opciones de
              exportación y eliminación de la cuenta en Configuración. Responderemos en el plazo de un mes,
              ampliable en dos meses más en casos complejos, y de forma gratuita. Encontrará una guía práctica
              en <a href={LEGAL_PATHS.rights}>Derechos RGPD</a>.
            </p>
            <p>
              Si considera que no hemos atendido correctamente sus derechos, puede presentar una reclamación
              ante la Agencia Española de Protección de Datos (<a href="https://www.aepd.es">www.aepd.es</a>).
            </p>
          </>
        ),
      },
      {
        id: 'seguridad',
        title: '11. Medidas de seguridad',
        body: (
          <>
            <p>
              Aplicamos medidas técnicas y organizativas adecuadas al riesgo (artículo 32 del RGPD), teniendo
              en cuenta que tratamos documentación confidencial de despachos y empresas. Entre ellas:
            </p>
            <ul>
              <li>Cifrado de las comunicaciones entre su navegador y nuestros servidores (HTTPS).</li>
              <li>
                Contraseñas almacenadas con funciones de derivación de claves robustas, limitación de intentos
                de inicio de sesión y cierre inmediato de las sesiones al salir o cambiar la contraseña.
              </li>
              <li>
                Control de acceso por usuario en cada documento, caso, informe, PDF, conversación y consulta:
                nadie más puede verlos desde su cuenta.
              </li>
              <li>
                Verificación del tipo real de cada archivo subido, límite de {MAX_UPLOAD_MB} MB y
                almacenamiento con identificadores generados por el servidor.
              </li>
              <li>Depuración del contenido de los informes para impedir la ejecución de código malicioso.</li>
              <li>
                Registros de auditoría de accesos y errores que nunca incluyen contraseñas, tokens ni el texto
                de los documentos.
              </li>
              <li>Al cerrar sesión, el navegador no conserva tokens ni datos de sus documentos.</li>
            </ul>
            <p>
              Si se produjera una violación de seguridad que afecte a datos personales, la notificaremos a la
              Agencia Española de Protección de Datos en un plazo de 72 horas y, cuando suponga un alto
              riesgo, a las personas afectadas (artículos 33 y 34 del RGPD). Si afecta al contenido de sus
              clientes, le avisaremos sin dilación indebida para que pueda cumplir sus propias obligaciones.
            </p>
          </>
        ),
      },
      {
        id: 'menores',
        title: '12. Menores de edad',
        body: (
          <p>
            {p} es un servicio profesional dirigido a mayores de 18 años. No recogemos conscientemente datos
            de menores. Si detectamos una cuenta de un menor, la eliminaremos. Si usted es padre, madre o
            tutor y cree que un menor nos ha facilitado datos, escríbanos a <Mail to={mailboxes.privacy} />.
          </p>
        ),
      },
      {
        id: 'comunicaciones',
        title: '13. Comunicaciones por correo electrónico',
        body: (
          <p>
            Le enviaremos los mensajes necesarios para el servicio (confirmación de cuenta, seguridad, fin de
            la prueba gratuita, facturación y cambios en las condiciones). Solo le enviaremos comunicaciones
            comerciales si nos da su consentimiento o, si ya es cliente, sobre productos o servicios similares
            a los contratados, conforme al artículo 21 de la Ley 34/2002 (LSSI-CE). Cada comunicación
            comercial incluye un medio sencillo y gratuito para darse de baja.
          </p>
        ),
      },
      {
        id: 'cambios',
        title: '14. Cambios en esta política',
        body: (
          <p>
            Podemos actualizar esta política para reflejar cambios en el servicio o en la normativa. La fecha
            de la última actualización figura al principio. Si el cambio es relevante (por ejemplo, una nueva
            finalidad o un nuevo encargado que trate contenido de sus clientes), se lo comunicaremos por
            correo electrónico o en la aplicación antes de que entre en vigor. Puede consultar también nuestra{' '}
            <a href={LEGAL_PATHS.cookies}>Política de cookies</a> y el{' '}
            <a href={LEGAL_PATHS.notice}>Aviso legal</a>.
          </p>
        ),
      },
    ],
  };
}
