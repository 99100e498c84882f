import type { ContentContext, LegalDocument } from '../types';
import { LEGAL_PATHS, LEGAL_UPDATED_AT, Mail, TRIAL_DAYS } from '../shared';

type CategoryRow = { name: string; purpose: string; duration: string; consent: string; today: string };
type StorageRow = { key: string; where: string; purpose: string; duration: string };

const CATEGORIES: readonly CategoryRow[] = [
  {
    name: 'Esenciales',
    purpose:
      'Iniciar y mantener la sesión, recordar su decisión sobre cookies, conservar el estado de la prueba gratuita y las preferencias de la interfaz que usted elige, y proteger el servicio.',
    duration:
      'Desde el cierre de la pestaña hasta el cierre de sesión o el cambio de su elección (detalle más abajo).',
    consent: 'No: son necesarias para prestar el servicio que usted solicita (exentas, art. 22.2 LSSI-CE).',
    today: 'Siempre activas.',
  },
  {
    name: 'Funcionales',
    purpose:
      'Recordar opciones adicionales que mejoran la experiencia sin ser imprescindibles para el servicio.',
    duration: 'Hasta 12 meses.',
    consent: 'Sí.',
    today: 'Solo si las acepta. Actualmente no se utiliza ninguna.',
  },
  {
    name: 'Analíticas',
    purpose: 'Medir de forma agregada cómo se usa el sitio para mejorarlo.',
    duration: 'Hasta 13 meses.',
    consent: 'Sí.',
    today: 'Solo si las acepta. Actualmente no se utiliza ninguna.',
  },
  {
    name: 'Marketing',
    purpose: 'Medir campañas publicitarias o mostrar publicidad adaptada a sus intereses en otros sitios.',
    duration: 'Hasta 13 meses.',
    consent: 'Sí.',
    today: 'Solo si las acepta. Actualmente no se utiliza ninguna.',
  },
];

function essentialStorage(productName: string): StorageRow[] {
  return [
    {
      key: 'sb-…-auth-token',
      where: 'localStorage',
      purpose:
        'Mantener su sesión iniciada y renovarla de forma segura. Incluye el token de acceso, que caduca en una hora y se renueva automáticamente.',
      duration: 'Hasta que cierre sesión.',
    },
    {
      key: 'sb-…-auth-token-code-verifier',
      where: 'localStorage',
      purpose: 'Completar de forma segura la confirmación del correo o el restablecimiento de la contraseña.',
      duration: 'Unos minutos, hasta completar el proceso.',
    },
    {
      key: 'alegato-cookie-consent',
      where: 'localStorage',
      purpose: 'Recordar qué categorías ha aceptado o rechazado y cuándo, para no volver a preguntarle.',
      duration:
        'Hasta que cambie su elección o cierre sesión (entonces se le vuelve a preguntar), o hasta que borre los datos del navegador.',
    },
    {
      key: 'alegato-pending-consents',
      where: 'localStorage',
      purpose:
        'Guardar temporalmente una elección que no se pudo enviar a nuestro servidor, para reintentar el envío.',
      duration: 'Hasta que el envío se completa (se reintenta cada 5 minutos) o hasta que cierre sesión.',
    },
    {
      key: 'alegato-consent-session-id',
      where: 'sessionStorage',
      purpose:
        'Identificador aleatorio de la sesión del navegador que acompaña al registro de su consentimiento.',
      duration: 'Hasta que cierre la pestaña o el navegador.',
    },
    {
      key: 'alegato-trial',
      where: 'localStorage',
      purpose: `Conocer el estado de su prueba gratuita de ${TRIAL_DAYS} días y los días que le quedan.`,
      duration: 'Hasta que cierre sesión.',
    },
    {
      key: 'alegato-date-… y alegato-trial-migration-done',
      where: 'localStorage',
      purpose:
        'Indicadores técnicos (fechas y marcas de «ya realizado») que evitan repetir procesos internos de la prueba gratuita. No contienen datos de sus documentos.',
      duration: 'Se conservan tras cerrar sesión, hasta que borre los datos del navegador.',
    },
    {
      key: 'reports-store',
      where: 'localStorage',
      purpose:
        'Recordar las preferencias de vista, la búsqueda, los filtros y la página que usted ha elegido en el listado de informes.',
      duration: 'Hasta que cierre sesión.',
    },
    {
      key: 'alegato-email-sync-at',
      where: 'localStorage',
      purpose:
        'Fecha de la última comprobación de la verificación de su correo, para no repetirla en exceso.',
      duration: 'Hasta que cierre sesión.',
    },
    {
      key: 'alegato-error-log',
      where: 'localStorage',
      purpose: `Conservar en su navegador los últimos errores técnicos de ${productName} (como máximo 100): mensaje de error, página, fecha, navegador e identificador de usuario, para detectar y corregir fallos.`,
      duration: 'Hasta que cierre sesión.',
    },
    {
      key: 'alegato-plan-override',
      where: 'localStorage',
      purpose: 'Solo en cuentas de administración: simulación temporal de un plan para pruebas internas.',
      duration: '2 horas, o hasta que cierre sesión.',
    },
  ];
}

/** Política de cookies (LSSI-CE art. 22.2 y guía de la AEPD) of the product. */
export function cookiePolicy(ctx: ContentContext): LegalDocument {
  const p = ctx.productName;
  const { owner, mailboxes } = ctx;

  return {
    title: 'Política de cookies',
    description: `Qué cookies y qué almacenamiento local usa ${p}, para qué sirven, cuánto duran y cómo configurar o retirar su consentimiento.`,
    updatedAt: LEGAL_UPDATED_AT,
    sections: [
      {
        id: 'que-son-las-cookies',
        title: '1. Qué son las cookies y el almacenamiento local',
        body: (
          <>
            <p>
              Las cookies son pequeños archivos que un sitio web guarda en su navegador. El almacenamiento
              local (<em>localStorage</em>) y el almacenamiento de sesión (<em>sessionStorage</em>) son
              mecanismos equivalentes que permiten guardar información en su dispositivo: el primero la
              conserva hasta que se borra; el segundo, hasta que se cierra la pestaña.
            </p>
            <p>
              El artículo 22.2 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio
              electrónico (LSSI-CE), se aplica por igual a todos estos mecanismos. En esta política los
              llamamos, en conjunto, «cookies». Su responsable es {owner.name} (NIF {owner.nif}), titular de{' '}
              {p}.
            </p>
          </>
        ),
      },
      {
        id: 'que-usamos-hoy',
        title: `2. Qué usa ${p} hoy`,
        body: (
          <>
            <p>
              <strong>
                {p} solo utiliza almacenamiento esencial: el necesario para mantener su sesión, recordar su
                decisión sobre cookies y conservar el estado de su prueba gratuita.
              </strong>{' '}
              No instalamos cookies analíticas, de publicidad ni de terceros.
            </p>
            <p>
              El panel de configuración ya le permite decidir sobre las categorías funcionales, analíticas y
              de marketing. Si en el futuro incorporamos alguna cookie de esas categorías, la detallaremos en
              esta política (nombre, proveedor, finalidad y duración) antes de usarla y solo se activará si
              usted la ha aceptado.
            </p>
          </>
        ),
      },
      {
        id: 'categorias',
        title: '3. Categorías de cookies',
        body: (
          <table>
            <caption>Categorías del panel de configuración de cookies</caption>
            <thead>
              <tr>
                <th scope="col">Categoría</th>
                <th scope="col">Finalidad</th>
                <th scope="col">Duración máxima</th>
                <th scope="col">¿Requiere consentimiento?</th>
                <th scope="col">Uso actual</th>
              </tr>
            </thead>
            <tbody>
              {CATEGORIES.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  <td>{row.purpose}</td>
                  <td>{row.duration}</td>
                  <td>{row.consent}</td>
                  <td>{row.today}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ),
      },
      {
        id: 'almacenamiento-esencial',
        title: '4. Detalle del almacenamiento esencial',
        body: (
          <>
            <p>
              Todo lo que figura a continuación es propio (lo gestiona {p}, no un tercero) y se guarda solo en
              su navegador. Al cerrar sesión se borran todos los elementos salvo los indicadores técnicos de
              la prueba gratuita señalados en la tabla: el navegador no conserva tokens ni datos de sus
              documentos, y la próxima vez le volveremos a preguntar por sus preferencias de cookies.
            </p>
            <table>
              <caption>Almacenamiento esencial que usa {p}</caption>
              <thead>
                <tr>
                  <th scope="col">Nombre</th>
                  <th scope="col">Tipo</th>
                  <th scope="col">Finalidad</th>
                  <th scope="col">Duración</th>
                </tr>
              </thead>
              <tbody>
                {essentialStorage(p).map((row) => (
                  <tr key={row.key}>
                    <th scope="row">
                      <code>{row.key}</code>
                    </th>
                    <td>{row.where}</td>
                    <td>{row.purpose}</td>
                    <td>{row.duration}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ),
      },
      {
        id: 'registro-del-consentimiento',
        title: '5. Cómo registramos su consentimiento',
        body: (
          <>
            <p>
              La primera vez que visita {p}, un aviso le permite aceptar todas las cookies, aceptar solo las
              esenciales o configurarlas por categorías. Las esenciales están siempre activas; las demás están
              desactivadas hasta que usted las activa. Rechazar es tan sencillo como aceptar.
            </p>
            <p>
              Para poder demostrar su elección (artículo 7.1 del RGPD) guardamos un registro con las
              categorías aceptadas o rechazadas, la fecha y hora, el identificador aleatorio de la sesión del
              navegador y el agente de usuario. Ese registro se conserva en su navegador y se envía a nuestro
              servidor; si el envío falla, se reintenta más tarde sin que su elección deje de aplicarse. El
              tratamiento de estos datos se explica en la{' '}
              <a href={LEGAL_PATHS.privacy}>Política de privacidad</a>.
            </p>
          </>
        ),
      },
      {
        id: 'cambiar-o-retirar-el-consentimiento',
        title: '6. Cómo cambiar o retirar su consentimiento',
        body: (
          <>
            <p>
              Puede cambiar su elección en cualquier momento desde el enlace{' '}
              <strong>Configurar cookies</strong>, disponible en el pie de todas las páginas, que vuelve a
              abrir el panel de categorías. Retirar el consentimiento es tan fácil como darlo y no afecta a la
              licitud del uso anterior.
            </p>
            <p>También puede borrar o bloquear las cookies y el almacenamiento local desde su navegador:</p>
            <ul>
              <li>
                <strong>Chrome</strong>: Configuración › Privacidad y seguridad › Cookies de terceros, o
                Eliminar datos de navegación.
              </li>
              <li>
                <strong>Firefox</strong>: Ajustes › Privacidad &amp; Seguridad › Cookies y datos del sitio.
              </li>
              <li>
                <strong>Safari</strong>: Ajustes › Privacidad › Gestionar datos de sitios web.
              </li>
              <li>
                <strong>Edge</strong>: Configuración › Cookies y permisos del sitio › Administrar y eliminar
                cookies y datos del sitio.
              </li>
            </ul>
            <p>
              Tenga en cuenta que, si bloquea el almacenamiento esencial, no podrá iniciar sesión ni usar la
              aplicación, y que al borrar los datos del sitio le volveremos a preguntar por sus preferencias.
            </p>
          </>
        ),
      },
      {
        id: 'cookies-de-terceros',
        title: '7. Cookies de terceros',
        body: (
          <p>
            Actualmente {p} no carga cookies de terceros ni contenidos de terceros que las instalen. Las
            fuentes tipográficas se sirven desde nuestros propios servidores. Si alguna vez enlazamos a sitios
            externos, estos se rigen por sus propias políticas de cookies.
          </p>
        ),
      },
      {
        id: 'actualizaciones-y-contacto',
        title: '8. Actualizaciones y contacto',
        body: (
          <p>
            Revisaremos esta política cuando cambie el almacenamiento que utiliza {p}, y le pediremos de nuevo
            su consentimiento si cambian las categorías o sus finalidades. Para cualquier duda, escríbanos a{' '}
            <Mail to={mailboxes.privacy} />.
          </p>
        ),
      },
    ],
  };
}
