import type { HelpEntry } from '../help-entry.ts';

/** Rechazos, la cuenta, la seguridad y cómo comunicarse con el prestamista. */
export const ACCOUNT_ES: readonly HelpEntry[] = [
  {
    id: 'declined',
    title: '¿Por qué rechazaron mi solicitud?',
    phrasings: ['solicitud negada', 'por qué me rechazaron', 'aviso de acción adversa', 'rechazada'],
    keywords: ['rechazada', 'negada', 'acción adversa', 'motivos', 'razones', 'aviso'],
    answer:
      'Su página de rechazo es su aviso de la decisión y de sus derechos: indica los motivos principales de la decisión y, cuando se usó un puntaje de crédito, el puntaje, sus factores clave y la agencia de informes de crédito. Puede descargar el aviso en PDF; también se lo enviamos por correo electrónico.',
  },
  {
    id: 'credit-report-copy',
    title: '¿Cómo obtengo una copia de mi informe de crédito?',
    phrasings: [
      'informe de crédito gratis',
      'disputar mi informe de crédito',
      'mi informe de crédito tiene errores',
    ],
    keywords: ['informe de crédito', 'copia gratis', 'disputa', 'agencia', 'fcra', 'annualcreditreport'],
    answer:
      'Si su solicitud fue rechazada con base en un informe de crédito, puede pedir una copia gratis a la agencia de informes de crédito que aparece en su aviso dentro de 60 días, y disputar con ella cualquier dato inexacto o incompleto. También puede obtener informes gratis en annualcreditreport.com.',
  },
  {
    id: 'no-credit-file',
    title: 'No encontraron mi historial de crédito',
    phrasings: ['no tengo historial de crédito', 'historial de crédito no encontrado', 'poco crédito'],
    keywords: ['sin crédito', 'historial de crédito', 'no encontrado', 'expediente'],
    answer:
      'Necesitamos un historial de crédito para ofrecer una línea de crédito con garantía hipotecaria. Si el número de Seguro Social que usamos está mal, llámenos al {phone}: nuestro equipo puede corregirlo y volver a consultar. Si apenas empieza a construir su crédito, puede volver a presentar una solicitud cuando tenga historial de crédito.',
  },
  {
    id: 'account-security',
    title: '¿Cómo protegen mi información?',
    phrasings: ['mis datos están seguros', 'privacidad', 'cifrado', 'seguridad'],
    keywords: ['seguridad', 'privacidad', 'cifrado', '256 bits', 'datos', 'proteger'],
    answer:
      'Sus datos están protegidos con cifrado de 256 bits, y nunca vemos ni guardamos las credenciales de la cuenta bancaria que vincula. Su número de Seguro Social se cifra en cuanto nos llega, y solo se muestran sus últimos 4 dígitos.',
  },
  {
    id: 'password',
    title: 'Reglas de la contraseña y problemas para iniciar sesión',
    phrasings: [
      'olvidé mi contraseña',
      'no puedo iniciar sesión',
      'restablecer la contraseña',
      'requisitos de la contraseña',
    ],
    keywords: ['contraseña', 'iniciar sesión', 'acceso', 'bloqueado', 'restablecer'],
    answer:
      'La contraseña necesita al menos 12 caracteres, con una letra mayúscula, una minúscula, un número y uno de !@#$%^&*. Si no puede iniciar sesión, llámenos al {phone} ({hours}) y le ayudaremos a volver a entrar.',
  },
  {
    id: 'update-details',
    title: '¿Cómo cambio mi correo electrónico, mi teléfono o mi nombre?',
    phrasings: [
      'cambiar mi correo electrónico',
      'actualizar mi número de teléfono',
      'mi nombre está mal',
      'actualizar mis datos personales',
    ],
    keywords: ['actualizar', 'cambiar', 'correo electrónico', 'teléfono', 'nombre', 'datos personales'],
    answer:
      'Por su seguridad, llámenos al {phone} o escríbanos a {email} para cambiar los datos de su solicitud; nuestro equipo confirma su identidad y los actualiza.',
  },
  {
    id: 'contact-lender',
    title: '¿Cómo me comunico con {companyNameShort} por teléfono o correo electrónico?',
    phrasings: [
      'número de teléfono',
      'servicio al cliente',
      'dirección de correo electrónico',
      'llamarlos',
      'contacto de soporte',
    ],
    keywords: [
      'contacto',
      'teléfono',
      'llamar',
      'correo electrónico',
      'soporte',
      'servicio al cliente',
      'ayuda',
    ],
    answer:
      'Llámenos al {phone} o escríbanos a {email}. Nuestro horario de atención telefónica: {hours}. Puede escribirnos en cualquier momento; respondemos los correos electrónicos en ese horario.',
  },
  {
    id: 'hours',
    title: '¿Cuál es su horario?',
    phrasings: [
      'a qué hora abren',
      'a qué hora cierran hoy',
      'horario de atención',
      'abren los fines de semana',
    ],
    keywords: ['horario', 'abierto', 'cerrado', 'fin de semana', 'sábado', 'domingo', 'feriado', 'hora'],
    answer:
      'Nuestro horario de atención telefónica es: {hours}. Nuestro equipo de chat atiende en este horario: {chatHours}. Fuera de ese horario, este asistente responde y usted puede dejarle un mensaje a nuestro equipo.',
  },
  {
    id: 'talk-to-person',
    title: '¿Puedo hablar con una persona?',
    phrasings: ['hablar con un humano', 'hablar con un agente', 'una persona de verdad', 'representante'],
    keywords: ['persona', 'humano', 'agente', 'representante', 'alguien'],
    answer:
      'Por supuesto. Elija "Hablar con una persona" y nuestro equipo continuará esta conversación con su historial, o llámenos al {phone} en nuestro horario: {hours}.',
  },
  {
    id: 'nmls-licensing',
    title: '¿{companyNameShort} tiene licencia?',
    phrasings: ['número nmls', 'licencias', 'son un prestamista de verdad', 'tienen licencia'],
    keywords: ['nmls', 'licencia', 'autorizado', 'regulado', 'prestamista'],
    answer:
      '{companyName} tiene licencia con el NMLS n.º {nmls}. La página de licencias, enlazada al pie de cada página, muestra los detalles.',
  },
  {
    id: 'ceo-feedback',
    title: '¿Cómo puedo darles mi opinión?',
    phrasings: ['dejar comentarios', 'presentar una queja', 'felicitación', 'sugerencia'],
    keywords: ['comentarios', 'opinión', 'queja', 'reclamo', 'felicitación', 'sugerencia'],
    answer:
      'Nos encantaría saber su opinión. Use el pulgar hacia arriba o hacia abajo en cualquier respuesta de este chat, escríbanos a {email} o llámenos al {phone}. Los prestatarios de la marca principal que han iniciado sesión también pueden enviar sus comentarios a nuestro director general desde el enlace de sus páginas.',
  },
];
