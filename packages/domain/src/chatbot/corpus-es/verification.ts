import type { HelpEntry } from '../help-entry.ts';

/** Ingresos, identidad, cuentas bancarias y los pedidos de documentos del prestamista. */
export const VERIFICATION_ES: readonly HelpEntry[] = [
  {
    id: 'income-verification',
    title: '¿Cómo verifico mis ingresos?',
    phrasings: [
      'verificar ingresos',
      'comprobante de ingresos',
      'cómo revisan mis ingresos',
      'documentos de ingresos',
    ],
    keywords: ['ingresos', 'verificar', 'verificación', 'talones de pago', 'vincular banco', 'comprobante'],
    answer:
      'Elija la forma que más le convenga: vincule su cuenta bancaria (lo más rápido: leemos sus depósitos y por lo general confirmamos sus ingresos en minutos) o suba sus talones de pago más recientes, que nuestro equipo revisa, por lo general en un día hábil.',
  },
  {
    id: 'self-employed',
    title: 'Trabajo por cuenta propia. ¿Cómo demuestro mis ingresos?',
    phrasings: [
      'ingresos de trabajador independiente',
      'declaraciones de impuestos',
      'ingresos 1099',
      'ingresos de dueño de negocio',
    ],
    keywords: [
      'independiente',
      'cuenta propia',
      'declaración de impuestos',
      '1040',
      'anexo c',
      '1099',
      'negocio',
    ],
    answer:
      'Si le pedimos declaraciones de impuestos, suba sus declaraciones federales (Formulario 1040) de los dos últimos años: todas las páginas y todos los anexos que presentó, como el Anexo C o el Anexo E, firmadas y fechadas o tal como las presentó electrónicamente. Si presentó por separado de un copropietario cuyos ingresos incluyó, agregue también las declaraciones de esa persona.',
  },
  {
    id: 'employment-verification',
    title: '¿Por qué se comunican con mi empleador?',
    phrasings: ['verificación de empleo', 'van a llamar a mi empleador', 'verificar mi trabajo'],
    keywords: ['empleador', 'empleo', 'trabajo', 'verificar', 'patrón'],
    answer:
      'A veces confirmamos su empleo e ingresos directamente con su empleador. Por lo general toma uno o dos días hábiles; le enviamos un correo electrónico cuando termina y su solicitud avanza automáticamente. Mientras tanto, no tiene que hacer nada.',
  },
  {
    id: 'bank-linking',
    title: '¿Es seguro vincular mi cuenta bancaria?',
    phrasings: [
      'es seguro vincular mi banco',
      'ven la contraseña de mi banco',
      'seguridad del acceso al banco',
      'plaid',
    ],
    keywords: ['banco', 'vincular', 'credenciales', 'seguro', 'plaid', 'conectar', 'contraseña'],
    answer:
      'Sí. Usted inicia sesión en su banco a través de una conexión segura; sus credenciales van a su banco y nosotros nunca las vemos ni las guardamos. Usted elige qué cuentas compartir, y sus datos están protegidos con cifrado de 256 bits.',
  },
  {
    id: 'bank-not-listed',
    title: 'Mi banco no aparece o no puedo vincularlo',
    phrasings: [
      'no encuentro mi banco',
      'falló la vinculación del banco',
      'el banco no aceptó mi acceso',
      'no funciona la vinculación',
    ],
    keywords: ['banco', 'no aparece', 'falló', 'error', 'vincular'],
    answer:
      'Puede verificar sus ingresos subiendo sus talones de pago, y puede ingresar a mano los números de cuenta y de ruta para sus fondos y sus pagos. Si la vinculación sigue fallando, llámenos al {phone} ({hours}).',
  },
  {
    id: 'identity-verification',
    title: '¿Qué identificaciones aceptan?',
    phrasings: [
      'qué identificación necesito',
      'identificaciones aceptadas',
      'puedo usar mi pasaporte',
      'verificar mi identidad',
    ],
    keywords: [
      'identificación',
      'licencia de conducir',
      'pasaporte',
      'identificación estatal',
      'tarjeta de residente',
      'identidad',
    ],
    answer:
      'Suba una identificación con foto emitida por el gobierno: una licencia de conducir de EE. UU., un pasaporte de EE. UU., una tarjeta de identificación estatal de EE. UU. o una tarjeta de residente permanente de EE. UU. Asegúrese de que se vean las cuatro esquinas y de que el texto se pueda leer. Puede subir una foto o un escaneo, o tomar una foto con su cámara.',
  },
  {
    id: 'upload-formats',
    title: '¿Qué tipos de archivo puedo subir?',
    phrasings: [
      'tipos de archivo',
      'tamaño máximo para subir',
      'no se pudo subir mi archivo',
      'puedo subir una foto',
    ],
    keywords: ['subir', 'archivo', 'pdf', 'jpg', 'png', 'heic', 'tamaño', '10 mb'],
    answer:
      'Los documentos, las identificaciones y su seguro se pueden subir como archivos PDF, JPG, PNG o HEIC, de hasta 10 MB cada uno. Si no se puede subir un archivo, sus archivos siguen seleccionados para que lo intente de nuevo.',
  },
  {
    id: 'conditions',
    title: '¿Qué son los pedidos de mi prestamista?',
    phrasings: ['pedido de documentos', 'me pidieron un documento', 'condiciones', 'se requiere una acción'],
    keywords: ['pedido', 'condición', 'documento', 'acción requerida', 'subir', 'panel'],
    answer:
      'Para terminar su solicitud, es posible que necesitemos algunas cosas más de usted. Cada pedido aparece en su panel con lo que debe enviar. Responda cada uno; revisamos lo que nos envía y le avisamos si necesitamos algo más. Un pedido muestra "Recibido, en revisión" una vez que lo ha enviado.',
  },
  {
    id: 'home-valuation',
    title: '¿Cómo determinan el valor de mi vivienda?',
    phrasings: [
      'valor de mi casa',
      'avm',
      'valuación automatizada',
      'cuánto vale mi casa',
      'estimado del valor de la propiedad',
    ],
    keywords: ['valuación', 'valor', 'avm', 'estimado', 'vale', 'valor de la vivienda'],
    answer:
      'Partimos de una valuación automatizada de su vivienda. Si no hay una disponible, le pedimos su propio cálculo, y más adelante podría necesitarse una valuación de su vivienda ($180). Algunas viviendas necesitan una opinión de precio de un corredor o una tasación completa antes del cierre; si el valor resulta menor de lo esperado, le mostramos lo que aún podemos ofrecerle.',
  },
  {
    id: 'broker-price-opinion',
    title: '¿Qué es una opinión de precio de un corredor (BPO)?',
    phrasings: ['bpo', 'visita del corredor', 'valuación en texas', 'alguien vendrá a ver mi casa'],
    keywords: ['bpo', 'opinión de precio', 'corredor', 'texas', 'visita', 'valuación'],
    answer:
      'Un corredor de bienes raíces con licencia revisa su vivienda y da una opinión de su valor. La ley de Texas la exige antes de un préstamo con garantía hipotecaria. Es posible que el corredor le llame para acordar una visita breve; nosotros pagamos el cargo del corredor, y el informe suele llegar en 3 a 5 días hábiles.',
  },
  {
    id: 'appraisal',
    title: '¿Necesito una tasación?',
    phrasings: ['tasación completa', 'visita del tasador', 'cargo por tasación', 'cuánto tarda la tasación'],
    keywords: ['tasación', 'tasador', 'inspección', 'cargo', 'visita', 'avalúo'],
    answer:
      'Solo cuando la valuación de su vivienda lo requiere; su solicitud se lo indica. Cuando se necesita una tasación completa, el cargo se paga antes de solicitarla; después, un tasador con licencia le llama, por lo general en 2 días hábiles, y la visita dura cerca de una hora. El informe llega unos días después y nuestro equipo lo revisa.',
  },
  {
    id: 'title-search',
    title: '¿Qué es el estudio de título?',
    phrasings: [
      'revisión del título',
      'compañía de títulos',
      'informe de título',
      'el estudio de título está tardando',
    ],
    keywords: ['título', 'estudio de título', 'registros públicos', 'titularidad', 'sentencia'],
    answer:
      'Una compañía de títulos revisa los registros públicos de su propiedad: quién es el dueño y los gravámenes o sentencias registrados en su contra. Por lo general toma minutos, a veces hasta un día hábil. Si encuentra algo que debemos resolver, nuestro equipo se comunica con usted.',
  },
  {
    id: 'liens',
    title: '¿Por qué me piden confirmar los gravámenes sobre mi vivienda?',
    phrasings: ['confirmar mi hipoteca', 'gravámenes existentes', 'el gravamen está mal', 'segunda posición'],
    keywords: ['gravamen', 'hipoteca', 'posición', 'préstamos existentes', 'confirmación', 'disputa'],
    answer:
      'Los registros públicos muestran los préstamos sobre su propiedad. Su línea de crédito queda detrás de ellos, así que revíselos. Si algo está mal (un préstamo que ya se pagó, un gravamen que no es suyo, un saldo incorrecto), díganoslo en esa página y nuestro equipo revisa los registros y se comunica con usted en 1 a 2 días hábiles.',
  },
  {
    id: 'debt-payoff',
    title: '¿Puedo pagar otras deudas con mi línea?',
    phrasings: [
      'pagar tarjetas de crédito',
      'consolidación de deudas',
      'liquidar mi hipoteca',
      'estado de liquidación',
    ],
    keywords: ['liquidar', 'pagar deudas', 'deuda', 'consolidar', 'tarjeta de crédito', 'acreedor'],
    answer:
      'Sí. En su oferta puede elegir las deudas que quiere pagar con su retiro, y pagamos directamente a esos acreedores con su retiro inicial al cierre. Pedimos a los prestamistas los estados de liquidación, que suelen llegar en 3 a 5 días hábiles. Siga haciendo sus pagos habituales hasta el cierre.',
  },
  {
    id: 'new-credit-attestation',
    title: '¿Por qué me preguntan por crédito nuevo antes del cierre?',
    phrasings: [
      'nuevas consultas de crédito',
      'confirmar que no hay gravámenes nuevos',
      'revisaron mi crédito otra vez',
    ],
    keywords: ['crédito nuevo', 'consulta', 'declaración', 'gravamen', 'nueva revisión'],
    answer:
      'Antes del cierre volvemos a consultar su crédito. Si apareció nueva actividad de crédito desde que presentó su solicitud, le pedimos que confirme que ninguna de ella generó un gravamen nuevo sobre su vivienda. Es una verificación de rutina y por lo general toma 1 día hábil.',
  },
  {
    id: 'flood-certificate',
    title: '¿Qué es el certificado de zona de inundación?',
    phrasings: ['zona de inundación', 'certificado de inundación', 'necesito seguro contra inundaciones'],
    keywords: ['inundación', 'zona', 'certificado', 'área de riesgo', 'seguro'],
    answer:
      'La ley federal exige determinar la zona de inundación para los préstamos garantizados con una vivienda. El certificado suele llegar en 1 día hábil. Si su vivienda está en un área especial de riesgo de inundación, también necesitamos un comprobante de su seguro contra inundaciones.',
  },
  {
    id: 'insurance',
    title: '¿Qué seguro de propietario de vivienda necesitan?',
    phrasings: [
      'qué seguro necesito',
      'requisitos del seguro',
      'página de declaraciones',
      'comprobante de seguro',
      'cláusula del acreedor hipotecario',
    ],
    keywords: [
      'seguro',
      'propietario de vivienda',
      'riesgos',
      'declaraciones',
      'acreedor hipotecario',
      'póliza',
      'deducible',
    ],
    answer:
      'Suba la página de declaraciones de su póliza de propietario de vivienda. La póliza debe estar vigente ahora y durante al menos los próximos 60 días, cubrir el costo de reposición de su vivienda (o al menos todos los préstamos que garantiza, incluida esta línea) y tener un deducible no mayor del 5% de la cobertura de la vivienda. Pida a su agente que agregue a {companyName} como acreedor hipotecario.',
  },
  {
    id: 'phone-number-request',
    title: '¿Por qué necesitan mi número de celular?',
    phrasings: ['agregar número de teléfono', 'falta el número de teléfono', 'mensajes de texto'],
    keywords: ['celular', 'sms', 'mensaje de texto', 'falta', 'móvil'],
    answer:
      'Necesitamos un número de celular para comunicarnos con usted sobre su solicitud. Puede agregar un número de EE. UU., sin el código de país, desde el pedido en su panel.',
  },
];
