import type { ContentContext, LegalDocument } from '../types';
import { LEGAL_PATHS, LEGAL_UPDATED_AT, Mail, isCompany, registryCity, siteSuffix } from '../shared';

/** Aviso legal (art. 10 LSSI-CE) of the product's website. */
export function legalNotice(ctx: ContentContext): LegalDocument {
  const p = ctx.productName;
  const { owner, mailboxes } = ctx;
  const city = registryCity(owner.address);
  const registry = city
    ? `Registro Mercantil de ${city}`
    : 'Registro Mercantil correspondiente a su domicilio';

  return {
    title: 'Aviso legal',
    description: `Identificación del titular de ${p} conforme a la LSSI-CE y condiciones de uso, propiedad intelectual y responsabilidad del sitio web.`,
    updatedAt: LEGAL_UPDATED_AT,
    sections: [
      {
        id: 'datos-identificativos',
        title: '1. Datos identificativos del titular',
        body: (
          <>
            <p>
              En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad
              de la información y de comercio electrónico (LSSI-CE), se informa de los datos del titular del
              servicio {p} y de su sitio web{siteSuffix(ctx)}:
            </p>
            <ul>
              <li>
                <strong>Titular</strong>: {owner.name}
              </li>
              <li>
                <strong>NIF</strong>: {owner.nif}
              </li>
              <li>
                <strong>Domicilio</strong>: {owner.address}
              </li>
              <li>
                <strong>Correo electrónico de contacto</strong>: <Mail to={mailboxes.contact} />
              </li>
              <li>
                <strong>Asuntos legales</strong>: <Mail to={mailboxes.legal} />
              </li>
              <li>
                <strong>Protección de datos</strong>: <Mail to={mailboxes.privacy} />
              </li>
              {ctx.publicUrl ? (
                <li>
                  <strong>Sitio web</strong>: <a href={ctx.publicUrl}>{ctx.publicUrl}</a>
                </li>
              ) : null}
              {isCompany(owner.name) ? (
                <li>
                  <strong>Datos registrales</strong>: inscrita en el {registry}. Los datos completos de la
                  inscripción (tomo, folio, hoja e inscripción) se facilitan a quien los solicite en{' '}
                  <Mail to={mailboxes.legal} />.
                </li>
              ) : null}
              <li>
                <strong>Actividad</strong>: prestación en línea de un servicio de software de apoyo a
                profesionales del Derecho (gestión de casos, análisis de documentos, búsqueda jurídica y
                generación de informes).
              </li>
            </ul>
            <p>
              {p} no presta servicios de abogacía ni asesoramiento jurídico, por lo que su actividad no está
              sujeta a colegiación profesional.
            </p>
          </>
        ),
      },
      {
        id: 'objeto-y-ambito',
        title: '2. Objeto y ámbito de aplicación',
        body: (
          <p>
            Este aviso regula el acceso y la navegación por el sitio web de {p}, incluidas sus páginas
            informativas y legales. El uso de la aplicación por parte de los usuarios registrados se rige
            además por los <a href={LEGAL_PATHS.terms}>Términos de servicio</a>. El acceso al sitio atribuye
            la condición de usuario e implica la aceptación de este aviso en la versión publicada en cada
            momento.
          </p>
        ),
      },
      {
        id: 'condiciones-de-uso-del-sitio',
        title: '3. Condiciones de uso del sitio',
        body: (
          <>
            <p>
              El usuario se compromete a usar el sitio de forma diligente y lícita y, en particular, a no:
            </p>
            <ul>
              <li>Realizar actividades contrarias a la ley, a la buena fe o al orden público.</li>
              <li>
                Introducir virus u otros sistemas que puedan dañar el sitio, a otros usuarios o a sus equipos.
              </li>
              <li>
                Intentar acceder a áreas restringidas, a cuentas de terceros o a los sistemas del titular sin
                autorización.
              </li>
              <li>
                Reproducir, distribuir o modificar los contenidos del sitio fuera de los usos permitidos en el
                apartado 4.
              </li>
            </ul>
            <p>
              La información de las páginas públicas, incluidas las que describen el producto, tiene carácter
              general e informativo y no constituye asesoramiento jurídico. El titular podrá modificar en
              cualquier momento la presentación, la configuración y los contenidos del sitio.
            </p>
          </>
        ),
      },
      {
        id: 'propiedad-intelectual-e-industrial',
        title: '4. Propiedad intelectual e industrial',
        body: (
          <>
            <p>
              Los textos, diseños, logotipos, la marca {p}, el código fuente y demás elementos del sitio son
              titularidad de {owner.name} o de terceros que han autorizado su uso, y están protegidos por el
              texto refundido de la Ley de Propiedad Intelectual y por la Ley 17/2001, de Marcas.
            </p>
            <p>
              Se permite visualizar, imprimir y descargar los contenidos para uso personal y no comercial,
              citando su procedencia. Queda prohibida cualquier otra reproducción, distribución, comunicación
              pública o transformación sin autorización expresa del titular.
            </p>
            <p>
              Los textos legales y resoluciones judiciales no son objeto de propiedad intelectual (artículo 13
              de la Ley de Propiedad Intelectual). La legislación estatal que utiliza el servicio procede de
              la Agencia Estatal Boletín Oficial del Estado (www.boe.es).
            </p>
          </>
        ),
      },
      {
        id: 'enlaces',
        title: '5. Enlaces',
        body: (
          <>
            <p>
              El sitio puede contener enlaces a sitios de terceros, como el Boletín Oficial del Estado o la
              Agencia Española de Protección de Datos. El titular no controla esos sitios ni responde de sus
              contenidos, aunque retirará cualquier enlace en cuanto tenga conocimiento efectivo de que
              conduce a contenidos ilícitos, conforme al artículo 17 de la LSSI-CE.
            </p>
            <p>
              Quien desee enlazar al sitio de {p} podrá hacerlo a su página principal o a sus páginas
              públicas, sin reproducir sus contenidos ni dar a entender una relación o un respaldo que no
              existan.
            </p>
          </>
        ),
      },
      {
        id: 'responsabilidad',
        title: '6. Responsabilidad',
        body: (
          <ul>
            <li>
              El titular procura que el sitio esté disponible y que su información sea exacta y esté
              actualizada, pero no garantiza la ausencia de interrupciones o errores, que corregirá en cuanto
              tenga conocimiento de ellos.
            </li>
            <li>
              El titular no responde de los daños derivados del uso del sitio contrario a este aviso ni de las
              decisiones que se adopten basándose únicamente en sus contenidos informativos.
            </li>
            <li>
              Los resultados generados por la aplicación mediante inteligencia artificial deben ser revisados
              por un profesional, como establecen los Términos de servicio.
            </li>
          </ul>
        ),
      },
      {
        id: 'proteccion-de-datos-y-cookies',
        title: '7. Protección de datos y cookies',
        body: (
          <p>
            El tratamiento de datos personales se explica en la{' '}
            <a href={LEGAL_PATHS.privacy}>Política de privacidad</a> y en la guía de{' '}
            <a href={LEGAL_PATHS.rights}>Derechos RGPD</a>. El uso de cookies y almacenamiento local se
            explica en la <a href={LEGAL_PATHS.cookies}>Política de cookies</a>.
          </p>
        ),
      },
      {
        id: 'legislacion-y-jurisdiccion',
        title: '8. Legislación aplicable y jurisdicción',
        body: (
          <p>
            Este aviso se rige por la legislación española. Para cualquier controversia, las partes se someten
            a los juzgados y tribunales de {city || 'la ciudad del domicilio del titular'}, salvo que el
            usuario tenga la condición de consumidor, en cuyo caso serán competentes los de su domicilio.
          </p>
        ),
      },
    ],
  };
}
