import type { ContentContext, LegalDocument } from '../types';
import { LEGAL_PATHS, LEGAL_UPDATED_AT, Mail } from '../shared';

/** Derechos RGPD: a practical guide to exercising data protection rights with the product. */
export function gdprRights(ctx: ContentContext): LegalDocument {
  const p = ctx.productName;
  const { owner, mailboxes } = ctx;

  return {
    title: 'Derechos RGPD',
    description: `Guía práctica para ejercer ante ${p} sus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad, con plazos y vías de reclamación.`,
    updatedAt: LEGAL_UPDATED_AT,
    sections: [
      {
        id: 'para-que-sirve-esta-guia',
        title: 'Para qué sirve esta guía',
        body: (
          <>
            <p>
              El Reglamento General de Protección de Datos (RGPD, artículos 15 a 22) y la Ley Orgánica 3/2018
              (LOPDGDD, artículos 12 a 18) le dan derechos para controlar sus datos personales. Aquí le
              explicamos, sin tecnicismos, qué significa cada uno, cómo ejercerlo ante {p} y qué puede esperar
              de nosotros.
            </p>
            <p>
              El responsable de sus datos como usuario es {owner.name} (NIF {owner.nif}). El canal para todas
              las solicitudes es <Mail to={mailboxes.privacy} />. Muchas gestiones puede hacerlas usted mismo
              en <strong>Configuración</strong>, sin esperar respuesta.
            </p>
          </>
        ),
      },
      {
        id: 'derecho-de-acceso',
        title: 'Derecho de acceso',
        body: (
          <>
            <p>
              Puede preguntarnos si tratamos datos suyos y, en ese caso, obtener una copia y saber para qué
              los usamos, de dónde proceden, a quién se comunican y durante cuánto tiempo los conservaremos.
            </p>
            <p>
              <strong>Hágalo usted mismo</strong>: en Configuración puede exportar todos los datos de su
              cuenta (perfil, casos, documentos, informes e historial) en un archivo JSON.
            </p>
          </>
        ),
      },
      {
        id: 'derecho-de-rectificacion',
        title: 'Derecho de rectificación',
        body: (
          <p>
            Si algún dato suyo es inexacto o está incompleto, puede pedir que lo corrijamos. Los casos y los
            informes puede corregirlos usted mismo editándolos. Para sus datos de cuenta (nombre, correo
            electrónico u organización) o cualquier otro dato, escríbanos indicando el dato correcto y lo
            actualizaremos.
          </p>
        ),
      },
      {
        id: 'derecho-de-supresion',
        title: 'Derecho de supresión («derecho al olvido»)',
        body: (
          <>
            <p>
              Puede pedir que borremos sus datos cuando ya no sean necesarios, cuando retire su consentimiento
              o cuando se oponga al tratamiento y no exista otro motivo que prevalezca.
            </p>
            <ul>
              <li>
                Puede eliminar en cualquier momento sus casos, sus informes y las entradas del historial de
                consultas.
              </li>
              <li>
                <strong>Hágalo usted mismo</strong>: al eliminar la cuenta en Configuración borramos sus datos
                de cuenta, sesiones, documentos, PDF y demás contenido.
              </li>
              <li>
                Solo conservaremos, bloqueados y sin usarlos, los datos que una ley nos obligue a mantener,
                como las facturas.
              </li>
            </ul>
          </>
        ),
      },
      {
        id: 'derecho-de-oposicion',
        title: 'Derecho de oposición',
        body: (
          <p>
            Puede oponerse a que tratemos sus datos cuando lo hacemos por interés legítimo (por ejemplo, en
            los registros de seguridad), explicando los motivos relacionados con su situación personal.
            Dejaremos de tratarlos salvo que existan motivos legítimos imperiosos, como la protección del
            servicio frente a ataques, o que los necesitemos para defendernos ante una reclamación. Si se
            opone a recibir comunicaciones comerciales, dejaremos de enviarlas siempre y de inmediato.
          </p>
        ),
      },
      {
        id: 'derecho-de-limitacion',
        title: 'Derecho a la limitación del tratamiento',
        body: (
          <p>
            Puede pedir que conservemos sus datos pero no los usemos mientras comprobamos su exactitud o
            resolvemos su oposición, o cuando, en lugar de borrarlos, necesite que los guardemos para formular
            o defender una reclamación.
          </p>
        ),
      },
      {
        id: 'derecho-a-la-portabilidad',
        title: 'Derecho a la portabilidad',
        body: (
          <p>
            Puede recibir los datos que nos ha facilitado en un formato estructurado, de uso común y legible
            por máquina, y llevarlos a otro servicio. La exportación en JSON disponible en Configuración
            cumple este fin. Si lo prefiere, y es técnicamente posible, podemos enviarlos directamente a otro
            responsable que usted nos indique.
          </p>
        ),
      },
      {
        id: 'decisiones-automatizadas',
        title: 'Derecho a no ser objeto de decisiones automatizadas',
        body: (
          <p>
            Tiene derecho a que no se tomen decisiones sobre usted basadas únicamente en un tratamiento
            automatizado que produzcan efectos jurídicos o le afecten de forma significativa. {p} no toma
            decisiones de ese tipo: la inteligencia artificial es una herramienta que usted utiliza sobre sus
            documentos, y sus resultados están siempre sujetos a su revisión profesional.
          </p>
        ),
      },
      {
        id: 'retirar-el-consentimiento',
        title: 'Retirar el consentimiento',
        body: (
          <p>
            Cuando tratamos datos con su consentimiento, puede retirarlo cuando quiera, con la misma facilidad
            con que lo dio. Para las cookies, use el enlace «Configurar cookies» (más detalles en la{' '}
            <a href={LEGAL_PATHS.cookies}>Política de cookies</a>); para las comunicaciones comerciales, el
            enlace de baja de cada correo. La retirada no afecta a lo realizado antes.
          </p>
        ),
      },
      {
        id: 'como-ejercer-sus-derechos',
        title: 'Cómo ejercer sus derechos',
        body: (
          <>
            <p>
              Envíe un correo a <Mail to={mailboxes.privacy} />, preferiblemente desde la dirección asociada a
              su cuenta, indicando:
            </p>
            <ul>
              <li>Su nombre y el correo electrónico de su cuenta.</li>
              <li>El derecho que quiere ejercer y, si puede, a qué datos se refiere.</li>
              <li>Si actúa mediante representante, el documento que acredite la representación.</li>
            </ul>
            <p>Puede usar este modelo:</p>
            <blockquote>
              <p>
                Asunto: Ejercicio del derecho de [acceso / rectificación / supresión / oposición / limitación
                / portabilidad]
              </p>
              <p>
                Yo, [nombre y apellidos], titular de la cuenta de {p} asociada al correo [correo electrónico],
                solicito ejercer mi derecho de [derecho] conforme al RGPD respecto de [datos concretos, si
                procede]. Solicito que se me responda a esta dirección de correo electrónico.
              </p>
              <p>[Lugar y fecha]</p>
            </blockquote>
          </>
        ),
      },
      {
        id: 'verificacion-de-identidad',
        title: 'Verificación de su identidad',
        body: (
          <p>
            Para evitar que otra persona acceda a sus datos, comprobaremos que la solicitud procede de usted.
            Si escribe desde el correo de su cuenta, normalmente bastará con eso. Si escribe desde otra
            dirección o tenemos dudas razonables, le pediremos la información adicional mínima imprescindible
            (por ejemplo, que confirme la solicitud desde su cuenta). No le pediremos copia de su documento de
            identidad salvo que no exista otra forma de verificarla, y en ese caso podrá ocultar los datos que
            no sean necesarios.
          </p>
        ),
      },
      {
        id: 'plazos-y-coste',
        title: 'Plazos y coste',
        body: (
          <ul>
            <li>
              Le responderemos en el plazo de <strong>un mes</strong> desde la recepción de su solicitud.
            </li>
            <li>
              Si la solicitud es compleja o recibimos muchas, el plazo puede ampliarse{' '}
              <strong>dos meses más</strong>; en ese caso le avisaremos dentro del primer mes explicando el
              motivo.
            </li>
            <li>
              El ejercicio de sus derechos es <strong>gratuito</strong>. Solo ante solicitudes manifiestamente
              infundadas o excesivas, especialmente repetitivas, podríamos cobrar un canon razonable o
              negarnos a actuar, explicándole por qué.
            </li>
            <li>Si no atendemos su solicitud, le diremos el motivo y cómo reclamar.</li>
          </ul>
        ),
      },
      {
        id: 'si-es-cliente-de-un-usuario',
        title: 'Si sus datos figuran en documentos de un abogado o despacho',
        body: (
          <p>
            Cuando un abogado, un despacho o una empresa sube a {p} documentos que contienen sus datos, el
            responsable de esos datos es ese profesional u organización, y {p} actúa solo como encargado del
            tratamiento. Diríjase en primer lugar a él. Si nos escribe a nosotros, trasladaremos su solicitud
            sin demora al responsable y le ayudaremos a atenderla. Tenga en cuenta que los abogados están
            sujetos a secreto profesional, lo que puede limitar algunos derechos en los términos que prevé la
            ley.
          </p>
        ),
      },
      {
        id: 'personas-fallecidas',
        title: 'Datos de personas fallecidas',
        body: (
          <p>
            Conforme al artículo 3 de la LOPDGDD, los familiares, los herederos o las personas designadas por
            una persona fallecida pueden solicitar el acceso, la rectificación o la supresión de sus datos,
            salvo que la persona fallecida lo hubiera prohibido expresamente. Escríbanos a{' '}
            <Mail to={mailboxes.privacy} /> acreditando el fallecimiento y su relación o designación.
          </p>
        ),
      },
      {
        id: 'reclamacion-ante-la-aepd',
        title: 'Reclamación ante la Agencia Española de Protección de Datos',
        body: (
          <>
            <p>
              Si considera que no hemos atendido bien sus derechos o que tratamos sus datos incorrectamente,
              puede presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD), a través
              de su sede electrónica en <a href="https://www.aepd.es">www.aepd.es</a>.
            </p>
            <p>
              No es obligatorio dirigirse antes a nosotros, pero le animamos a hacerlo: muchas incidencias se
              resuelven en pocos días escribiendo a <Mail to={mailboxes.privacy} />. Encontrará más
              información sobre cómo tratamos sus datos en la{' '}
              <a href={LEGAL_PATHS.privacy}>Política de privacidad</a>.
            </p>
          </>
        ),
      },
    ],
  };
}
